import LinkStackCore

extension DeepLink {
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
