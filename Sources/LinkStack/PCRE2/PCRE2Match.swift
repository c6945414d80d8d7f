/// One successful match of a ``PCRE2Pattern``: the captured ranges, readable by group name.
///
/// ```swift
/// if let match = try pattern.match("/products/42") {
///     match["id"]  // "42"
/// }
/// ```
package struct PCRE2Match: Sendable {
    /// The subject that was matched.
    package let subject: String
    /// The UTF-8 byte range of each capture group, by group number (0 is the whole match); nil when unset.
    package let byteRanges: [Range<Int>?]
    /// The name given by the last `(*MARK:name)` passed on the matching path, if any.
    package let mark: String?
    let groupNumbers: [String: Int]

    /// The text a named group captured, or nil when the group does not exist or did not take part.
    package subscript(name: String) -> Substring? {
        guard let number = groupNumbers[name] else { return nil }
        return self[number]
    }

    /// The text group `number` captured, or nil when unset.
    package subscript(number: Int) -> Substring? {
        guard number >= 0, number < byteRanges.count, let range = byteRanges[number] else { return nil }
        let utf8 = subject.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.count)
        return subject[lower..<upper]
    }
}
