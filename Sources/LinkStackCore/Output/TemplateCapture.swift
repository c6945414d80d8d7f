/// One parameter of a link read from its bytes (the engine's link writer): where a path
/// parameter is in the link's normalized path, an `int`'s or a `bool`'s value, which of the
/// link's query items holds a query parameter's decoded text or an open query map's items, or
/// where a default's text is kept; a ``ResolutionTemplate`` writes it into its holes as the link's
/// ``Parameters`` would be written, without making a value of it.
package struct TemplateCapture: Sendable {
    /// What a capture holds, and how it is written.
    package enum Form: UInt8, Sendable {
        /// Path bytes, written as they are.
        case text
        /// Path bytes holding escapes, written decoded.
        case escaped
        /// An integer (``number``), a JSON number.
        case number
        /// A boolean (``number`` 1 or 0), JSON `true` or `false`.
        case flag
        /// The decoded value of the query item at ``range``'s lower bound, as text.
        case item
        /// An open query map: the query items whose bits ``number`` holds, by their names.
        case map
        /// Text kept elsewhere (a default's): ``range`` is its bytes' addresses.
        case constant
    }

    /// Where the value is in the path; for a query item's value, the item's index (and one past
    /// it); for a constant, its bytes' addresses.
    package let range: Range<Int>
    /// The value of an `int`, or of a `bool` (1 or 0); a map's items, a bit each; 0 for text.
    package let number: Int
    /// What the capture holds.
    package let form: Form

    /// The capture of `range` in `path` as `int` (`isInt`) or text, or nil when the general path
    /// must read it: an integer outside 64-bit range or not `-?[0-9]+` as `Int(String)` reads it,
    /// or escapes whose decoded bytes are not text (as ``PercentEncoding/decode(_:plusAsSpace:allowingLineBreaks:)``
    /// checks them). A capture of a path that holds no escape (`mayHoldEscapes` false) is not
    /// searched for one.
    package init?(_ range: Range<Int>, in path: UnsafeBufferPointer<UInt8>, isInt: Bool, mayHoldEscapes: Bool = true) {
        self.range = range
        let bytes = UnsafeBufferPointer(rebasing: path[range])
        if isInt {
            guard let number = TemplateCapture.integer(bytes) else { return nil }
            self.number = number
            form = .number
        } else {
            number = 0
            let isEscaped = mayHoldEscapes && bytes.contains(UInt8(ascii: "%"))
            guard !isEscaped || TemplateCapture.decodesToText(bytes) else { return nil }
            form = isEscaped ? .escaped : .text
        }
    }

    /// The capture of `range` in `path` as a `bool` (`true` or `1`, `false` or `0`, as written),
    /// or nil when the general path must read it (escapes).
    package init?(flag range: Range<Int>, in path: UnsafeBufferPointer<UInt8>) {
        let bytes = UnsafeBufferPointer(rebasing: path[range])
        switch bytes.count {
        case 1 where bytes[0] == UInt8(ascii: "1"), 4 where bytes.elementsEqual("true".utf8): number = 1
        case 1 where bytes[0] == UInt8(ascii: "0"), 5 where bytes.elementsEqual("false".utf8): number = 0
        default: return nil
        }
        self.range = range
        form = .flag
    }

    /// The decoded text of the query item at `index`.
    package init(item index: Int) {
        range = index..<index + 1
        number = 0
        form = .item
    }

    /// The open query map of the query items whose bits (by their positions) `items` holds.
    package init(map items: UInt64) {
        range = 0..<0
        number = Int(bitPattern: UInt(items))
        form = .map
    }

    /// Text whose UTF-8 `bytes` stay where they are while the capture is written.
    package init(constant bytes: UnsafeBufferPointer<UInt8>) {
        let start = Int(bitPattern: bytes.baseAddress)
        range = start..<start + bytes.count
        number = 0
        form = .constant
    }

    /// An integer, or a boolean (`isFlag`: `number` is 1 or 0), read from a query value.
    package init(number: Int, isFlag: Bool) {
        range = 0..<0
        self.number = number
        form = isFlag ? .flag : .number
    }

    /// The query value `text` as an integer, as `Int(String)` reads the `-?[0-9]+` a query
    /// value's shape is checked against; nil outside 64-bit range or of another shape.
    package static func integer(_ text: String) -> Int? {
        var text = text  // withUTF8 reads a native or small string in place
        return text.withUTF8(integer)
    }

    /// The value as its JSON: the number, `true` or `false`, or the text as a JSON string (the
    /// path's bytes in `path`, a query value in `query`).
    func writeJSON(from path: UnsafePointer<UInt8>, query: UnsafeBufferPointer<DeepLink.QueryItem>, to output: inout JSONOutput) {
        switch form {
        case .number, .flag:
            writeText(from: path, query: query, to: &output)
        case .item:
            JSONWriter.string(query[range.lowerBound].value, to: &output)
        case .map:
            TemplateCapture.writeMap(UInt64(UInt(bitPattern: number)), of: query, to: &output)
        case .constant:
            JSONWriter.string(constantBytes, to: &output)
        case .text:
            // Room made once for the quotes and the path's bytes (path characters: none escaped).
            output.reserve(range.count + 2)
            output.buffer.appendReserved(UInt8(ascii: "\""))
            output.buffer.appendReserved(path + range.lowerBound, range.count)
            output.buffer.appendReserved(UInt8(ascii: "\""))
        case .escaped:
            output.append(UInt8(ascii: "\""))
            writeText(from: path, query: query, to: &output)
            output.append(UInt8(ascii: "\""))
        }
    }

    /// The value as text inside a JSON string: the number's digits, `true` or `false`, the path's
    /// bytes as they are (path characters, none of which a JSON string escapes), or decoded text escaped.
    func writeText(from path: UnsafePointer<UInt8>, query: UnsafeBufferPointer<DeepLink.QueryItem>, to output: inout JSONOutput) {
        switch form {
        case .number:
            JSONWriter.int(number, to: &output)
        case .flag:
            number != 0 ? JSONWriter.raw("true", to: &output) : JSONWriter.raw("false", to: &output)
        case .item:
            JSONWriter.stringContents(query[range.lowerBound].value, to: &output)
        case .map:
            JSONWriter.text(of: TemplateCapture.map(UInt64(UInt(bitPattern: number)), of: query), to: &output)
        case .constant:
            JSONWriter.stringContents(constantBytes, to: &output)
        case .text:
            output.append(UnsafeBufferPointer(start: path + range.lowerBound, count: range.count))
        case .escaped:
            try? PercentEncoding.scan(UnsafeBufferPointer(start: path + range.lowerBound, count: range.count)) { byte, _ in
                JSONValue.needsEscape(byte) ? JSONWriter.escaped(byte, to: &output) : output.append(byte)
            }
        }
    }

    /// The bytes of a constant.
    private var constantBytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: UnsafePointer(bitPattern: range.lowerBound), count: range.count)
    }

    /// The bytes as an integer, as `Int(String)` reads `-?[0-9]+`, or nil outside 64-bit range.
    private static func integer(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let negative = bytes.first == UInt8(ascii: "-")
        guard bytes.count > (negative ? 1 : 0) else { return nil }
        var value = 0
        for byte in bytes.dropFirst(negative ? 1 : 0) {
            let digit = Int(byte) - 48
            guard (0...9).contains(digit) else { return nil }
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            guard !overflowTimes, !overflowSum else { return nil }
            value = sum
        }
        return value
    }

    /// Whether escaped bytes decode to text.
    private static func decodesToText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var check = DecodedTextCheck()
        do throws(PercentEncoding.Failure) {
            try PercentEncoding.scan(bytes) { byte, _ in check.add(byte) }
            try check.finish()
            return true
        } catch {
            return false
        }
    }
}
