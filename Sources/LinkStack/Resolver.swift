/// Turns deep links into navigation: the public entry point of LinkStack.
///
/// ```swift
/// let resolver = Resolver(table: try RouteTable(contentsOf: "Routes"))
/// let resolution = try resolver.resolve("shop://products/42/reviews", from: current)
/// resolution.target.stack  // [Home, ProductList, Product(id: 42), Reviews(id: 42)]
/// resolution.plan          // popTo(index: 1), push(Product(id: 42)), push(Reviews(id: 42))
/// print(resolution.json.rendered())
/// ```
///
/// A resolver holds no mutable state and may be shared across threads.
public struct Resolver: Sendable {
    /// The compiled routes and screens.
    public let table: RouteTable
    /// Size limits for links.
    public var linkLimits: DeepLink.Limits = .default

    /// Creates a resolver over a table.
    public init(table: RouteTable) { self.table = table }

    /// Resolves `url` into the target state and the plan from `current`.
    ///
    /// - Parameters:
    ///   - url: The deep link, e.g. `shop://products/42/reviews`.
    ///   - current: What the app shows now; empty by default.
    /// - Returns: The route, parameters, target state and plan.
    /// - Throws: ``ResolutionError/invalidURL(_:)``, ``ResolutionError/noRoute(url:reason:)`` or
    ///   ``ResolutionError/matchLimit(url:route:)``.
    public func resolve(_ url: String, from current: NavigationState = .empty) throws(ResolutionError) -> Resolution {
        let link: DeepLink
        do throws(DeepLinkError) {
            link = try DeepLink(url, limits: linkLimits)
        } catch {
            throw .invalidURL(error)
        }
        let match = try table.match(link)
        let target = StackBuilder(screens: table.screens).state(for: match)
        return Resolution(url: url, match: match, target: target, plan: TransitionPlan(from: current, to: target))
    }

    /// Resolves `url` and renders the JSON contract, or the error object for a failure: exactly
    /// what `linkstack resolve` prints.
    ///
    /// - Returns: The JSON text and whether it is a success.
    public func resolveJSON(_ url: String, from current: NavigationState = .empty, pretty: Bool = false) -> (text: String, succeeded: Bool) {
        do throws(ResolutionError) {
            return (try resolve(url, from: current).json.rendered(pretty: pretty), true)
        } catch {
            return (error.json.rendered(pretty: pretty), false)
        }
    }
}
