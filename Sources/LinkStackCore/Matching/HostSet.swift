/// A set of host patterns (``HostPattern``) that finds how a link's host matches them without
/// hashing it: exact hosts by their bytes (``NameIndex``), then the wildcards in turn. A `Set`'s
/// look-up hashed the host with SipHash, about 300 instructions a link that carries one.
package struct HostSet: Sendable {
    /// The patterns, as given.
    package let patterns: Set<String>
    private let exact: NameIndex
    private let wildcards: [String]

    /// The set of `patterns`.
    package init(_ patterns: Set<String>) {
        self.patterns = patterns
        exact = NameIndex(Array(patterns))  // every pattern: a Set finds a wildcard's own text exactly too
        wildcards = patterns.filter(HostPattern.isWildcard).sorted()
    }

    /// ``HostPattern/bestMatch(in:_:)`` of `host` in ``patterns``: exactly, by a wildcard, or nil.
    package func bestMatch(_ host: String) -> HostPattern.Match? {
        let ascii = LinkBytes.reading(host) { bytes in bytes.allSatisfy { $0 < 0x80 } }
        // A host of other characters is compared as Strings compare (canonical equivalence).
        guard ascii else { return HostPattern.bestMatch(in: patterns, host) }
        if exact[host] != nil { return .exact }
        return wildcards.contains { HostPattern.matchesWildcard($0, host) } ? .wildcard : nil
    }
}
