/// A faster way a resolver may offer to answer `--batch` lines: it writes the very bytes the
/// general path (``LinkResolving/resolve(_:from:context:events:)`` and the result's JSON) would
/// write, for the lines it knows how to answer, and declines the rest.
///
/// ``BatchResolver`` asks its resolver for one (``LinkResolving/batchShortcut()``) and tries it on
/// every line first (a request line's URL from the line's own state and context). The engine's
/// `Resolver` offers one for every link (read by the parser a ``DeepLink`` is read by): it matches
/// it from its bytes and writes the template the general path made for its kind
/// (``ResolutionTemplates``), declining what only the general path can tell (a kind's first two
/// links, an error of the link's own); tests hold its bytes equal to the general path's on every
/// fixture table.
public protocol BatchShortcut: Sendable {
    /// Appends the one-line JSON result of `line` (without a newline) to `output` and returns
    /// true, or leaves `output` as it was and returns false when the general path must answer.
    ///
    /// - Parameters:
    ///   - line: The request line's bytes, without the newline.
    ///   - current: The state shown now.
    ///   - context: What holds.
    ///   - events: Whether results list the UIKit notifications.
    func write(line: UnsafeBufferPointer<UInt8>, current: NavigationState, context: NavigationContext, events: Bool,
               into output: inout [UInt8]) -> Bool
}
