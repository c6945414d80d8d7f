extension DeepLinkParser {
    /// The query items of `range`, names and values decoded.
    func readQuery(_ range: Range<Int>, rest: [String] = []) throws(DeepLinkError) -> [DeepLink.QueryItem] {
        guard !range.isEmpty else { return [] }
        var items: [DeepLink.QueryItem] = []
        // Room for every item at once (one more than the `&`s; past the limit, the error's): an
        // array grown item by item was allocated again at the second and the third.
        var ampersands = 0
        for index in range where bytes[index] == UInt8(ascii: "&") { ampersands += 1 }
        items.reserveCapacity(min(ampersands, limits.maxQueryItems) + 1)
        try forEachQueryItem(range, rest: rest) { (name, value) throws(DeepLinkError) in
            items.append(DeepLink.QueryItem(name: try decodeQueryPart(name, isValue: false),
                                            value: try value.map { (value) throws(DeepLinkError) in try decodeQueryPart(value, isValue: true) } ?? ""))
        }
        return items
    }

    /// Checks the query items of `range` as ``readQuery(_:)`` reads them, making no `String`
    /// but of a part with an escape (decoded to be checked): a link keeps its query as bytes.
    func checkQuery(_ range: Range<Int>, rest: [String]) throws(DeepLinkError) {
        try forEachQueryItem(range, rest: rest) { (name, value) throws(DeepLinkError) in
            // (Only an escape may fail to decode: a '+' is a space.)
            if bytes[name].contains(percent) { _ = try decodeQueryPart(name, isValue: false) }
            if let value, bytes[value].contains(percent) { _ = try decodeQueryPart(value, isValue: true) }
        }
    }

    /// Calls `body` with each query item of `range`, in order: its name's bytes and its value's
    /// (nil for `?flag`); an item past ``DeepLink/Limits/maxQueryItems`` is refused once `body`
    /// has read it. An item named in `rest` runs to the end of the query, `&`s and all.
    @inline(__always)
    private func forEachQueryItem(_ range: Range<Int>, rest: [String],
                                  _ body: (Range<Int>, Range<Int>?) throws(DeepLinkError) -> Void) throws(DeepLinkError) {
        var start = range.lowerBound, count = 0
        for end in range.lowerBound...range.upperBound where end == range.upperBound || bytes[end] == UInt8(ascii: "&") {
            defer { start = end + 1 }
            guard end > start else { continue }
            let equals = bytes.firstIndex(of: UInt8(ascii: "="), in: start..<end) ?? end
            if !rest.isEmpty, equals < end, rest.contains((try? decodeQueryPart(start..<equals, isValue: false)) ?? "") {
                return try body(start..<equals, (equals + 1)..<range.upperBound)  // the rest of the query is its value
            }
            try body(start..<equals, equals < end ? (equals + 1)..<end : nil)
            count += 1
            guard count <= limits.maxQueryItems else {
                throw fail(.tooManyQueryItems, "the query has more than \(limits.maxQueryItems) items", at: start)
            }
        }
    }

    /// A query name or value, decoded; a value may hold tab, LF and CR (multi-line text), a name not.
    private func decodeQueryPart(_ range: Range<Int>, isValue: Bool) throws(DeepLinkError) -> String {
        // Nothing to decode: the bytes as they are (checkCharacters refused controls and non-ASCII).
        if !bytes[range].contains(where: { $0 == percent || $0 == UInt8(ascii: "+") }) { return bytes.part(range).string }
        do throws(PercentEncoding.Failure) {
            // From the bytes in place (a `String` of them was made only to be read back as bytes).
            return try PercentEncoding.decode(bytes.part(range), plusAsSpace: true, allowingLineBreaks: isValue)
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
