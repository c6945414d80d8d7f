/// The limits every match runs under, so that no subject can make a pattern run away.
///
/// Hitting any of them is `PCRE2Error/matchLimit(pattern:message:)` (for the link's budget,
/// `PCRE2Error/budgetSpent(budget:)`), never "no match".
package struct PCRE2Limits: Sendable, Hashable {
    /// The most times PCRE2 may call its internal match function (backtracking steps). `pcre2_set_match_limit`.
    package var matchLimit: UInt32
    /// The deepest backtracking nesting allowed. `pcre2_set_depth_limit`.
    package var depthLimit: UInt32
    /// The largest JIT stack, in bytes. `pcre2_jit_stack_create`.
    package var jitStackSize: Int
    /// The most match steps one link may take across every pattern it is tried against (10⁶):
    /// many routes each under ``matchLimit`` cannot add up to a slow link.
    package var linkBudget: UInt32

    /// Creates limits.
    package init(matchLimit: UInt32 = 100_000, depthLimit: UInt32 = 1_000, jitStackSize: Int = 1 << 20,
                linkBudget: UInt32 = 1_000_000) {
        self.matchLimit = matchLimit
        self.linkBudget = linkBudget
        self.depthLimit = depthLimit
        self.jitStackSize = jitStackSize
    }

    /// About 10⁵ match steps per match and 10⁶ per link, a depth of 1000 and a 1 MiB JIT stack.
    package static let `default` = PCRE2Limits()
}
