import LinkStackCore

extension ValueTemplate {
    /// The names of the captures the template uses.
    var referencedNames: [String] {
        switch self {
        case .reference(let name): return [name]
        case .literal: return []
        case .interpolated(let text): return TextTemplate(text).names
        }
    }
}
