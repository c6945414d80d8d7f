extension TemplateCapture {
    /// The value as text, as ``ParameterValue/text`` has the value the route would make of it:
    /// the path's bytes in `path` (decoded), a query value in `query`, an integer's digits, `true`
    /// or `false`, an open map's query string, a constant's text. What a `redirect:` is filled with.
    package func text(from path: UnsafePointer<UInt8>, query: [DeepLink.QueryItem]) -> String {
        switch form {
        case .text: return String(decoding: UnsafeBufferPointer(start: path + range.lowerBound, count: range.count), as: UTF8.self)
        case .escaped: return (try? PercentEncoding.decode(UnsafeBufferPointer(start: path + range.lowerBound, count: range.count))) ?? ""
        case .number: return String(number)
        case .flag: return number != 0 ? "true" : "false"
        case .item: return query[range.lowerBound].value
        case .map: return query.withUnsafeBufferPointer { TemplateCapture.map(UInt64(UInt(bitPattern: number)), of: $0).text }
        case .constant:
            return String(decoding: UnsafeBufferPointer(start: UnsafePointer<UInt8>(bitPattern: range.lowerBound), count: range.count),
                          as: UTF8.self)
        }
    }

    /// Appends the open query map of the `query` items whose bits `items` holds as a JSON object:
    /// its members in the order of their names' UTF-8 bytes, as ``JSONWriter/object(_:to:value:)``
    /// writes a map's (the names are distinct: a link that gives one twice is the route's).
    static func writeMap(_ items: UInt64, of query: UnsafeBufferPointer<DeepLink.QueryItem>, to output: inout JSONOutput) {
        output.append(UInt8(ascii: "{"))
        withUnsafeTemporaryAllocation(of: Int.self, capacity: items.nonzeroBitCount) { order in
            var count = 0, bits = items
            while bits != 0 {
                let item = bits.trailingZeroBitCount
                bits &= bits - 1
                var slot = count  // insertion sort: a link has a handful of items
                while slot > 0, JSONWriter.precedes(query[item].name, query[order[slot - 1]].name) {
                    order[slot] = order[slot - 1]
                    slot -= 1
                }
                order[slot] = item
                count += 1
            }
            for position in 0..<count {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                JSONWriter.key(query[order[position]].name, to: &output)
                JSONWriter.string(query[order[position]].value, to: &output)
            }
        }
        output.append(UInt8(ascii: "}"))
    }

    /// The open query map of the `query` items whose bits `items` holds, as a parameter's value.
    static func map(_ items: UInt64, of query: UnsafeBufferPointer<DeepLink.QueryItem>) -> ParameterValue {
        var map: [String: String] = [:]
        for item in query.indices where items & 1 &<< UInt64(item) != 0 { map[query[item].name] = query[item].value }
        return .map(map)
    }
}
