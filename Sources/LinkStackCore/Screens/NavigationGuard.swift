/// One guard of a flow or a screen: what must hold in the context, and the flow shown instead
/// while it does not, with the link kept as pending.
///
/// A route file writes one guard as `requires: [signedIn]` with `redirect: signIn`, or several
/// under `guards:`, checked in order (the first unmet one redirects):
///
/// ```yaml
/// signIn: { root: Login, guards: [{ requires: [onboarded], redirect: onboarding },
///                                 { requires: ["!signedIn"], redirect: main }] }
/// ```
package struct NavigationGuard: Sendable, Hashable {
    /// The requirements, each a context name (`signedIn`) or its negation (`!signedIn`).
    package let requires: [String]
    /// The flow shown instead while a requirement is unmet.
    package let redirect: String

    /// Creates a guard.
    package init(requires: [String], redirect: String) {
        self.requires = requires
        self.redirect = redirect
    }

    /// The requirements `context` does not meet, in the order written; empty when the guard lets the user through.
    package func unmet(in context: NavigationContext) -> [String] {
        requires.filter { !context.holds($0) }
    }
}
