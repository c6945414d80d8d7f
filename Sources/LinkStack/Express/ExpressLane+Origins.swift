/// How the express lane knows a link's scheme and host: as positions among the table's, read
/// from the link's bytes in either case.
extension ExpressLane {
    /// The position of a scheme among the table's, or nil.
    func scheme(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let words = ExpressLane.words(bytes) else { return nil }
        return schemes.firstIndex(of: words)
    }

    /// A scheme's bytes packed into two words, the first eight in the low one.
    struct SchemeWords: Equatable {
        let low: UInt64, high: UInt64
    }

    /// Up to 16 bytes of a scheme packed into two words, first byte lowest, lower-cased; nil for
    /// more. A scheme's bytes are letters, digits, `+`, `-` and `.`, which all but the upper-case
    /// letters hold the 0x20 bit already (so none is zero); a scheme is never empty, so no two
    /// share their words.
    static func words(_ bytes: UnsafeBufferPointer<UInt8>) -> SchemeWords? {
        guard bytes.count <= 16 else { return nil }
        var low: UInt64 = 0, high: UInt64 = 0
        for (index, byte) in bytes.enumerated() {
            if index < 8 { low |= UInt64(byte | 0x20) << UInt64(8 * index) } else { high |= UInt64(byte | 0x20) << UInt64(8 * (index - 8)) }
        }
        return SchemeWords(low: low, high: high)
    }

    /// A host as the lane knows it: an exact host's position among the table's, or the table's
    /// wildcards that match it; nil for a host neither knows, or with a byte a host name does not
    /// hold (an escape, say), which the general path reads. Compared lower-cased (a host's bytes
    /// are ASCII), as the parser lower-cases a host.
    func host(_ bytes: UnsafeBufferPointer<UInt8>) -> ExpressLink.Host? {
        let isUpper = { (byte: UInt8) in (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        guard bytes.contains(where: isUpper) else { return known(bytes) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { lower in
            for (index, byte) in bytes.enumerated() { lower[index] = isUpper(byte) ? byte | 0x20 : byte }
            return known(UnsafeBufferPointer(lower))
        }
    }

    /// ``host(_:)`` of a lower-case host: as ``HostPattern/matchesWildcard(_:_:)`` matches a
    /// wildcard, the host ends in its suffix after at least one more label.
    private func known(_ host: UnsafeBufferPointer<UInt8>) -> ExpressLink.Host? {
        if let position = hosts[host] { return .exact(position) }
        guard !wildcards.isEmpty, host.allSatisfy(ExpressLane.isHostByte) else { return nil }
        var matched: UInt64 = 0
        for (bit, suffix) in wildcards.enumerated() where host.count > suffix.count && host[host.count - suffix.count - 1] != UInt8(ascii: ".") {
            if suffix.withUnsafeBufferPointer({ ByteBuffer.equal(UnsafeBufferPointer(rebasing: host[(host.count - suffix.count)...]), $0) }) {
                matched |= 1 << UInt64(bit)
            }
        }
        return matched == 0 ? nil : .wildcards(matched)
    }

    /// A lower-case host name's bytes: letters, digits, `-` and `.`.
    private static func isHostByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}
