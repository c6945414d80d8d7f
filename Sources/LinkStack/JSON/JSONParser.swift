import LinkStackCore

/// Reads JSON text (RFC 8259) into a `JSONValue` in one pass over its UTF-8 bytes.
///
/// Stricter than a general decoder where a deep-link tool needs it: nesting deeper than
/// `maxDepth` is refused (a few kilobytes of `{` must not cost seconds), a key repeated in one
/// object is refused (`{"signedIn": true, "signedIn": false}` has no one meaning), and so are lone
/// surrogate escapes and control characters in strings. Each error says where, by line and column.
struct JSONParser {
    /// The deepest nesting of arrays and objects read.
    package static let maxDepth = 32

    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0
    /// The current line (JSON has raw line breaks only between tokens) and where it starts.
    private var line = 1
    private var lineStart = 0
    /// Where each value starts, by JSON path (`target.stacks.Home[2]`), when asked for.
    package private(set) var lines: [String: Int]?
    /// The UTF-8 byte range of each member value of the top-level object, when lines are asked for.
    package private(set) var topLevelSpans: [String: Range<Int>] = [:]

    package init(_ text: String, recordingLines: Bool = false) {
        bytes = Array(text.utf8)
        lines = recordingLines ? [:] : nil
    }

    /// The one value the text holds.
    package mutating func parse() throws(JSONValue.ParseError) -> JSONValue {
        skipWhitespace()
        let value = try parseValue(path: "")
        skipWhitespace()
        guard position == bytes.count else { throw error("unexpected text after the JSON value") }
        return value
    }

    private mutating func parseValue(path: String) throws(JSONValue.ParseError) -> JSONValue {
        if lines != nil { lines?[path] = line }
        guard position < bytes.count else { throw error("the text ends where a value was expected") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try parseObject(path: path)
        case UInt8(ascii: "["): return try parseArray(path: path)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseWord("true", as: .bool(true))
        case UInt8(ascii: "f"): return try parseWord("false", as: .bool(false))
        case UInt8(ascii: "n"): return try parseWord("null", as: .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("expected a value (an object, array, string, number, true, false or null)")
        }
    }

    /// Steps into the array or object that opens here; true when it closes at once (`[]`, `{}`).
    private mutating func open(closingWith close: UInt8) throws(JSONValue.ParseError) -> Bool {
        depth += 1
        guard depth <= JSONParser.maxDepth else {
            throw error("nested more than \(JSONParser.maxDepth) levels deep")
        }
        position += 1
        skipWhitespace()
        guard consume(close) else { return false }
        depth -= 1
        return true
    }

    /// After a member or element: true at the `,` before the next, false at the `close` that ends it.
    private mutating func next(orClose close: UInt8, in container: String) throws(JSONValue.ParseError) -> Bool {
        skipWhitespace()
        if consume(UInt8(ascii: ",")) { return true }
        guard consume(close) else { throw error("expected ',' or '\(Character(Unicode.Scalar(close)))' in \(container)") }
        depth -= 1
        return false
    }

    /// The path of a member or element, only when lines are recorded (no string work otherwise).
    private func childPath(_ step: @autoclosure () -> String) -> String {
        lines == nil ? "" : step()
    }

    private mutating func parseObject(path: String) throws(JSONValue.ParseError) -> JSONValue {
        var members: [String: JSONValue] = [:]
        if try open(closingWith: UInt8(ascii: "}")) { return .object(members) }
        repeat {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
            let keyStart = (line: line, lineStart: lineStart, position: position)
            let key = try parseString()
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { throw error("expected ':' after the key \"\(key)\"") }
            skipWhitespace()
            let valueStart = position
            let value = try parseValue(path: childPath(path.isEmpty ? key : "\(path).\(key)"))
            if lines != nil, depth == 1 { topLevelSpans[key] = valueStart..<position }
            guard members.updateValue(value, forKey: key) == nil else {
                let column = columnOf(keyStart.position, lineStart: keyStart.lineStart)
                throw JSONValue.ParseError(message: "ambiguous JSON: the key \"\(key)\" is given twice in one object at line \(keyStart.line), column \(column)")
            }
        } while try next(orClose: UInt8(ascii: "}"), in: "an object")
        return .object(members)
    }

    private mutating func parseArray(path: String) throws(JSONValue.ParseError) -> JSONValue {
        var elements: [JSONValue] = []
        if try open(closingWith: UInt8(ascii: "]")) { return .array(elements) }
        repeat {
            skipWhitespace()
            elements.append(try parseValue(path: childPath("\(path)[\(elements.count)]")))
        } while try next(orClose: UInt8(ascii: "]"), in: "an array")
        return .array(elements)
    }

    private mutating func parseWord(_ word: StaticString, as value: JSONValue) throws(JSONValue.ParseError) -> JSONValue {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count,
              "\(word)".utf8.elementsEqual(bytes[position..<position + count]) else {
            throw error("expected a value (an object, array, string, number, true, false or null)")
        }
        position += count
        return value
    }

    private mutating func parseNumber() throws(JSONValue.ParseError) -> JSONValue {
        let start = position
        var isWhole = true
        _ = consume(UInt8(ascii: "-"))
        if consume(UInt8(ascii: "0")) {
            if position < bytes.count, isDigit(bytes[position]) { throw error("a number does not start with 0") }
        } else {
            guard try digits() > 0 else { throw error("expected a digit") }
        }
        if consume(UInt8(ascii: ".")) {
            isWhole = false
            guard try digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            isWhole = false
            position += 1
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            guard try digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if isWhole, let number = Int(text) { return .int(number) }
        guard let number = Double(text), number.isFinite else { throw error("the number \(text) is out of range") }
        return .double(number)
    }

    private mutating func digits() throws(JSONValue.ParseError) -> Int {
        let start = position
        while position < bytes.count, isDigit(bytes[position]) { position += 1 }
        return position - start
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func parseString() throws(JSONValue.ParseError) -> String {
        position += 1
        let start = position
        while position < bytes.count, bytes[position] >= 0x20, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\") {
            position += 1
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "\"") {  // no escape: the bytes as they are
            position += 1
            return String(decoding: bytes[start..<position - 1], as: UTF8.self)
        }
        var text: [UInt8] = Array(bytes[start..<position])
        var runStart = position
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                text += bytes[runStart..<position]
                position += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                text += bytes[runStart..<position]
                position += 1
                text += Array(String(try parseEscape()).utf8)
                runStart = position
            case 0..<0x20:
                throw error("a control character must be escaped in a string")
            default:
                position += 1
            }
        }
        throw error("the text ends inside a string")
    }

    private mutating func parseEscape() throws(JSONValue.ParseError) -> Unicode.Scalar {
        guard position < bytes.count else { throw error("the text ends inside a string") }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try hex4()
            guard (0xD800..<0xDC00).contains(first) else {
                guard !(0xDC00..<0xE000).contains(first), let scalar = Unicode.Scalar(first) else { throw error("a lone surrogate escape") }
                return scalar
            }
            guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else { throw error("a lone surrogate escape") }
            let second = try hex4()
            guard (0xDC00..<0xE000).contains(second),
                  let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) else {
                throw error("a lone surrogate escape")
            }
            return scalar
        default:
            position -= 1
            throw error("an unknown escape in a string")
        }
    }

    private mutating func hex4() throws(JSONValue.ParseError) -> UInt32 {
        guard position + 4 <= bytes.count,
              let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16) else {
            throw error("expected four hex digits after \\u")
        }
        position += 4
        return value
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0D: position += 1
            case 0x0A:
                position += 1
                line += 1
                lineStart = position
            default: return
            }
        }
    }

    /// The 1-based column, in characters, of `position` on the line that starts at `lineStart`:
    /// counted only for an error, never per value.
    private func columnOf(_ position: Int, lineStart: Int) -> Int {
        String(decoding: bytes[lineStart..<min(position, bytes.count)], as: UTF8.self).count + 1
    }

    private func error(_ message: String) -> JSONValue.ParseError {
        JSONValue.ParseError(message: "not valid JSON: \(message) at line \(line), column \(columnOf(position, lineStart: lineStart))")
    }
}
