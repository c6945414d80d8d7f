extension DeepLinkParser {
    /// The query items of `range`, names and values decoded.
    func readQuery(_ range: Range<Int>) throws(DeepLinkError) -> [DeepLink.QueryItem] {
        guard !range.isEmpty else { return [] }
        var items: [DeepLink.QueryItem] = []
        // Room for every item at once (one more than the `&`s; past the limit, the error's): an
        // array grown item by item was allocated again at the second and the third.
        var ampersands = 0
        for index in range where bytes[index] == UInt8(ascii: "&") { ampersands += 1 }
        items.reserveCapacity(min(ampersands, limits.maxQueryItems) + 1)
        var start = range.lowerBound
        for end in range.lowerBound...range.upperBound where end == range.upperBound || bytes[end] == UInt8(ascii: "&") {
            defer { start = end + 1 }
            guard end > start else { continue }
            let pair = bytes[start..<end]
            let equals = pair.firstIndex(of: UInt8(ascii: "=")) ?? end
            let name = try decodeQueryPart(start..<equals, isValue: false)
            let value = equals < end ? try decodeQueryPart((equals + 1)..<end, isValue: true) : ""
            items.append(DeepLink.QueryItem(name: name, value: value))
            guard items.count <= limits.maxQueryItems else {
                throw fail(.tooManyQueryItems, "the query has more than \(limits.maxQueryItems) items", at: start)
            }
        }
        return items
    }

    /// A query name or value, decoded; a value may hold tab, LF and CR (multi-line text), a name not.
    private func decodeQueryPart(_ range: Range<Int>, isValue: Bool) throws(DeepLinkError) -> String {
        // Nothing to decode: the bytes as they are (checkCharacters refused controls and non-ASCII).
        if !bytes[range].contains(where: { $0 == percent || $0 == UInt8(ascii: "+") }) {
            return String(decoding: bytes[range], as: UTF8.self)
        }
        do throws(PercentEncoding.Failure) {
            return try PercentEncoding.decode(Substring(String(decoding: bytes[range], as: UTF8.self)).utf8, plusAsSpace: true,
                                              allowingLineBreaks: isValue)
        } catch {
            throw describe(error, component: isValue ? "query value" : "query name", start: range.lowerBound)
        }
    }

    /// The parser's error for a component that does not decode.
    func describe(_ failure: PercentEncoding.Failure, component: String, start: Int) -> DeepLinkError {
        switch failure {
        case .malformedEscape(let offset):
            return fail(.malformedEscape, "'%' must be followed by two hex digits", at: start + offset)
        case .invalidUTF8:
            return fail(.invalidUTF8, "the \(component) decodes to bytes that are not UTF-8", at: start)
        case .controlCharacter:
            return fail(.encodedControlCharacter, "the \(component) decodes to a control character", at: start)
        }
    }
}
