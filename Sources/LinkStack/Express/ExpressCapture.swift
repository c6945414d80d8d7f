/// One path parameter of an express match: its bytes in the link's normalized path, and for an
/// `int` its value.
struct ExpressCapture {
    /// Where the value starts in the path.
    var start = 0
    /// Where it ends.
    var end = 0
    /// Whether the value is written as a JSON number.
    var isInt = false
    /// Whether the value holds escapes, and is written decoded.
    var isEscaped = false
    /// The value of an `int`.
    var number = 0

    init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    /// The bytes as an integer, as `Int(String)` reads `-?[0-9]+`, or nil outside 64-bit range.
    func integer(in path: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = start
        let negative = index < end && path[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < end else { return nil }
        var value = 0
        while index < end {
            let digit = Int(path[index]) - 48
            guard (0...9).contains(digit) else { return nil }
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            guard !overflowTimes, !overflowSum else { return nil }
            value = sum
            index += 1
        }
        return value
    }

    /// Whether the value's bytes, escapes decoded, are text as `PercentEncoding.decode` insists
    /// (``DecodedTextCheck``): the path's segments each are, but a capture might cut a
    /// character's escapes apart.
    func decodesToText(in path: UnsafeBufferPointer<UInt8>) -> Bool {
        var check = DecodedTextCheck()
        do throws(PercentEncoding.Failure) {
            try PercentEncoding.scan(UnsafeBufferPointer(rebasing: path[start..<end])) { byte, _ in check.add(byte) }
            try check.finish()
            return true
        } catch {
            return false
        }
    }

    /// Appends the value as text (a string's JSON text without its quotes, a title's part): the
    /// bytes, none of which JSON escapes; an escaped value decoded, with JSON's escapes; or the
    /// number's digits (at most 20); into room already made.
    @inline(__always)
    func write(_ path: UnsafePointer<UInt8>, into output: inout ByteBuffer) {
        if isEscaped { return writeDecoded(path, into: &output) }
        guard isInt else { return output.appendReserved(path + start, end - start) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 21) { digits in
            var first = 21
            var rest = number.magnitude
            repeat {
                first -= 1
                digits[first] = UInt8(truncatingIfNeeded: 48 + rest % 10)
                rest /= 10
            } while rest > 0
            if number < 0 {
                first -= 1
                digits[first] = UInt8(ascii: "-")
            }
            if let base = digits.baseAddress { output.appendReserved(base + first, 21 - first) }
        }
    }

    /// Appends the value with its escapes decoded, as JSON string text (``decodesToText(in:)``
    /// said it decodes).
    private func writeDecoded(_ path: UnsafePointer<UInt8>, into output: inout ByteBuffer) {
        try? PercentEncoding.scan(UnsafeBufferPointer(start: path + start, count: end - start)) { byte, _ in
            guard JSONValue.needsEscape(byte) else { return output.append(byte) }
            JSONValue.escape(byte).withUnsafeBufferPointer { output.append($0) }
        }
    }
}
