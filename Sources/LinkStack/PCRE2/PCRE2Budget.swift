/// The match steps one link may spend across every pattern it is tried against.
///
/// A per-match limit alone lets a table of many costly routes multiply it: 500 routes of
/// `/{v:.*a.*b.*cN}/e` each stay under 10⁵ steps and together cost a quarter of a second per link.
/// PCRE2 does not say how many steps a match took, so inside a budget each match is granted a
/// small limit first and eight times as much on each retry, up to the per-match limit and what is
/// left; it is charged the limit it succeeded under (at most eight times what it used, and the
/// retries cost less than the last try). A match that needs more than is left ends the link with
/// ``PCRE2Error/budgetSpent(budget:)``.
struct PCRE2Budget {
    /// The first limit a match is granted. JIT-compiled route patterns take one or two steps on
    /// an ordinary link (`pcre2test`'s `find_limits`), so a 5,000-route reference loop is charged
    /// 80,000 of a 10⁶ budget.
    static let firstGrant: UInt32 = 16
    /// How much each retry's limit grows.
    static let growth: UInt32 = 8

    /// The steps the link started with.
    let total: UInt32
    /// The steps not yet charged.
    private(set) var remaining: UInt32

    init(total: UInt32) {
        self.total = total
        remaining = total
    }

    /// Charges `steps`, never below zero.
    mutating func charge(_ steps: UInt32) {
        remaining -= min(steps, remaining)
    }
}
