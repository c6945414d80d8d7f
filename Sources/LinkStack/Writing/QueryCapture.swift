/// How the link writer reads one query requirement of a route read from its captures
/// (``RouteCaptures``) from a link's query items, as the route itself reads it
/// (``Route/parameters(query:capturedBytes:limits:)``): a text, `int`, `int(LOW...HIGH)` or
/// `bool` parameter's value, or a literal the value must be. A value is the first given under
/// the requirement's name (the reader has refused a link that gives it twice), and an empty one
/// is no value.
///
/// What it reads is what the route makes of the value; what it cannot read as the route does
/// (a missing value the route may default or refuse, a value the route's kind refuses and the
/// route may ignore) it leaves to the route.
struct QueryCapture {
    /// What reading a requirement gives.
    enum Read {
        /// The parameter's value.
        case captured(TemplateCapture)
        /// No parameter: an optional value left out, or the literal given.
        case nothing
        /// What the route must read itself.
        case route
    }

    /// The query item's name.
    let queryName: String
    /// The text a literal requirement's value must be; nil for a parameter.
    let literal: String?
    /// The parameter's kind.
    let kind: ParameterKind
    /// Whether a parameter may be left out: `{name?}` (even with a default, as the route reads it).
    let isOptional: Bool

    /// The reading of `requirement`, or nil for a parameter of a kind read otherwise (its shape
    /// checked by a regex, or a `url`).
    init?(_ requirement: QueryRequirement) {
        queryName = requirement.queryName
        isOptional = requirement.isOptional
        switch requirement.value {
        case .literal(let text):
            literal = text
            kind = .plain
        case .parameter(_, let kind):
            switch kind {
            case .plain, .int, .intRange, .bool: break
            case .uuid, .slug, .path, .regex, .url: return nil
            }
            literal = nil
            self.kind = kind
        }
    }

    /// The requirement read from a link's query `items`.
    func read(_ items: [DeepLink.QueryItem]) -> Read {
        guard let index = items.firstIndex(where: { $0.name == queryName }), !items[index].value.isEmpty else {
            return literal == nil && isOptional ? .nothing : .route
        }
        let text = items[index].value
        if let literal { return text == literal ? .nothing : .route }
        switch kind {
        case .int:
            return TemplateCapture.integer(text).map { .captured(TemplateCapture(number: $0, isFlag: false)) } ?? .route
        case .intRange(let range):
            guard let number = TemplateCapture.integer(text), range.contains(number) else { return .route }
            return .captured(TemplateCapture(number: number, isFlag: false))
        case .bool:
            switch text {
            case "true", "1": return .captured(TemplateCapture(number: 1, isFlag: true))
            case "false", "0": return .captured(TemplateCapture(number: 0, isFlag: true))
            default: return .route
            }
        default:
            return .captured(TemplateCapture(item: index))
        }
    }
}
