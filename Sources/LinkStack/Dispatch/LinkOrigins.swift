import LinkStackCore

/// A table's schemes, exact hosts and wildcard hosts as bits, and each route's as masks of them: a
/// link's scheme and host are looked up once, and whether a route answers them
/// (``LinkRoute/accepts(_:)``) is then two bit tests, not a comparison of each of the route's
/// schemes and hosts with the link's (about 240 instructions a route reached). The table's match
/// and the engine's link writer both read a link's origin here, from its strings or its bytes.
///
/// A route's host mask holds the bit of every exact host of the table that one of its hosts
/// matches, exactly or by a wildcard; a host the table does not name exactly is known by the bits
/// of the table's wildcards that match it, and a route's wildcard mask holds the bits of its own
/// wildcards. So the tests answer as ``LinkRoute/accepts(_:)`` does for every link whose host the
/// table answers. A table with more than 64 schemes, exact hosts or wildcards has none.
final class LinkOrigins: Sendable {
    /// A link's scheme and host as bits of the table's: its exact host's bit, or for a host the
    /// table names only by wildcards those wildcards' bits; both 0 for a link without a host.
    struct Origin: Sendable {
        @usableFromInline let scheme: UInt64
        @usableFromInline let host: UInt64
        @usableFromInline let wildcards: UInt64
    }

    /// The table's schemes and exact hosts, each at its bit's position (a few are compared one by
    /// one, which costs less than hashing the link's), and the schemes' bytes (for a link read as
    /// bytes, the engine's link writer); the schemes by their bytes when there are more than a
    /// few, and the hosts always (a link read as bytes looks its host up there).
    private let schemes: [String], hosts: [String], schemeBytes: [[UInt8]]
    private let schemeIndex: NameIndex?, hostIndex: NameIndex
    /// The table's wildcards, each as the suffix it matches (`.wordpress.com` of `*.wordpress.com`).
    private let wildcards: [[UInt8]]
    /// For each route, by position: the bits of its schemes, of the exact hosts it answers, of the
    /// exact hosts it names exactly, of its wildcards, and whether it has hosts of its own (then a
    /// link without a host is not its).
    @usableFromInline let masks: [Mask]

    /// One route's bits.
    @usableFromInline struct Mask: Sendable {
        @usableFromInline let schemes: UInt64, hosts: UInt64, named: UInt64, wildcards: UInt64
        @usableFromInline let ownsHosts: Bool
    }

    /// The origins of `routes`, given in match order, in a table answering `schemes` and `hosts`
    /// (every route's, wildcards included); nil when they do not fit in 64 bits each.
    init?(routes: [LinkRoute], schemes: [String], hosts: [String]) {
        let exact = hosts.filter { !HostPattern.isWildcard($0) }, wildcardNames = hosts.filter(HostPattern.isWildcard)
        guard schemes.count <= 64, exact.count <= 64, wildcardNames.count <= 64 else { return nil }
        self.schemes = schemes
        self.hosts = exact
        schemeBytes = schemes.map { Array($0.utf8) }
        schemeIndex = schemes.count > 8 ? NameIndex(schemes) : nil
        hostIndex = NameIndex(exact)
        wildcards = wildcardNames.map { Array($0.utf8.dropFirst()) }
        // Each route's fields read in place, by index: a `map` over the routes copied every route
        // whole (about 0.7 M instructions for the GitHub table's, when it loads).
        var masks: [Mask] = []
        masks.reserveCapacity(routes.count)
        for index in routes.indices {
            var schemeBits: UInt64 = 0, hostBits: UInt64 = 0, namedBits: UInt64 = 0, wildcardBits: UInt64 = 0
            for (bit, scheme) in schemes.enumerated() where routes[index].schemes.contains(scheme) { schemeBits |= 1 << UInt64(bit) }
            if !routes[index].hosts.isEmpty {
                for (bit, host) in exact.enumerated() {
                    if routes[index].hosts.contains(where: { HostPattern.match($0, host) != nil }) { hostBits |= 1 << UInt64(bit) }
                    if routes[index].hostSet.contains(host) { namedBits |= 1 << UInt64(bit) }
                }
                for (bit, wildcard) in wildcardNames.enumerated() where routes[index].hostSet.contains(wildcard) {
                    wildcardBits |= 1 << UInt64(bit)
                }
            }
            masks.append(Mask(schemes: schemeBits, hosts: hostBits, named: namedBits, wildcards: wildcardBits,
                              ownsHosts: routes[index].ownsHosts))
        }
        self.masks = masks
    }

    /// The link's scheme and host as bits, or nil when its scheme is not one of the table's
    /// schemes or its host neither one of the table's exact hosts (as Strings compare, or by their
    /// bytes past eight) nor matched by one of its wildcards.
    func origin(of link: DeepLink) -> Origin? {
        // Its bytes first, no `String` made; by its names a host the bytes do not tell.
        var text = link.text  // read in place: a string not yet native is made native first
        let layout = link.layout
        let read = LinkBytes.lent(&text) { bytes in origin(scheme: bytes.part(layout.scheme), host: layout.host.map(bytes.part)) }
        return read ?? origin(named: link)
    }

    /// ``origin(of:)`` by the link's scheme and host as `String`s.
    private func origin(named link: DeepLink) -> Origin? {
        guard let scheme = schemeIndex.map({ $0[link.scheme] }) ?? schemes.firstIndex(of: link.scheme) else { return nil }
        guard let host = link.host else { return Origin(scheme: 1 << UInt64(scheme), host: 0, wildcards: 0) }
        if let position = hosts.count > 8 ? hostIndex[host] : hosts.firstIndex(of: host) {
            return Origin(scheme: 1 << UInt64(scheme), host: 1 << UInt64(position), wildcards: 0)
        }
        return LinkBytes.lent(host) { wildcardOrigin(scheme: scheme, host: $0) }
    }

    /// The origin of a link read as bytes: its scheme's and host's (nil for none), letters in either
    /// case as written (a scheme's bytes are letters, digits, `+`, `-` and `.`, a host's as the
    /// parser checked them); nil as ``origin(of:)`` says, or for a host with a byte a host name
    /// does not hold unescaped (an escape, say), which the parser's `String` of it spells.
    func origin(scheme: LinkBytes, host: LinkBytes?) -> Origin? {
        guard let position = schemePosition(scheme) else { return nil }
        guard let host else { return Origin(scheme: 1 << UInt64(position), host: 0, wildcards: 0) }
        return LinkOrigins.lowerCased(host) { host -> Origin? in
            if let exact = hostIndex[host] { return Origin(scheme: 1 << UInt64(position), host: 1 << UInt64(exact), wildcards: 0) }
            guard LinkOrigins.all(host, LinkOrigins.isHostByte) else { return nil }
            return wildcardOrigin(scheme: position, host: host)
        } ?? nil
    }

    /// The position of a scheme given by its bytes as written: a few compared one by one, each
    /// byte lower-cased by setting its 0x20 bit (a scheme's letters, digits, `+`, `-` and `.`:
    /// only an upper-case letter lacks it), more looked up.
    private func schemePosition(_ bytes: LinkBytes) -> Int? {
        if let schemeIndex { return LinkOrigins.lowerCased(bytes) { schemeIndex[$0] } ?? nil }
        for (position, name) in schemeBytes.enumerated() where name.count == bytes.count {
            var index = 0
            while index < name.count, name[index] == bytes[index] | 0x20 { index += 1 }
            if index == name.count { return position }
        }
        return nil
    }

    /// The origin of a host the table names only by wildcards: as ``HostPattern/matchesWildcard(_:_:)``
    /// matches one, the host (lower-case ASCII) ends in its suffix after at least one more label.
    private func wildcardOrigin(scheme: Int, host: LinkBytes) -> Origin? {
        guard !wildcards.isEmpty, LinkOrigins.all(host, { $0 < 0x80 }) else { return nil }
        var matched: UInt64 = 0
        for (bit, suffix) in wildcards.enumerated() where host.count > suffix.count && host[host.count - suffix.count - 1] != UInt8(ascii: ".") {
            if host.part((host.count - suffix.count)..<host.count).equals(suffix, from: 0) {
                matched |= 1 << UInt64(bit)
            }
        }
        return matched == 0 ? nil : Origin(scheme: 1 << UInt64(scheme), host: 0, wildcards: matched)
    }

    /// Whether the route at `position` answers a link of `origin` (its scheme and host), as
    /// ``LinkRoute/accepts(_:)`` does.
    @inlinable @inline(__always)
    func accepts(route position: Int, _ origin: Origin) -> Bool {
        let mask = masks[position]
        guard mask.schemes & origin.scheme != 0 else { return false }
        if origin.host != 0 { return mask.hosts & origin.host != 0 }
        return origin.wildcards == 0 ? !mask.ownsHosts : mask.wildcards & origin.wildcards != 0
    }

    /// Whether the route at `position` answers `origin`'s host only by a wildcard, though the table
    /// names that host exactly (rank rule 3 may then prefer a later route that names it).
    @inlinable @inline(__always)
    func answersByWildcard(route position: Int, _ origin: Origin) -> Bool {
        let mask = masks[position]
        return mask.hosts & origin.host != 0 && mask.named & origin.host == 0
    }

    /// `bytes` lower-cased (copied when any letter is upper-case), handed to `body`; nil for more than 256.
    private static func lowerCased<Result>(_ bytes: LinkBytes, _ body: (LinkBytes) -> Result) -> Result? {
        let isUpper = { (byte: UInt8) in (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
        guard hasUpper(bytes) else { return body(bytes) }
        guard bytes.count <= 256 else { return nil }
        var lower: [UInt8] = []
        lower.reserveCapacity(bytes.count)
        for index in 0..<bytes.count { lower.append(isUpper(bytes[index]) ? bytes[index] | 0x20 : bytes[index]) }
        return LinkBytes.lent(lower, body)
    }

    /// Whether every byte passes `test`, read by index (`allSatisfy` of the core's `LinkBytes` is
    /// not specialized here: a package declaration's generic default).
    @inline(__always)
    private static func all(_ bytes: LinkBytes, _ test: (UInt8) -> Bool) -> Bool {
        var index = 0
        while index < bytes.count, test(bytes[index]) { index += 1 }
        return index == bytes.count
    }

    /// Whether `bytes` hold an upper-case ASCII letter: eight bytes at a time, the last word
    /// ending at the last byte (it may overlap the one before); a text shorter than a word byte
    /// by byte.
    static func hasUpper(_ bytes: LinkBytes) -> Bool {
        let count = bytes.count
        guard count >= 8 else { return (0..<count).contains { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[$0]) } }
        var index = 0
        while true {
            // A byte's high bit in `x + 0x3F` says it is at least `A`, in `x + 0x25` at least `[`
            // (its own low seven bits: no carry into the next byte); a byte of 0x80 or more is none.
            let word = bytes.word(at: index), low = word & 0x7F7F_7F7F_7F7F_7F7F
            if (low &+ 0x3F3F_3F3F_3F3F_3F3F) & ~(low &+ 0x2525_2525_2525_2525) & ~word & 0x8080_8080_8080_8080 != 0 { return true }
            if index == count - 8 { return false }
            index = min(index + 8, count - 8)
        }
    }

    /// A lower-case host name's bytes: letters, digits, `-` and `.`.
    private static func isHostByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}
