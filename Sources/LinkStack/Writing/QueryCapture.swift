/// How the link writer reads one query requirement of a route read from its captures
/// (``RouteCaptures``) from a link's query items, as the route itself reads it
/// (``Route/parameters(query:capturedBytes:limits:)``): a text, `int`, `int(LOW...HIGH)`, `bool`,
/// `slug` or `uuid` parameter's value (its shape checked as ``ParameterKind/fitsShape(_:)-(Substring)``
/// checks it), the default of one left out, a literal the value must be, or the route's open
/// query map (the items it does not name). A value is the first given under the requirement's
/// name (the reader has refused a link that gives it twice), and an empty one is no value.
///
/// What it reads is what the route makes of the value; what it cannot read as the route does
/// (a missing value the route refuses, a value the route's kind refuses and the route may
/// ignore, an open map given a name twice) it leaves to the route.
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
    /// The value of a parameter left out that has a default (its text kept by the route's reader).
    let fallback: TemplateCapture?
    /// For an open query map, the query names the route reads (its items are the others); nil otherwise.
    let named: [String]?

    /// The reading of `requirement`, whose parameter's default, if any, is `fallback`; nil for a
    /// parameter of a kind read otherwise (its shape checked by a regex, a `path` or a `url`).
    init?(_ requirement: QueryRequirement, fallback: TemplateCapture?) {
        queryName = requirement.queryName
        isOptional = requirement.isOptional
        self.fallback = fallback
        named = nil
        switch requirement.value {
        case .literal(let text):
            literal = text
            kind = .plain
        case .parameter(_, let kind):
            switch kind {
            case .plain, .int, .intRange, .bool, .uuid, .slug: break
            case .path, .regex, .url: return nil
            }
            literal = nil
            self.kind = kind
        }
    }

    /// The reading of an open query map, of a route that reads the query names `named`.
    init(mapBesides named: [String]) {
        queryName = ""
        literal = nil
        kind = .plain
        isOptional = false
        fallback = nil
        self.named = named
    }

    /// The requirement read from a link's query `items`. Each kind's shape and value are read by
    /// hand, as ``ParameterKind/fitsShape(_:)-(Substring)`` and ``ParameterKind/value(of:urlHosts:)``
    /// read them (`aQueryValueIsReadAsTheRouteReadsIt` holds the two alike): asking those, the
    /// route's own reading, cost about 1.2 K instructions a query line.
    func read(_ items: [DeepLink.QueryItem]) -> Read {
        if let named { return QueryCapture.map(items, besides: named) }
        guard let index = items.firstIndex(where: { $0.name == queryName }), !items[index].value.isEmpty else {
            guard literal == nil else { return .route }
            if isOptional { return .nothing }
            return fallback.map(Read.captured) ?? .route
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
        case .uuid, .slug:
            return kind.fitsShape(text.utf8) == true ? .captured(TemplateCapture(item: index)) : .route
        default:
            return .captured(TemplateCapture(item: index))
        }
    }

    /// The open query map of a link's query `items`: those not `named`, or the route's reading
    /// for a link that gives a name twice (the general path's error) or more items than a map's bits.
    private static func map(_ items: [DeepLink.QueryItem], besides named: [String]) -> Read {
        guard items.count <= UInt64.bitWidth, items.firstRepeatedName(where: { _ in true }) == nil else { return .route }
        var map: UInt64 = 0
        for (index, item) in items.enumerated() where !named.contains(item.name) { map |= 1 &<< UInt64(index) }
        return .captured(TemplateCapture(map: map))
    }
}
