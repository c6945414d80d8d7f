import Testing
@testable import LinkStack
@testable import LinkStackCore

/// The parser reads a plain path in one pass and leaves escapes and every broken rule to its
/// step-by-step reader: both must agree with the rules, written out here on their own, on
/// thousands of seeded random paths and query strings, under tight limits so that every limit is met.
@Suite struct DeepLinkPathRuleTests {
    static let limits = DeepLink.Limits(maxSegments: 4, maxSegmentLength: 6)
    static let pieces = ["a", "B", "7", ".", "..", "/", "~", "-", ":", "@", "%2E", "%41", "%2f", "%7e", "%zz", "+", "!", "[", "="]

    @Test func randomPathsFollowTheRules() {
        var random = SampleGenerator(seed: 33)
        for _ in 0..<4000 {
            let count = Int(random.next() % 7)
            let path = "/x/" + (0..<count).map { _ in DeepLinkPathRuleTests.pieces[Int(random.next() % UInt64(DeepLinkPathRuleTests.pieces.count))] }
                .joined()
            let text = "app:/" + path  // the first segment, "x", is the link's host, checked as a host
            let expected = DeepLinkPathRuleTests.expectedPath(path)
            switch Result(catching: { try DeepLink(text, limits: DeepLinkPathRuleTests.limits) }) {
            case .success(let link):
                #expect(expected == .success(link.path), "\(text)")
            case .failure(let error as DeepLinkError):
                #expect(expected == .failure(error.rule), "\(text): \(error.reason)")
            case .failure(let error):
                Issue.record("\(text): \(error)")
            }
        }
    }

    /// What `DeepLink.layout` finds is what a parsed link holds: the same scheme, host and
    /// normalized path, the path's '/'s counted, for links of every shape.
    @Test func theLayoutIsWhereTheLinksPartsAre() {
        var random = SampleGenerator(seed: 34)
        let starts = ["app://x", "APP://x", "https://Example.com", "https://example.com:443", "http://h.example.org", "app://", "https://e.com"]
        let ends = ["", "?a=1", "#frag", "?q=%41#f", "/"]
        var compared = 0
        for _ in 0..<4000 {
            let count = Int(random.next() % 6)
            let path = (0..<count).map { _ in DeepLinkPathRuleTests.pieces[Int(random.next() % UInt64(DeepLinkPathRuleTests.pieces.count))] }.joined()
            let start = starts[Int(random.next() % UInt64(starts.count))], end = ends[Int(random.next() % UInt64(ends.count))]
            let text = start + (path.isEmpty || path.hasPrefix("/") ? path : "/" + path) + end
            for options in [DeepLink.Options(), DeepLink.Options(keepsTrailingSlash: true)] {
                var normalized: [UInt8] = []
                let layout = LinkBytes.reading(Array(text.utf8)) {
                    DeepLink.layout(of: $0, limits: DeepLinkPathRuleTests.limits, options: options, normalizingInto: &normalized)
                }
                guard let link = try? DeepLink(text, limits: DeepLinkPathRuleTests.limits, options: options) else {
                    #expect(layout == nil, "\(text)")
                    continue
                }
                guard let layout else {
                    Issue.record("\(text): parsed, but no layout")
                    continue
                }
                let bytes = Array(text.utf8)
                #expect(String(decoding: bytes[layout.scheme], as: UTF8.self).lowercased() == link.scheme, "\(text)")
                #expect(layout.host.map { String(decoding: bytes[$0], as: UTF8.self).lowercased() } == link.host, "\(text)")
                #expect(layout.port == link.layout.port, "\(text)")
                #expect(String(decoding: layout.path.map { Array(bytes[$0]) } ?? normalized, as: UTF8.self) == link.path, "\(text)")
                #expect(layout.slashes == link.path.utf8.count { $0 == UInt8(ascii: "/") }, "\(text)")
                #expect((layout.pathEnd == bytes.count) == !(text.contains("?") || text.contains("#")), "\(text)")
                compared += 1
            }
        }
        #expect(compared > 2000)
    }

    /// A link that has a layout holds no byte a JSON string escapes, wherever it stands (scheme,
    /// host, path, query, fragment): the link writer writes a link's URL and its unescaped
    /// captures into an answer as they are.
    @Test func aLinkWithALayoutNeedsNoJSONEscape() {
        let escaped = (0..<0x20).map(UInt8.init) + [0x22, 0x5C, 0x7F]
        let shapes = ["a\u{0}pp://x/y", "app://x\u{0}/y", "app://x/y\u{0}z", "app://x/y?q=\u{0}", "app://x/y#\u{0}", "https://e\u{0}.com/y",
                      "app://x/y?\u{0}=1"]
        for byte in escaped {
            for shape in shapes {
                let bytes = Array(shape.utf8).map { $0 == 0 ? byte : $0 }
                var normalized: [UInt8] = []
                let layout = LinkBytes.reading(bytes) {
                    DeepLink.layout(of: $0, limits: .default, options: DeepLink.Options(), normalizingInto: &normalized)
                }
                #expect(layout == nil, "byte \(byte) in \(shape)")
            }
        }
        // Every byte a path may hold as it is is one a JSON string holds as it is.
        #expect((0...255).map(UInt8.init).allSatisfy { !PercentEncoding.isPathCharacter($0) || !JSONValue.needsEscape($0) })
        #expect((0...255).map(UInt8.init).allSatisfy { !PercentEncoding.isQueryCharacter($0) || !JSONValue.needsEscape($0) })
    }

    /// The first repeated query name that counts, found by comparing each name with those before
    /// it, is the one a set of the names seen finds, for lists short and long.
    @Test func theFirstRepeatedQueryNameIsFoundWithoutHashing() {
        var random = SampleGenerator(seed: 36)
        let names = ["a", "b", "c", "utm_source", "q", "ref"]
        let counts: (String) -> Bool = { $0 != "utm_source" && $0 != "c" }
        var repeats = 0
        for _ in 0..<2000 {
            let items = (0..<Int(random.next() % 20)).map { _ in
                DeepLink.QueryItem(name: names[Int(random.next() % UInt64(names.count))], value: "")
            }
            var seen: Set<String> = []
            let expected = items.first { counts($0.name) && !seen.insert($0.name).inserted }?.name
            #expect(items.firstRepeatedName(where: counts) == expected, "\(items.map(\.name))")
            if expected != nil { repeats += 1 }
        }
        #expect(repeats > 500)
    }

    @Test func queryPartsWithAndWithoutEscapesAreDecodedOnce() throws {
        let link = try DeepLink("app://x?plain=abc&plus=a+b&escaped=%41%2B&empty=&flag")
        #expect(link.queryItems.map(\.name) == ["plain", "plus", "escaped", "empty", "flag"])
        #expect(link.queryItems.map(\.value) == ["abc", "a b", "A+", "", ""])
        #expect(link.firstQueryValue(named: "plus") == "a b")
        #expect(link.firstQueryValue(named: "missing") == nil)
    }

    @Test func upperCaseHostsAreLowerCasedByteByByte() throws {
        #expect(try DeepLink("https://WWW.Shop-1.EXAMPLE.com/a").host == "www.shop-1.example.com")
        #expect(try DeepLink("https://shop.example.com/a").host == "shop.example.com")
    }

    enum Outcome: Equatable {
        case success(String)
        case failure(DeepLinkError.Rule)
    }

    /// The path the rules make of `path` (which starts with `/`), or the first rule it breaks, in
    /// the order the parser checks them: segments' emptiness and length one by one, their count,
    /// then characters and escapes, then `.` and `..`.
    static func expectedPath(_ path: String) -> Outcome {
        var raw = Array(path.utf8)
        if raw.count > 1, raw.last == UInt8(ascii: "/") { raw.removeLast() }
        if raw == [UInt8(ascii: "/")] { return .success("/") }
        let segments = raw.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map(Array.init)
        for segment in segments {
            if segment.isEmpty { return .failure(.emptySegment) }
            if segment.count > limits.maxSegmentLength { return .failure(.segmentTooLong) }
        }
        if segments.count > limits.maxSegments { return .failure(.tooManySegments) }
        var normalized: [String] = [], dotSegment = false
        for segment in segments {
            var output = "", decoded = "", index = 0
            while index < segment.count {
                let byte = segment[index]
                if byte == UInt8(ascii: "%") {
                    guard index + 2 < segment.count, let value = UInt8(String(decoding: segment[index + 1...index + 2], as: UTF8.self), radix: 16)
                    else { return .failure(.malformedEscape) }
                    let scalar = Character(Unicode.Scalar(value))
                    decoded.append(scalar)
                    output += isUnreserved(value) ? String(scalar) : "%" + String(value, radix: 16, uppercase: true)
                    index += 3
                    continue
                }
                guard isUnreserved(byte) || "!$&'()*+,;=:@".utf8.contains(byte) else { return .failure(.disallowedCharacter) }
                output.append(Character(Unicode.Scalar(byte)))
                decoded.append(Character(Unicode.Scalar(byte)))
                index += 1
            }
            dotSegment = dotSegment || decoded == "." || decoded == ".."
            normalized.append(output)
        }
        if dotSegment { return .failure(.dotSegment) }
        return .success("/" + normalized.joined(separator: "/"))
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || "-._~".utf8.contains(byte)
    }
}
