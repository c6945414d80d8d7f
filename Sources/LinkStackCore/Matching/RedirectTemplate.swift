/// A `redirect:` value: the link a redirect route sends its links to, with `{name}` placeholders
/// for the route's parameters.
///
/// A template that is one placeholder and nothing else (`"{redirect_to}"`) is the parameter's
/// value as it is: a link or a path. In any other template (`"/posts/{id}"`) each value is
/// percent-encoded where it stands (a `{name:path}` value keeps its `/`s), so a value can never
/// add a segment or a query item; one that writes no query passes on the link's other items.
package struct RedirectTemplate: Sendable, Hashable {
    /// The template as written.
    package let text: String
    /// The template read into its pieces once, for every link it fills.
    private let template: TextTemplate
    /// Whether the template is one whole parameter.
    package let isWholeValue: Bool
    /// The route's `{name:path}` parameters, and the query names it reads (nil when an open map
    /// reads them all).
    private let pathNames: Set<String>, readQuery: Set<String>?

    /// Wraps a `redirect:` value as written, read into its pieces, for a route with `path`
    /// parameters and `query` requirements (nil: an open map).
    package init(text: String, path: [(name: String, kind: ParameterKind)] = [], query: [QueryRequirement]? = []) {
        self.text = text
        pathNames = Set(path.filter { $0.kind == .path }.map(\.name))
        readQuery = query.map { Set($0.map(\.queryName)) }
        template = TextTemplate(text)
        isWholeValue = template.names.count == 1 && text == "{\(template.names[0])}"
    }

    /// The parameters the template names, in order.
    package var names: [String] { template.names }

    /// The link or path for `params`, written into room made once (a `String` grown piece by
    /// piece reallocated as it went).
    package func filled(with params: Parameters) -> String {
        filled { name in params[name].map { ($0.text, params.get(name, as: [String: String].self) != nil) } }
    }

    /// The link or path for the parameters `value` gives by name: each one's text, and whether it
    /// is an open query map's (a query string already, each part encoded); nil for one not given.
    package func filled(_ value: (String) -> (text: String, isMap: Bool)?) -> String {
        if isWholeValue, case .name(let name) = template.pieces[0] { return value(name)?.text ?? "" }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 32)
        for piece in template.pieces {
            switch piece {
            case .text(let text): bytes.append(contentsOf: text.utf8)
            case .name(let name), .query(let name):
                guard let (text, isMap) = value(name) else { continue }
                if case .query = piece { if text.isEmpty { continue } else { bytes.append(UInt8(ascii: "?")) } }
                if isMap { bytes.append(contentsOf: text.utf8) } else {
                    PercentEncoding.encode(text, keepingSlashes: pathNames.contains(name), appendingTo: &bytes)
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``filled(with:)`` for a redirect of `link`, with the link's query items the route does not
    /// read when the template writes no query of its own (a locale prefix dropped keeps `?q=…`).
    package func filled(with params: Parameters, keepingQueryOf link: DeepLink) -> String {
        let value = filled(with: params)
        guard !isWholeValue, let readQuery, !value.utf8.contains(UInt8(ascii: "?")) else { return value }
        let kept = link.queryItems.filter { !readQuery.contains($0.name) }
        return kept.isEmpty ? value : value + "?" + kept.map { PercentEncoding.encode($0.name) + "=" + PercentEncoding.encode($0.value) }
            .joined(separator: "&")
    }
}
