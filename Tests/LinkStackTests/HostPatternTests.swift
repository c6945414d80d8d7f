import Testing
@testable import LinkStackCore
@testable import LinkStack

/// `HostPattern` matches hosts by bytes as the rule reads in Characters: a wildcard needs at least
/// one more label before its domain, an exact host only itself.
@Suite struct HostPatternTests {
    /// The rule written out in Characters, apart from the code under test.
    static func expected(_ pattern: String, _ host: String) -> HostPattern.Match? {
        if pattern == "*" { return host.isEmpty || host.hasSuffix(".") ? nil : .wildcard }  // any host
        guard pattern.hasPrefix("*.") else { return pattern == host ? .exact : nil }
        let domain = String(pattern.dropFirst(2))
        guard host.hasSuffix("." + domain) else { return nil }
        let label = host.dropLast(domain.count + 1)
        return label.isEmpty || label.hasSuffix(".") ? nil : .wildcard
    }

    @Test func wildcardsNeedOneMoreLabelAndExactHostsThemselves() {
        let patterns = ["*.wordpress.com", "wordpress.com", "*.a.b", "a.b", "*.é.com", "*"]
        let hosts = ["wordpress.com", "en.wordpress.com", "en.m.wordpress.com", "evilwordpress.com", ".wordpress.com",
                     "a..wordpress.com", "wordpress.com.evil", "x.a.b", "a.b", "b", "", "é.wordpress.com", "x.é.com", "é.com",
                     "xwordpress.com", "en.wordpress.co", "ñ..wordpress.com"]
        for pattern in patterns {
            for host in hosts {
                #expect(HostPattern.match(pattern, host) == Self.expected(pattern, host), "\(pattern) vs \(host)")
            }
        }
        for host in hosts {
            let best: HostPattern.Match? = patterns.compactMap { Self.expected($0, host) }.min()
            #expect(HostPattern.bestMatch(in: Set(patterns), host) == best, "\(host)")
        }
    }

    /// `isWildcard` reads bytes as `hasPrefix("*.")` reads Characters (or the name is `*`, any
    /// host): a mark after the dot makes another Character, so that name is no wildcard.
    @Test func aWildcardIsTheCharactersStarAndDot() {
        let pieces = ["*", ".", "*.", "a", "\u{301}", "\u{200D}", "é", "x.com", ""]
        var random = SampleGenerator(seed: 71)
        for _ in 0..<500 {
            let name = (0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
            #expect(HostPattern.isWildcard(name) == (name.hasPrefix("*.") || name == "*"), "\(Array(name.unicodeScalars))")
        }
    }
}
