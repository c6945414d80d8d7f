extension ResolutionError {
    /// The error for a match of `url` against `route` that PCRE2 stopped: the link's budget spent
    /// (``matchBudget(url:budget:)``), or a limit of that route's pattern (``matchLimit(url:route:)``).
    init(_ error: PCRE2Error, url: String, route: String) {
        if case .budgetSpent(let budget) = error {
            self = .matchBudget(url: url, budget: budget)
        } else {
            self = .matchLimit(url: url, route: route)
        }
    }
}
