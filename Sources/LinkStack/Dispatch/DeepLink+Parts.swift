import LinkStackCore

extension DeepLink {
    /// The first value given for each query name (later repeats of a name are ignored): what the
    /// reference loop reads a route's query parameters from.
    var query: [String: String] {
        var first: [String: String] = [:]
        for item in queryItems where first[item.name] == nil {
            first[item.name] = item.value
        }
        return first
    }

    /// A link's parts as `String`s (its `path`, `scheme`, `host` and `queryItems`), made
    /// once for a reader that asks many routes about it (the reference loop, `explain`): a
    /// `DeepLink` keeps only where they are in its text, and makes each anew when asked.
    struct Parts {
        /// `DeepLink/path`.
        let path: String
        /// `DeepLink/scheme`.
        let scheme: String
        /// `DeepLink/host`.
        let host: String?
        /// `DeepLink/queryItems`.
        let query: [QueryItem]

        /// The parts of `link`, each made once.
        init(_ link: DeepLink) {
            path = link.path
            scheme = link.scheme
            host = link.host
            query = link.queryItems
        }
    }
}
