// Unsafe: libpcre2's C API (patterns, match data, callouts) takes and gives pointers; nothing outside PCRE2/ calls it.
import LinkStackCore

/// What a pattern's callout, such as `(?C{17})`, sees when matching reaches it: the callout's
/// text and the groups captured so far.
///
/// The receiver given to ``PCRE2Pattern/matches(bytes:limits:receiver:)`` answers whether matching goes
/// on from the callout (`true`) or backtracks as if the pattern failed there (`false`), so it can
/// check what a regex cannot say and let the search resume at the next alternative.
package struct PCRE2Callout {
    /// The callout's string, such as `17` for `(?C{17})`, as UTF-8 bytes; empty for a numbered callout.
    package let text: LinkBytes
    /// The subject's UTF-8 bytes.
    package let subject: LinkBytes
    let offsets: UnsafeBufferPointer<Int>
    let unset: Int

    /// The byte range group `number` captured so far, or nil when it is unset.
    package func range(ofGroup number: Int) -> Range<Int>? {
        guard number >= 0, 2 * number + 1 < offsets.count else { return nil }
        let start = offsets[2 * number], end = offsets[2 * number + 1]
        return start == unset || end < start ? nil : start..<end
    }

    /// The callout's string read as a decimal number, when it is one.
    package var number: Int? { PCRE2Callout.number(text) }

    /// A callout string read as a decimal number, when it is one (``number``).
    @inline(__always)
    static func number(_ text: LinkBytes) -> Int? {
        guard text.count > 0 else { return nil }
        var value = 0
        for index in 0..<text.count {  // (by index: a `for in` of the core's bytes is not specialized here)
            let byte = text[index]
            guard (48...57).contains(byte), value < Int.max / 10 - 9 else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        return value
    }
}
