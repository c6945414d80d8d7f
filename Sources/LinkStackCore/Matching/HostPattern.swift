/// The hosts a route file names: an exact host such as `wordpress.com`, a wildcard such as
/// `*.wordpress.com`, which matches any host that ends in `.wordpress.com` with at least one more
/// label (`en.m.wordpress.com`, never `wordpress.com` or `evilwordpress.com`), or `*`, any host (a
/// wildcard with an empty suffix). All are lower-case, as the parser makes a link's host.
package enum HostPattern {
    /// How a host was matched: exactly, or by a wildcard (rank rule 3 prefers the former).
    package enum Match: Comparable {
        case exact
        case wildcard
    }

    /// Whether `pattern` is a wildcard (`*.` and a domain, or `*`).
    /// Read from the first bytes (`hasPrefix`, comparing Characters, cost about 180 instructions a
    /// name); only a non-ASCII byte after them, which could join the `.` into another Character,
    /// is left to `hasPrefix`.
    package static func isWildcard(_ pattern: String) -> Bool {
        let utf8 = pattern.utf8
        var bytes = utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "*"), bytes.next() == UInt8(ascii: "."), let next = bytes.next() else {
            return utf8.first == UInt8(ascii: "*") && (utf8.count == 1 || utf8.count == 2 && utf8.last == UInt8(ascii: "."))
        }
        return next < 0x80 || pattern.hasPrefix("*.")
    }

    /// How `pattern` matches `host`, or nil when it does not.
    package static func match(_ pattern: String, _ host: String) -> Match? {
        guard isWildcard(pattern) else { return pattern == host ? .exact : nil }
        return matchesWildcard(pattern, host) ? .wildcard : nil
    }

    /// Whether the wildcard `pattern` (`*.wordpress.com`) matches `host`: the host ends in the
    /// pattern's suffix (`.wordpress.com`) after at least one more label. By bytes when the host
    /// is ASCII (then each byte is a Character, and a pattern's suffix always is ASCII), else by
    /// Characters.
    static func matchesWildcard(_ pattern: String, _ host: String) -> Bool {
        let ascii: Bool? = LinkBytes.reading(pattern) { pattern in
            LinkBytes.reading(host) { host -> Bool? in
                guard host.allSatisfy({ $0 < 0x80 }) else { return nil }
                let suffix = pattern.dropFirst()  // ".wordpress.com"
                guard host.count > suffix.count, host[host.count - suffix.count - 1] != UInt8(ascii: ".") else { return false }
                return host.part(host.count - suffix.count..<host.count).equals(pattern.part(1..<pattern.count))
            }
        }
        if let ascii { return ascii }
        let suffix = pattern.dropFirst()
        guard host.utf8.count > suffix.utf8.count, host.hasSuffix(suffix) else { return false }
        return host.utf8.dropLast(suffix.utf8.count).last != UInt8(ascii: ".")  // one more label
    }

    /// The best way any of `patterns` matches `host` (exactly beats by a wildcard), or nil.
    package static func bestMatch(in patterns: Set<String>, _ host: String) -> Match? {
        if patterns.contains(host) { return .exact }
        return patterns.contains { isWildcard($0) && matchesWildcard($0, host) } ? .wildcard : nil
    }
}
