/// The JSON of a resolution with holes where a link's own values go: its parameters' values, its
/// URL, its `redirect:` hops and the optional values it ignored. Every other byte is the same for
/// every link of one route with the same parameter names, resolved from the same shown state under
/// the same context (``ResolutionTemplates``), so it is written once and copied.
///
/// A template is read from the JSON of a resolution whose values are placeholders
/// (``placeholder(_:)``, ``placeholderURL``, ``placeholderRedirects``, ``placeholderIgnored``):
/// the resolution itself, made by the one path every link takes, marks where each value went. A
/// placeholder is a one-item map whose name and value hold control bytes no table writes, so its
/// JSON (an object, where the parameter's value went) differs from its text (a query string, where
/// a title or an interpolated parameter took the value as text), and each names its parameter.
package final class ResolutionTemplate: Sendable {
    /// One piece of the answer, in order.
    package enum Piece: Sendable, Equatable {
        /// Bytes of the template's own, as they are.
        case bytes(Range<Int>)
        /// The JSON of the parameter at this position in ``Parameters/items``.
        case value(Int)
        /// The text of the parameter at this position, inside a JSON string: escaped, without quotes.
        case text(Int)
        /// The link's URL, as a JSON string.
        case url
        /// The `redirect:` hops, as a JSON array.
        case redirects
        /// The ignored optional values, as a JSON object.
        case ignored
    }

    /// The template's own bytes, which ``Piece/bytes(_:)`` ranges index.
    private let constant: [UInt8]
    /// The pieces, in order.
    package let pieces: [Piece]

    /// The placeholder of the parameter at `position`: a map whose one name and value mark it.
    package static func placeholder(_ position: Int) -> ParameterValue {
        .map([marker: "\u{2}\(position)\u{2}"])
    }

    /// Whether `value` holds a placeholder: is one, or took one as text (an interpolated parameter).
    package static func holdsPlaceholder(_ value: ParameterValue) -> Bool {
        switch value {
        case .map(let items): return items[marker] != nil
        case .string(let text): return text.contains(textMarker)
        case .int, .bool: return false
        }
    }

    /// The placeholder of a link's URL.
    package static let placeholderURL = "\u{1}LinkStack.url\u{2}"
    /// The placeholder of a link's `redirect:` hops (given when it has any).
    package static let placeholderRedirects = [Redirect(route: "\u{1}LinkStack.redirects\u{2}", url: "")]
    /// The placeholder of a link's ignored optional values (given when it has any).
    package static let placeholderIgnored = ["\u{1}LinkStack.ignored\u{2}": ""]

    /// The name every parameter's placeholder holds.
    private static let marker = "\u{1}LinkStack"
    /// How every placeholder's text starts.
    private static let textMarker = PercentEncoding.encode(marker) + "="

    /// The template read from `json`, a resolution's bytes with ``placeholder(_:)`` for each of its
    /// `parameterCount` parameters and the other placeholders in place of the link's values; nil
    /// when a marker's bytes are left anywhere else (a table whose own text held them).
    package init?(json: UnsafeBufferPointer<UInt8>, parameterCount: Int) {
        let needles = ResolutionTemplate.needles(parameterCount: parameterCount)
        var constant: [UInt8] = [], pieces: [Piece] = []
        var index = 0, start = 0
        func flush() {
            guard start < index else { return }
            pieces.append(.bytes(constant.count..<constant.count + index - start))
            constant.append(contentsOf: json[start..<index])
        }
        while index < json.count {
            guard json[index] == UInt8(ascii: "{") || json[index] == UInt8(ascii: "[") || json[index] == UInt8(ascii: "\"")
                    || json[index] == UInt8(ascii: "%"),
                  let (needle, piece) = needles.first(where: { ResolutionTemplate.has($0.bytes, in: json, at: index) })
            else {
                index += 1
                continue
            }
            flush()
            pieces.append(piece)
            index += needle.count
            start = index
        }
        flush()
        // A control byte of a marker left over: the table's own text looked like one.
        guard !constant.contains(where: { $0 == 0x01 || $0 == 0x02 }),
              !ResolutionTemplate.contains(Array(#"\u0001"#.utf8), in: constant),
              !ResolutionTemplate.contains(Array(#"\u0002"#.utf8), in: constant),
              !ResolutionTemplate.contains(Array("%01".utf8), in: constant),
              !ResolutionTemplate.contains(Array("%02".utf8), in: constant)
        else { return nil }
        self.constant = constant
        self.pieces = pieces
    }

    /// Appends the answer for a link's values: the template's bytes with each value in its hole.
    package func render(url: String, params: Parameters, redirects: [Redirect], ignored: [String: String],
                        into output: inout [UInt8]) {
        let items = params.items
        JSONWriter.write(into: &output) { json in
            constant.withUnsafeBufferPointer { constant in
                guard let base = constant.baseAddress else { return }
                for piece in pieces {
                    switch piece {
                    case .bytes(let range): json.append(base + range.lowerBound, range.count)
                    case .value(let position): JSONWriter.value(items[position].value, to: &json)
                    case .text(let position): JSONWriter.stringContents(items[position].value.text, to: &json)
                    case .url: JSONWriter.string(url, to: &json)
                    case .redirects: JSONWriter.redirects(redirects, to: &json)
                    case .ignored: JSONWriter.strings(ignored, to: &json)
                    }
                }
            }
        }
    }

    /// The bytes each placeholder is written as, with the piece that takes its place.
    private static func needles(parameterCount: Int) -> [(bytes: [UInt8], piece: Piece)] {
        var needles: [(bytes: [UInt8], piece: Piece)] = []
        func written(_ write: (inout JSONOutput) -> Void) -> [UInt8] {
            var bytes: [UInt8] = []
            JSONWriter.write(into: &bytes, write)
            return bytes
        }
        for position in 0..<parameterCount {
            let value = placeholder(position)
            needles.append((written { JSONWriter.value(value, to: &$0) }, .value(position)))
            needles.append((written { JSONWriter.stringContents(value.text, to: &$0) }, .text(position)))
        }
        needles.append((written { JSONWriter.string(placeholderURL, to: &$0) }, .url))
        needles.append((written { JSONWriter.redirects(placeholderRedirects, to: &$0) }, .redirects))
        needles.append((written { JSONWriter.strings(placeholderIgnored, to: &$0) }, .ignored))
        return needles
    }

    /// Whether `bytes` start at `index` of `json`.
    private static func has(_ bytes: [UInt8], in json: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + bytes.count <= json.count else { return false }
        return bytes.indices.allSatisfy { json[index + $0] == bytes[$0] }
    }

    /// Whether `bytes` occur anywhere in `text`.
    private static func contains(_ bytes: [UInt8], in text: [UInt8]) -> Bool {
        text.withUnsafeBufferPointer { text in text.indices.contains { has(bytes, in: text, at: $0) } }
    }
}
