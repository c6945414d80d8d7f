/// A text with `{name}` placeholders (a title, a redirect target, an interpolated parameter), read
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
    }

    /// The pieces in order; the placeholders' braces are gone.
    package let pieces: [Piece]

    /// Reads `text`'s placeholders.
    package init(_ text: String) {
        var pieces: [Piece] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { pieces.append(.text(String(rest[..<open]))) }
            pieces.append(.name(String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty || pieces.isEmpty { pieces.append(.text(String(rest))) }
        self.pieces = pieces
    }

    /// The placeholders' names, each once, in order.
    package var names: [String] {
        var names: [String] = []
        for case .name(let name) in pieces where !names.contains(name) { names.append(name) }
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
            }
        }
        return result
    }
}
