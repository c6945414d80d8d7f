internal import CPCRE2

/// The match steps one link may spend across every pattern it is tried against.
///
/// A per-match limit alone lets a table of many costly routes multiply it: 500 routes of
/// `/{v:.*a.*b.*cN}/e` each stay under 10⁵ steps and together cost a quarter of a second per link.
/// PCRE2 does not say how many steps a match took, so inside a budget each match is granted a
/// small limit first and eight times as much on each retry, up to the per-match limit and what is
/// left; it is charged the limit it succeeded under (at most eight times what it used, and the
/// retries cost less than the last try). A match that needs more than is left ends the link with
/// ``PCRE2Error/budgetSpent(budget:)``.
///
/// Each thread has one, kept with its match contexts (no allocation per link); it is in force
/// only inside ``PCRE2MatchContext/withBudget(_:_:)``. (Being one thread's alone, its fields
/// are not checked for exclusive access at run time.)
final class PCRE2Budget {
    /// The first limit a match is granted. JIT-compiled route patterns take one or two steps on
    /// an ordinary link (`pcre2test`'s `find_limits`), so a 5,000-route reference loop is charged
    /// 80,000 of a 10⁶ budget.
    static let firstGrant: UInt32 = 16
    /// How much each retry's limit grows.
    static let growth: UInt32 = 8

    /// Whether a link's budget is in force on this thread.
    @exclusivity(unchecked) private(set) var isActive = false
    /// The steps the link started with.
    @exclusivity(unchecked) private(set) var total: UInt32 = 0
    /// The steps not yet charged.
    @exclusivity(unchecked) private(set) var remaining: UInt32 = 0

    /// Opens a budget of `steps` for one link.
    func open(_ steps: UInt32) {
        isActive = true
        total = steps
        remaining = steps
    }

    /// Closes the link's budget.
    func close() { isActive = false }

    /// Runs `attempt` (one `pcre2_match` under the limit it is given) as the budget allows, or
    /// once under `matchLimit` when no budget is in force; returns PCRE2's result.
    ///
    /// - Throws: ``PCRE2Error/budgetSpent(budget:)`` when the match needs more than is left.
    func run(matchLimit: UInt32, _ attempt: (UInt32) -> Int32) throws(PCRE2Error) -> Int32 {
        guard isActive else { return attempt(matchLimit) }
        let ceiling = min(matchLimit, remaining)
        var grant = min(PCRE2Budget.firstGrant, ceiling)
        var result = attempt(grant)
        while result == PCRE2_ERROR_MATCHLIMIT, grant < ceiling {
            grant = grant > ceiling / PCRE2Budget.growth ? ceiling : grant * PCRE2Budget.growth
            result = attempt(grant)
        }
        remaining -= min(grant, remaining)  // a nested match (in a callout) may have charged meanwhile
        if result == PCRE2_ERROR_MATCHLIMIT, ceiling < matchLimit { throw .budgetSpent(budget: total) }
        return result
    }
}
