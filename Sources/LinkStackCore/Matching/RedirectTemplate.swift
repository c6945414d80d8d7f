/// A `redirect:` value: the link a redirect route sends its links to, with `{name}` placeholders
/// for the route's parameters.
///
/// A template that is one placeholder and nothing else (`"{redirect_to}"`) is the parameter's
/// value as it is: a link or a path. In any other template (`"/posts/{id}"`) each value is
/// percent-encoded where it stands, so a value can never add a segment or a query item.
package struct RedirectTemplate: Sendable, Hashable {
    /// The template as written.
    package let text: String
    /// The template read into its pieces once, for every link it fills.
    private let template: TextTemplate
    /// Whether the template is one whole parameter.
    package let isWholeValue: Bool

    /// Wraps a `redirect:` value as written, read into its pieces.
    package init(text: String) {
        self.text = text
        template = TextTemplate(text)
        if template.pieces.count == 1, case .name(let name) = template.pieces[0] {
            isWholeValue = text == "{\(name)}"
        } else {
            isWholeValue = false
        }
    }

    /// The parameters the template names, in order.
    package var names: [String] { template.names }

    /// The link or path for `params`, written into room made once (a `String` grown piece by
    /// piece reallocated as it went).
    package func filled(with params: Parameters) -> String {
        filled { name in
            params[name].map { value in
                if case .map = value { (value.text, true) } else { (value.text, false) }
            }
        }
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
            case .name(let name):
                guard let (text, isMap) = value(name) else { continue }
                if isMap {
                    bytes.append(contentsOf: text.utf8)
                } else {
                    PercentEncoding.encode(text, appendingTo: &bytes)
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
