/// One path parameter of an express match: its bytes in the line, and for an `int` its value.
struct ExpressCapture {
    /// Where the value starts in the line.
    var start = 0
    /// Where it ends.
    var end = 0
    /// Whether the group took part in the match (an unset one is left out, as the general path does).
    var isSet = false
    /// Whether the value is written as a JSON number.
    var isInt = false
    /// The value of an `int`.
    var number = 0

    init() {}

    init(start: Int, end: Int) {
        self.start = start
        self.end = end
        isSet = true
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

    /// Appends the value as JSON: the bytes in quotes, or the number's digits.
    func writeJSON(_ line: UnsafePointer<UInt8>, into output: inout ExpressBuffer) {
        guard !isInt else { return writeText(line, into: &output) }
        output.reserve(end - start + 2)
        output.append(UInt8(ascii: "\""))
        output.append(line + start, end - start)
        output.append(UInt8(ascii: "\""))
    }

    /// Appends the value as text (what a title shows): the bytes, or the number's digits.
    func writeText(_ line: UnsafePointer<UInt8>, into output: inout ExpressBuffer) {
        guard isInt else { return output.append(line + start, end - start) }
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
            if let base = digits.baseAddress { output.append(base + first, 21 - first) }
        }
    }
}
