/// A text with `{name}` and `{?name}` placeholders (a title, a redirect target, an interpolated parameter), read
/// once into its pieces so that filling it in is only appending them.
///
/// A `{` without a later `}` is text, as is everything after the last placeholder.
///
/// ```swift
/// TextTemplate("Product {id}").filled(with: ["id": .int(42)])  // "Product 42"
/// ```
package struct TextTemplate: Sendable, Hashable {
    /// A piece of the text: as written, or a placeholder's name.
    package enum Piece: Sendable, Hashable {
        /// Text copied as it stands.
        case text(String)
        /// A placeholder, filled with the parameter of that name (nothing when there is none).
        case name(String)
        /// `{?name}`: `?` and the parameter's text, or nothing when it is missing or empty (an open
        /// map's items as a link's query: `https://{feed}{?query}`).
        case query(String)
    }

    /// The pieces in order; the placeholders' braces are gone.
    package let pieces: [Piece]

    /// Reads `text`'s placeholders.
    package init(_ text: String) {
        var pieces: [Piece] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
            let name = rest[rest.index(after: open)..<close]
            pieces.append(name.first == "?" ? .query(String(name.dropFirst())) : .name(String(name)))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty || pieces.isEmpty { pieces.append(.text(String(rest))) }
        self.pieces = pieces
    }

    /// The placeholders' names, each once, in order.
    package var names: [String] {
        var names: [String] = []
        for piece in pieces {
            if case .name(let name) = piece, !names.contains(name) { names.append(name) }
            if case .query(let name) = piece, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The text with each placeholder replaced by its parameter's value, as `write` spells it
    /// (``ParameterValue/text`` unless given).
    package func filled(with params: Parameters, writing write: (ParameterValue) -> String = \.text) -> String {
        if pieces.count == 1, case .text(let text) = pieces[0] { return text }
        var result = ""
        for piece in pieces {
            switch piece {
            case .text(let text): result += text
            case .name(let name): if let value = params[name] { result += write(value) }
            case .query(let name): if let text = params[name].map(write), !text.isEmpty { result += "?" + text }
            }
        }
        return result
    }
}
