/// One path parameter of a link read from its bytes (the engine's link writer): where it is in the
/// link's normalized path and, for an `int`, its value; a ``ResolutionTemplate`` writes it into
/// its holes as the link's ``Parameters`` would be written, without making a `String` of it.
package struct TemplateCapture: Sendable {
    /// Where the value is in the path.
    package let range: Range<Int>
    /// The value of an `int` (a JSON number); nil for text.
    package let number: Int?
    /// Whether the text holds escapes, and is written decoded.
    package let isEscaped: Bool

    /// The capture of `range` in `path` as `int` (`isInt`) or text, or nil when the general path
    /// must read it: an integer outside 64-bit range or not `-?[0-9]+` as `Int(String)` reads it,
    /// or escapes whose decoded bytes are not text (as ``PercentEncoding/decode(_:plusAsSpace:allowingLineBreaks:)``
    /// checks them).
    package init?(_ range: Range<Int>, in path: UnsafeBufferPointer<UInt8>, isInt: Bool) {
        self.range = range
        let bytes = UnsafeBufferPointer(rebasing: path[range])
        if isInt {
            guard let number = TemplateCapture.integer(bytes) else { return nil }
            self.number = number
            isEscaped = false
        } else {
            number = nil
            isEscaped = bytes.contains(UInt8(ascii: "%"))
            guard !isEscaped || TemplateCapture.decodesToText(bytes) else { return nil }
        }
    }

    /// The value as its JSON: the number, or the decoded text as a JSON string.
    func writeJSON(from path: UnsafePointer<UInt8>, to output: inout JSONOutput) {
        guard number == nil else { return writeText(from: path, to: &output) }
        output.append(UInt8(ascii: "\""))
        writeText(from: path, to: &output)
        output.append(UInt8(ascii: "\""))
    }

    /// The value as text inside a JSON string: the number's digits, the path's bytes as they are
    /// (path characters, none of which a JSON string escapes), or the decoded text escaped.
    func writeText(from path: UnsafePointer<UInt8>, to output: inout JSONOutput) {
        if let number { return JSONWriter.int(number, to: &output) }
        let bytes = UnsafeBufferPointer(start: path + range.lowerBound, count: range.count)
        guard isEscaped else { return output.append(bytes) }
        try? PercentEncoding.scan(bytes) { byte, _ in
            JSONValue.needsEscape(byte) ? JSONWriter.escaped(byte, to: &output) : output.append(byte)
        }
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
