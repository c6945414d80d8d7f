extension DeepLink {
    /// A link's parts as `String`s (its ``path``, ``scheme``, ``host`` and ``queryItems``), made
    /// once for a reader that asks many routes about it (the reference loop, `explain`): a
    /// ``DeepLink`` keeps only where they are in its text, and makes each anew when asked.
    package struct Parts {
        /// ``DeepLink/path``.
        package let path: String
        /// ``DeepLink/scheme``.
        package let scheme: String
        /// ``DeepLink/host``.
        package let host: String?
        /// ``DeepLink/queryItems``.
        package let query: [QueryItem]

        /// The parts of `link`, each made once.
        package init(_ link: DeepLink) {
            path = link.path
            scheme = link.scheme
            host = link.host
            query = link.queryItems
        }
    }
}
