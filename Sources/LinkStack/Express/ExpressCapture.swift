/// One path parameter of an express match: its bytes in the line, and for an `int` its value.
struct ExpressCapture {
    /// Where the value starts in the line.
    var start = 0
    /// Where it ends.
    var end = 0
    /// Whether the value is written as a JSON number.
    var isInt = false
    /// The value of an `int`.
    var number = 0

    init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    /// The bytes as an integer, as `Int(String)` reads `-?[0-9]+`, or nil outside 64-bit range.
    func integer(in line: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = start
        let negative = index < end && line[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < end else { return nil }
        var value = 0
        while index < end {
            let digit = Int(line[index]) - 48
            guard (0...9).contains(digit) else { return nil }
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
            guard !overflowTimes, !overflowSum else { return nil }
            value = sum
            index += 1
        }
        return value
    }

    /// Appends the value as text (a string's JSON text without its quotes, a title's part): the
    /// bytes, none of which JSON escapes, or the number's digits (at most 20); into room already
    /// made.
    @inline(__always)
    func write(_ line: UnsafePointer<UInt8>, into output: inout ByteBuffer) {
        guard isInt else { return output.appendReserved(line + start, end - start) }
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
}
