/// A `redirect:` value: the link a redirect route sends its links to, with `{name}` placeholders
/// for the route's parameters.
///
/// A template that is one placeholder and nothing else (`"{redirect_to}"`) is the parameter's
/// value as it is: a link or a path. In any other template (`"/posts/{id}"`) each value is
/// percent-encoded where it stands, so a value can never add a segment or a query item.
package struct RedirectTemplate: Sendable, Hashable {
    /// The template as written.
    package let text: String

    /// Wraps a `redirect:` value as written.
    package init(text: String) {
        self.text = text
    }

    /// The parameters the template names, in order.
    package var names: [String] { ScreenDefinition.placeholders(in: text) }

    /// Whether the template is one whole parameter.
    package var isWholeValue: Bool {
        let names = self.names
        return names.count == 1 && text == "{\(names[0])}"
    }

    /// The link or path for `params`.
    package func filled(with params: Parameters) -> String {
        if isWholeValue { return params[names[0]]?.text ?? "" }
        return ScreenDefinition.interpolate(text, with: params) { value in
            if case .map = value { return value.text }  // already a query string, each part encoded
            return PercentEncoding.encode(value.text)
        }
    }
}
