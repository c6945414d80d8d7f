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
        let link = try DeepLink("HTTPS://Shop.Example.com:8443/Products/42?Sort=New")
        #expect(link.scheme == "https")
        #expect(link.host == "shop.example.com")
        #expect(link.port == 8443)
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
        #expect(try DeepLink("app://%7euser/%61/%2f").path == "/~user/a/%2F")
    }

    @Test func trailingSlashIsDropped() throws {
        #expect(try DeepLink("app://cart/").path == "/cart")
    }

    @Test func queryDecodesPlusAsSpaceAndKeepsOrder() throws {
        let link = try DeepLink("app://search?q=red+shoes&x&q=second&e=%2B")
        #expect(link.queryItems.map(\.name) == ["q", "x", "q", "e"])
        #expect(link.query == ["q": "red shoes", "x": "", "e": "+"])
    }

    @Test(arguments: [
        "", "shop", "://x", "1shop://x", "shop:x", "shop://a b", "shop://a\tb", "shop://a\u{7F}",
        "shop://a\\b", "shop://caf\u{E9}", "shop://a%2", "shop://a%zz", "shop://a%C3%28", "shop://a%FF",
        "shop://a/./b", "shop://a/../b", "shop://a/%2e%2E/b", "shop://a/.%2e", "shop://%2e",
        "https://user@example.com/", "https://example.com\\@evil.com/", "https:///path", "https://host:99999/",
        "shop://a?q=%00", "shop://a?q=%E2%82", "shop://a#frag#ment", "shop://a[b]", "shop://a|b", "shop://a<b>",
    ])
    func rejectsMalformedLinks(_ text: String) {
        #expect(throws: DeepLinkError.self) { try DeepLink(text) }
    }

    @Test func errorsSayWhereTheProblemIs() {
        #expect(throws: DeepLinkError(url: "shop://a b", reason: "a space is not allowed; percent-encode it as %20", column: 9)) {
            try DeepLink("shop://a b")
        }
    }

    @Test func limitsAreEnforced() {
        let limits = DeepLink.Limits(maxLength: 30, maxSegments: 2, maxQueryItems: 1)
        #expect(throws: DeepLinkError.self) { try DeepLink("app://" + String(repeating: "a", count: 40), limits: limits) }
        #expect(throws: DeepLinkError.self) { try DeepLink("app://a/b/c", limits: limits) }
        #expect(throws: DeepLinkError.self) { try DeepLink("app://a?x=1&y=2", limits: limits) }
        #expect(throws: Never.self) { try DeepLink("app://a/b?x=1", limits: limits) }
    }
}
