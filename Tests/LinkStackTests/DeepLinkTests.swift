import Testing
@testable import LinkStack

@Suite struct DeepLinkTests {
    @Test func customSchemeHostIsTheFirstSegment() throws {
        let link = try DeepLink("shop://products/42/reviews")
        #expect(link.scheme == "shop")
        #expect(link.host == nil)
        #expect(link.path == "/products/42/reviews")
        #expect(link.segments == ["products", "42", "reviews"])
    }

    @Test func webLinksKeepTheirHostLowerCased() throws {
        let link = try DeepLink("HTTPS://Shop.Example.com:443/Products/42?Sort=New")
        #expect(link.scheme == "https")
        #expect(link.host == "shop.example.com")
        #expect(link.layout.port == 443)
        #expect(link.path == "/Products/42")
        #expect(link.query == ["Sort": "New"])
    }

    @Test(arguments: ["app://", "app://?x=1", "app:///", "app://#top"])
    func emptyPathsAreTheRoot(_ text: String) throws {
        #expect(try DeepLink(text).path == "/")
    }

    @Test func segmentsAreSplitOnRawSlashesThenDecodedOnce() throws {
        let link = try DeepLink("app://files/a%2Fb/c%252F/d%20e")
        #expect(link.segments == ["files", "a/b", "c%2F", "d e"])
        #expect(link.path == "/files/a%2Fb/c%252F/d%20e")
    }

    @Test func pathIsNormalized() throws {
        // Unreserved escapes decoded, other escapes upper-cased.
        #expect(try DeepLink("app://x/%7euser/%61/%2f").path == "/x/~user/a/%2F")
    }

    /// A link keeps its text and where each part is; its parts are made from the text's bytes
    /// when asked for, the path from the text itself or, normalized, from its own copy.
    @Test(arguments: [
        ("HTTPS://Shop.EXAMPLE.com/Products/42/?x=1", "https", "shop.example.com", "/Products/42"),
        ("Shop://products/%7e42", "shop", nil, "/products/~42"),
        ("app://", "app", nil, "/"),
        ("app://a/b%2f", "app", nil, "/a/b%2F"),
    ] as [(String, String, String?, String)])
    func partsAreReadFromTheTextsBytes(_ text: String, scheme: String, host: String?, path: String) throws {
        let options = DeepLink.Options(hostSchemes: ["https"])
        // A text not yet native (a slice's) and a native one read the same.
        for given in [text, String(Substring("." + text).dropFirst())] {
            let link = try DeepLink(given, options: options)
            #expect(link.text == text && link.scheme == scheme && link.host == host && link.path == path)
            var source = link.pathSource
            let range = link.pathRange
            #expect(source.withUTF8 { String(decoding: $0[range], as: UTF8.self) } == path)
        }
    }

    @Test func linksAreEqualWhenTheirTextAndReadingAre() throws {
        let first = try DeepLink("app://cart/"), second = try DeepLink("app://" + "cart/")
        #expect(first == second && first.hashValue == second.hashValue)
        #expect(first != (try DeepLink("app://cart/", options: DeepLink.Options(keepsTrailingSlash: true))))
        #expect(first != (try DeepLink("app://cart")))
        #expect(try DeepLink("app://x/a%7e") == (try DeepLink("app://x/a%7e")) && (try DeepLink("app://x/a%7e")) != (try DeepLink("app://x/a%7E")))
    }

    @Test func trailingSlashIsDropped() throws {
        #expect(try DeepLink("app://cart/").path == "/cart")
    }

    @Test func queryDecodesPlusAsSpaceAndKeepsOrder() throws {
        let link = try DeepLink("app://search?q=red+shoes&x&q=second&e=%2B")
        #expect(link.queryItems.map(\.name) == ["q", "x", "q", "e"])
        #expect(link.query == ["q": "red shoes", "x": "", "e": "+"])
    }

    /// A link's query is checked when it is parsed and decoded when its items are asked for,
    /// every item its limits let through kept.
    @Test func aQueryIsCheckedWhenParsedAndDecodedWhenRead() throws {
        let link = try DeepLink("app://a?note=one%0Atwo&flag&%41=%2B+1#top")
        #expect(link.queryItems.map(\.name) == ["note", "flag", "A"] && link.queryItems.map(\.value) == ["one\ntwo", "", "+ 1"])
        #expect(throws: DeepLinkError(url: "app://a?x=1&a%0Ab=1", rule: .encodedControlCharacter,
                                      reason: "the query name decodes to a control character", column: 13)) {
            try DeepLink("app://a?x=1&a%0Ab=1")
        }
        #expect(throws: DeepLinkError(url: "app://a?x=%E2%82", rule: .invalidUTF8,
                                      reason: "the query value decodes to bytes that are not UTF-8", column: 11)) {
            try DeepLink("app://a?x=%E2%82")
        }
        #expect(try DeepLink("app://a?x").query == ["x": ""] && DeepLink("app://a?#x").queryItems.isEmpty)
        let many = "app://a?" + (1...70).map { "k\($0)=\($0)" }.joined(separator: "&")
        #expect(throws: DeepLinkError.self) { try DeepLink(many) }
        #expect(try DeepLink(many, limits: DeepLink.Limits(maxQueryItems: 70)).queryItems.count == 70)
    }

    @Test(arguments: [
        "", "shop", "://x", "1shop://x", "shop:x", "shop://a b", "shop://a\tb", "shop://a\u{7F}",
        "shop://a\\b", "shop://caf\u{E9}", "shop://a%2", "shop://a%zz", "shop://a%C3%28", "shop://a%FF",
        "shop://a//b", "shop://a//", "app:////", "foo://///////",  // the last found by the URL fuzzer
        "shop://a/./b", "shop://a/../b", "shop://a/%2e%2E/b", "shop://a/.%2e", "shop://%2e",
        "https://user@example.com/", "https://example.com\\@evil.com/", "https:///path", "https://host:99999/",
        "shop://a?q=%00", "shop://a?q=%E2%82", "shop://a#frag#ment", "shop://a[b]", "shop://a|b", "shop://a<b>",
    ])
    func rejectsMalformedLinks(_ text: String) {
        #expect(throws: DeepLinkError.self) { try DeepLink(text) }
    }

    @Test(arguments: [
        ("https://shop.example.com:8443/", DeepLinkError.Rule.port), ("http://shop.example.com:443/", .port),
        ("https://127.0.0.1/", .ipLiteral), ("https://0x7f.1/", .ipLiteral), ("https://[::1]/", .ipLiteral),
        ("https://shop.example.com./", .trailingDotHost), ("https://sh%6Fp.example.com/", .hostCharacter),
        ("shop://products:42/", .port), ("shop://caf%C3%A9/", .hostCharacter), ("https://:443/", .emptyHost),
        ("shop:/products", .notHierarchical), ("/products/42", .scheme),
    ])
    func webHostsAreNamesOnTheDefaultPort(_ text: String, rule: DeepLinkError.Rule) {
        #expect(throws: DeepLinkError.self) { try DeepLink(text) }
        #expect((try? DeepLink(text)) == nil)
        do {
            _ = try DeepLink(text)
        } catch {
            #expect(error.rule == rule, "\(text): \(error)")
        }
    }

    @Test func defaultPortsAndEmptyPortsAreAccepted() throws {
        #expect(try DeepLink("http://shop.example.com:80/a").layout.port == 80)
        #expect(try DeepLink("https://shop.example.com:/a").layout.port == nil)
    }

    @Test func errorsSayWhereTheProblemIs() {
        #expect(throws: DeepLinkError(url: "shop://a b", rule: .space, reason: "a space is not allowed; percent-encode it as %20", column: 9)) {
            try DeepLink("shop://a b")
        }
    }

    @Test(arguments: [
        ("app://" + String(repeating: "a", count: 40), DeepLinkError.Rule.urlTooLong, "url_too_long"),
        ("app://a/b/c", .tooManySegments, "too_many_segments"),
        ("app://a/bcdefghijk", .segmentTooLong, "segment_too_long"),
        ("app://a?x=1&y=2", .tooManyQueryItems, "too_many_query_items"),
    ])
    func eachLimitHasItsOwnCode(_ text: String, rule: DeepLinkError.Rule, code: String) {
        let limits = DeepLink.Limits(maxLength: 30, maxSegments: 2, maxSegmentLength: 8, maxQueryItems: 1)
        do {
            _ = try DeepLink(text, limits: limits)
            Issue.record("\(text) was accepted")
        } catch {
            #expect(error.rule == rule)
            #expect(error.code == code)
            #expect(ResolutionError.invalidURL(error).code == code)
        }
        #expect(throws: Never.self) { try DeepLink("app://a/bcdefgh?x=1", limits: limits) }
    }

    @Test func defaultLimitsAreTheDocumentedOnes() throws {
        let segment = String(repeating: "a", count: 1024)
        #expect(throws: Never.self) { try DeepLink("app://" + segment + "/" + segment) }
        #expect(throws: DeepLinkError.self) { try DeepLink("app://x/" + segment + "a") }
        #expect(throws: Never.self) { try DeepLink("app://" + Array(repeating: "a", count: 32).joined(separator: "/")) }
        #expect(throws: DeepLinkError.self) { try DeepLink("app://" + Array(repeating: "a", count: 33).joined(separator: "/")) }
        #expect(throws: Never.self) { try DeepLink("app://a?" + Array(repeating: "x=1", count: 64).joined(separator: "&")) }
        #expect(throws: DeepLinkError.self) { try DeepLink("app://a?" + Array(repeating: "x=1", count: 65).joined(separator: "&")) }
        let long = "app://" + Array(repeating: String(repeating: "a", count: 255), count: 32).joined(separator: "/")
        #expect(throws: Never.self) { try DeepLink(String(long.prefix(8192))) }
        #expect(throws: DeepLinkError.self) { try DeepLink(long + "?" + String(repeating: "b", count: 8192)) }
    }

    /// `url_too_long` repeated the whole URL, 10 MB of it.
    @Test func errorsEchoAtMostTheStartOfAHugeURL() {
        let url = "app://" + String(repeating: "a", count: 10_000_000)
        #expect(throws: DeepLinkError.self) { try DeepLink(url) }
        do {
            _ = try DeepLink(url)
        } catch {
            #expect(error.code == "url_too_long")
            #expect(error.url == "app://" + String(repeating: "a", count: 250) + "… (10000006 bytes)")
            #expect(ResolutionError.invalidURL(error).json.rendered().utf8.count < 500)
        }
    }

    /// Bytes that were not UTF-8 arrive as U+FFFD; the error said "non-ASCII".
    @Test func replacementCharactersAreReportedAsInvalidUTF8() {
        #expect(throws: DeepLinkError.self) { try DeepLink("app://a\u{FFFD}") }
        do {
            _ = try DeepLink("app://a\u{FFFD}")
        } catch {
            #expect(error.reason.hasPrefix("invalid UTF-8"))
            #expect(error.column == 8)
        }
    }
}
