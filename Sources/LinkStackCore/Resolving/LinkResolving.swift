/// Something that turns deep links into navigation: the engine's `Resolver` (the `LinkStack`
/// product, route files compiled with PCRE2) or a resolver generated for an app that links only
/// `LinkStackCore`. Code written against this protocol runs with either.
///
/// ```swift
/// func open(_ url: String, with resolver: some LinkResolving, shown: NavigationState) throws(ResolutionError) -> TransitionPlan {
///     try resolver.resolve(url, from: shown, context: NavigationContext(["signedIn": true]), events: false).plan
/// }
/// ```
public protocol LinkResolving: Sendable {
    /// Resolves `url` into the target state and the plan from `current`.
    ///
    /// A target in a flow whose `requires` do not all hold in `context` resolves to the `redirect`
    /// flow instead, with the original target as ``Resumption/pending`` and the unmet names as
    /// ``Resumption/requires``.
    ///
    /// - Parameters:
    ///   - url: The deep link, e.g. `shop://products/42/reviews`.
    ///   - current: What the app shows now.
    ///   - context: What holds, such as `signedIn=true`.
    ///   - events: Whether to list the notifications UIKit sends while the plan is applied.
    /// - Throws: A ``ResolutionError`` with its stable ``ResolutionError/code``.
    func resolve(_ url: String, from current: NavigationState, context: NavigationContext, events: Bool) throws(ResolutionError) -> Resolution

    /// Appends the JSON of ``resolve(_:from:context:events:)``'s resolution
    /// (``Resolution/renderJSON(into:)``'s bytes) to `output`, or throws what it throws and appends
    /// nothing: what `linkstack resolve --batch` writes for a line. The default resolves and
    /// renders.
    func renderResolution(of url: String, from current: NavigationState, context: NavigationContext, events: Bool,
                          into output: inout [UInt8]) throws(ResolutionError)

    /// Plans the way back to a state a guard kept as ``Resumption/pending``, once what it required
    /// holds: from `current` to `pending` exactly, or the same redirect while it still does not.
    ///
    /// - Throws: ``ResolutionError/invalidTarget(_:)`` for a `pending` the routes cannot show,
    ///   ``ResolutionError/invalidCurrent(_:)`` or ``ResolutionError/invalidContext(_:)``.
    func resume(_ pending: NavigationState, from current: NavigationState, context: NavigationContext) throws(ResolutionError) -> Resumption
}

extension LinkResolving {
    /// The resolution's JSON, rendered from ``resolve(_:from:context:events:)``.
    public func renderResolution(of url: String, from current: NavigationState, context: NavigationContext, events: Bool,
                                 into output: inout [UInt8]) throws(ResolutionError) {
        try resolve(url, from: current, context: context, events: events).renderJSON(into: &output)
    }
}
