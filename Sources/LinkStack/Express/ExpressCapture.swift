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

    /// Whether the value's bytes, escapes decoded, are UTF-8, as `PercentEncoding.decode` insists
    /// (the path's segments each are, but a capture may cut a character's escapes apart). Control
    /// characters need no check: the segments hold none, so no part of one does.
    func decodesToText(in path: UnsafeBufferPointer<UInt8>) -> Bool {
        var decoded = Decoded(path: path, index: start, end: end)
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &decoded) {
            case .valid: continue
            case .emptyInput: return !decoded.isMalformed
            case .error: return false
            }
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

    /// Appends the value with its escapes decoded, as JSON string text.
    private func writeDecoded(_ path: UnsafePointer<UInt8>, into output: inout ByteBuffer) {
        var decoded = Decoded(path: UnsafeBufferPointer(start: path, count: end), index: start, end: end)
        while let byte = decoded.next() {
            guard JSONValue.needsEscape(byte) else {
                output.append(byte)
                continue
            }
            JSONValue.escape(byte).withUnsafeBufferPointer { output.append($0) }
        }
    }

    /// A capture's bytes with escapes decoded; a `%` without two hex digits ends them, and is noted.
    private struct Decoded: IteratorProtocol {
        let path: UnsafeBufferPointer<UInt8>
        var index: Int
        let end: Int
        /// Whether an escape was cut short.
        var isMalformed = false

        mutating func next() -> UInt8? {
            guard index < end else { return nil }
            let byte = path[index]
            guard byte == UInt8(ascii: "%") else {
                index += 1
                return byte
            }
            guard index + 2 < end, let high = PercentEncoding.hexValue(path[index + 1]), let low = PercentEncoding.hexValue(path[index + 2]) else {
                isMalformed = true
                index = end
                return nil
            }
            index += 3
            return high << 4 | low
        }
    }
}
