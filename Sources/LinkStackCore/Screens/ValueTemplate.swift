/// A parameter value written in a route file: a reference to a capture, fixed text or number,
/// or text with captures interpolated.
package enum ValueTemplate: Sendable, Hashable {
    /// `"{id}"`: the capture named `id`, with its type.
    case reference(String)
    /// A fixed value: `7` or `"reviews"`.
    case literal(ParameterValue)
    /// Text with `{name}` placeholders, such as `"order-{id}"`: always a string.
    case interpolated(String)

    /// The value for a set of captures.
    package func value(with captures: Parameters) -> ParameterValue? {
        switch self {
        case .reference(let name): return captures[name]
        case .literal(let value): return value
        case .interpolated(let text): return .string(ScreenDefinition.interpolate(text, with: captures))
        }
    }
}
