import Testing
@_spi(Engine) @testable import LinkStack

/// The engine reads from their bytes links with a query, routes that read one (typed, optional, with
/// defaults, `absent:`, open maps, ignored values) and wildcard hosts, with the general path's
/// bytes; what only the general path can tell (a route that refuses the query, a name given
/// twice, a rival that names the host exactly) it leaves to it.
@Suite struct LinkReadingQueryTests {
    static let table = """
        schemes: [app, https]
        hosts: [example.com, "*.example.org"]
        invalidOptional: ignore
        screens:
          Home: {}
          Search: { parent: Home, title: 'Search {q}' }
          Feed: { parent: Home }
          Page: { parent: Home, title: 'Page {n}' }
          Post: { parent: Home, title: 'Post {id}' }
          Plain: { parent: Home }
        routes:
          - { name: search, pattern: '/search?q={q}&{*filters}', screen: Search }
          - { name: feed, pattern: '/feed?unread={unread:bool?}&size={size:int(1...50)?}', screen: Feed }
          - { name: page, pattern: '/page/{n:int(1...9)}?sort={sort}', screen: Page, defaults: { sort: new } }
          - { name: post, pattern: '/posts/{id:int}', screen: Post, absent: [draft] }
          - { name: post.draft, pattern: '/posts/{id:int}', exclude: true }
          - { name: mode, pattern: '/posts/{id:int}/mode', screen: Post, query: { mode: 'dark' } }
          - { name: plain, pattern: '/plain/{x}', screen: Plain }
          - { name: list.sorted, pattern: '/list?sort={sort:slug}', screen: Plain }
          - { name: list, pattern: '/list', screen: Feed }
          - { name: scoped, pattern: '/scoped', schemes: [https], screen: Plain }
          - { name: scoped.app, pattern: '/scoped', screen: Feed }
          - { name: hosted, pattern: '/hosted/{id}', hosts: [example.com], screen: Plain }
          - { name: hosted.any, pattern: '/hosted/{id}', screen: Feed }
          - { name: old, pattern: '/old/{id:int}', redirect: '/posts/{id}' }
          - { name: go, pattern: '/go?to={to}', redirect: '{to}' }
        """

    @Test func routesThatReadTheQueryGetTheGeneralPathsBytes() throws {
        let table = try RouteTable(yaml: Self.table)
        let lines = [
            "app://search?q=shoes", "app://search?q=red+shoes&color=red&size=9", "app://search?q=a%20b&x=%C3%A9",
            "app://search?q=a&q=b", "app://search?q=a&color=red&color=blue", "app://search", "app://search?q=%ZZ",
            "app://feed", "app://feed?unread=true", "app://feed?unread=maybe&size=7", "app://feed?size=51", "app://feed?size=x&unread=false",
            "app://page/3", "app://page/3?sort=old", "app://page/0", "app://page/3?sort=",
            "app://posts/7", "app://posts/7?draft=1", "app://posts/7?ref=x#top",
            "app://posts/7/mode?mode=dark", "app://posts/7/mode?mode=light", "app://posts/7/mode",
            "app://plain/a?x=1&x=2", "app://plain/a?q=1&q=2", "https://example.com/search?q=1", "https://a.example.org/feed?unread=true",
            "app://list", "app://list?sort=new", "app://list?sort=Not%20Slug", "app://scoped", "https://example.com/scoped",
            "app://hosted/1", "https://example.com/hosted/2", "https://a.example.org/hosted/3",
        ]
        let answered = LinkReadingTests.expectSameBytes(lines, table: table)
        let writer = try #require(LinkReadingTests.Writer(Resolver(table: table)))
        // What only the general path tells: a miss after a route refused the query (its error may
        // name the route), a name routes read given twice, a malformed escape, an open map given a name twice.
        for line in ["app://search", "app://search?q=a&q=b", "app://search?q=%ZZ", "app://posts/7/mode",
                     "app://plain/a?q=1&q=2", "app://search?q=a&color=red&color=blue"] {
            #expect(LinkReadingTests.written(line, writer) == nil, "\(line)")
        }
        // A route that refuses the link (a query it needs, `absent:`, a scheme it does not answer)
        // is passed over, as the general path's match passes over it.
        #expect(LinkReadingTests.written("app://list", writer)?.contains(#""route":"list""#) == true)
        #expect(LinkReadingTests.written("app://list?sort=Not%20Slug", writer)?.contains(#""route":"list""#) == true)
        #expect(LinkReadingTests.written("app://scoped", writer)?.contains(#""route":"scoped.app""#) == true)
        #expect(LinkReadingTests.written("app://hosted/4", writer)?.contains(#""route":"hosted.any""#) == true)  // no host: not `hosted`'s
        #expect(LinkReadingTests.written("https://example.com/hosted/5", writer)?.contains(#""route":"hosted""#) == true)
        // An exclusion: its error, as the general path words it.
        #expect(LinkReadingTests.written("app://posts/7?draft=1", writer) == LinkReadingTests.whole("app://posts/7?draft=1", writer.resolver))
        #expect(answered >= 20, "the writer answered \(answered) of \(lines.count)")
    }

    @Test func ignoredValuesAndDefaultsAreTheLinksOwn() throws {
        let table = try RouteTable(yaml: Self.table)
        let writer = try #require(LinkReadingTests.Writer(Resolver(table: table)))
        let batch = BatchResolver(resolver: Resolver(table: table))
        for line in ["app://feed?unread=maybe", "app://feed?unread=nope", "app://page/3", "app://page/4"] { _ = batch.resolve(line: line) }
        // The third link of the kind (`unread` ignored) is the template, with this link's own ignored value.
        let ignored = try #require(LinkReadingTests.written("app://feed?unread=perhaps", writer))
        #expect(ignored.contains(#""ignored":{"unread":"perhaps"}"#))
        #expect(ignored == batch.result(of: "app://feed?unread=perhaps").rendered())
        let fallback = try #require(LinkReadingTests.written("app://page/5", writer))
        #expect(fallback.contains(#""sort":"new""#) && fallback.contains(#""title":"Page 5""#))
    }

    /// A redirect is followed by the table, the writer writing its kind's template with the hops
    /// (or the error following it throws, not worded again by the general path); the general
    /// path's bytes either way.
    @Test func redirectsAreFollowedAsTheGeneralPathFollowsThem() throws {
        let table = try RouteTable(yaml: Self.table)
        // Nine hops through `go` before `old`: past the most hops a link may take.
        let chain = { (last: String) in String(repeating: "app://go?to=", count: 9) + last }
        let lines = ["app://old/7", "app://old/8", "https://example.com/old/9", "app://go?to=app://search?q=a", "app://go?to=%2Fposts%2F3",
                     "app://go?to=https://elsewhere.com/x", "app://go?to=app://go?to=app://old/1", chain("app://old/1"), "app://go?to=nothing",
                     "app://go?to=app://posts/2?draft=1"]
        let answered = LinkReadingTests.expectSameBytes(lines, table: table)
        let writer = try #require(LinkReadingTests.Writer(Resolver(table: table)))
        let old = try #require(LinkReadingTests.written("app://old/10", writer))
        #expect(old.contains(#""redirects":[{"route":"old","url":"app://posts/10"}]"#) && old.contains(#""url":"app://old/10""#))
        // Past the most hops, to another origin, to nothing, to an exclusion: errors, the general path's words.
        #expect(LinkReadingTests.written(chain("app://old/2"), writer) == LinkReadingTests.whole(chain("app://old/2"), writer.resolver))
        #expect(answered == lines.count, "the reading answered \(answered) of \(lines.count)")
    }

    /// A `regex:` route is matched with its own pattern, its groups read by their names, in its
    /// place in the match order (first here, by its priority); one that refuses the link passes it
    /// on to the routes after it.
    @Test func regexRoutesAreMatchedWithTheirOwnPatterns() throws {
        let table = try RouteTable(yaml: """
            schemes: [app]
            screens:
              Home: {}
              Item: { parent: Home, title: 'Item {id}' }
              User: { parent: Home, title: '{user}' }
            routes:
              - { name: legacy, regex: '^/item\\.php$', query: { id: '{id:int}' }, screen: Item, priority: 1 }
              - { name: user, regex: '^/u/(?<user>[a-z]+)$', screen: User, priority: 1 }
              - { name: item, pattern: '/item.php', screen: Home }
              - { name: any, pattern: '/{word}/{other}', screen: Home }
            """)
        let lines = ["app://item.php?id=3", "app://item.php?id=x", "app://item.php", "app://u/abc", "app://u/ABC", "app://u/a/b",
                     "app://zz", "app://zz/yy"]
        let answered = LinkReadingTests.expectSameBytes(lines, table: table)
        let writer = try #require(LinkReadingTests.Writer(Resolver(table: table)))
        #expect(LinkReadingTests.written("app://item.php?id=4", writer)?.contains(#""route":"legacy""#) == true)
        #expect(LinkReadingTests.written("app://item.php?id=y", writer)?.contains(#""route":"item""#) == true)  // refused: the next route
        #expect(LinkReadingTests.written("app://u/xyz", writer)?.contains(#""title":"xyz""#) == true)
        #expect(answered == lines.count, "the writer answered \(answered) of \(lines.count)")
    }

    static let rivals = """
        schemes: [https]
        hosts: ["*.example.org", www.example.org, shop.example.org]
        screens:
          Home: {}
          Item: { parent: Home }
          Special: { parent: Home }
        routes:
          - { name: item, pattern: '/items/{id}?ref={ref}', hosts: ["*.example.org"], screen: Item }
          - { name: special, pattern: '/items/{id}', hosts: [www.example.org], screen: Special }
          - { name: shop, pattern: '/shop/{id}', hosts: ["*.example.org", shop.example.org], screen: Item }
          - { name: go, pattern: '/go/{id}', redirect: '/items/{id}?ref=x' }
        """

    @Test func aRouteNamingTheHostExactlyOutranksAWildcardInTheLaneToo() throws {
        let table = try RouteTable(yaml: Self.rivals)
        let lines = ["https://a.example.org/items/1?ref=x", "https://www.example.org/items/1?ref=x", "https://shop.example.org/items/1?ref=x",
                     "https://a.b.example.org/items/1?ref=x", "https://example.org/items/1?ref=x", "https://A.Example.org/items/2?ref=x",
                     "https://www.example.org/items/1",
                     "https://shop.example.org/shop/1", "https://x.example.org/shop/1", "https://evilexample.org/items/1",
                     "https://www.example.org/go/1", "https://a.example.org/go/1"]
        let answered = LinkReadingTests.expectSameBytes(lines, table: table)
        let writer = try #require(LinkReadingTests.Writer(Resolver(table: table)))
        // Rank rule 3: `special` names www.example.org, so `item` matched by its wildcard (first, by rule 4) loses to it.
        #expect(LinkReadingTests.written("https://www.example.org/items/1?ref=x", writer)?.contains(#""route":"special""#) == true)
        #expect(LinkReadingTests.written("https://a.example.org/items/1?ref=x", writer)?.contains(#""route":"item""#) == true)
        #expect(LinkReadingTests.written("https://shop.example.org/shop/1", writer)?.contains(#""route":"shop""#) == true)
        // A hop is ranked so too.
        #expect(LinkReadingTests.written("https://www.example.org/go/2", writer)?.contains(#""route":"special""#) == true)
        #expect(LinkReadingTests.written("https://a.example.org/go/2", writer)?.contains(#""route":"item""#) == true)
        #expect(answered >= 9, "the writer answered \(answered) of \(lines.count)")
    }

    /// A table of 70 hosts and a wildcard, more than the table's bits hold (``LinkOrigins``: 64),
    /// with a route for any host, one for an exact host and one for the wildcard.
    static func tableWithMoreHostsThanBits() throws -> RouteTable {
        let hosts = (1...70).map { "h\($0).example.com" }
        return try RouteTable(yaml: """
            schemes: [https, app]
            hosts: [\(hosts.joined(separator: ", ")), "*.example.org"]
            screens:
              Home: {}
              Item: { parent: Home, title: 'Item {id}' }
              Page: { parent: Home }
            routes:
              - { name: item, pattern: '/items/{id:int}', screen: Item }
              - { name: first, pattern: '/pages/{id}', hosts: [h1.example.com], screen: Page }
              - { name: wild, pattern: '/pages/{id}', hosts: ["*.example.org"], screen: Page, query: { ref: '{ref?}' } }
            """)
    }

    /// A table with more hosts than the table's bits hold has its links' scheme and host told by
    /// the routes' names: the writer answers them, with the general path's bytes.
    @Test func aTableWithMoreHostsThanBitsTakesTheLaneByName() throws {
        let table = try Self.tableWithMoreHostsThanBits()
        #expect(table.origins == nil)
        let lines = ["https://h1.example.com/items/1", "https://H70.Example.com/items/2", "app://items/3", "https://a.example.org/items/4",
                     "https://h1.example.com/pages/x", "https://h2.example.com/pages/x", "https://b.example.org/pages/y?ref=z",
                     "https://nowhere.example.net/items/1", "ftp://items/1", "https://h3.example.com/items/x"]
        #expect(LinkReadingTests.expectSameBytes(lines, table: table) == 8)  // all but the two whose scheme or host no route answers
        let writer = try #require(LinkReadingTests.Writer(Resolver(table: table)))
        #expect(LinkReadingTests.written("https://h2.example.com/items/9", writer)?.contains(#""route":"item""#) == true)
        #expect(LinkReadingTests.written("https://nowhere.example.net/items/1", writer) == nil)  // a host no route answers: the general path's error
    }

    /// A scheme of any length, in either case, is known by the table's bytes (``LinkOrigins``), as
    /// the parser reads it; one the table does not answer is the general path's.
    @Test func longSchemesAreReadAsTheParserReadsThem() throws {
        let table = try RouteTable(yaml: """
            schemes: [wordpress, com.example.shop, com.example.shopping]
            screens:
              Home: {}
              Item: { parent: Home, title: 'Item {id}' }
            routes:
              - { name: item, pattern: '/items/{id:int}', screen: Item }
            """)
        let lines = ["wordpress://items/1", "WordPress://items/2", "com.example.shop://items/3", "COM.EXAMPLE.SHOP://items/4",
                     "com.example.shopping://items/5", "com.example.sho://items/6", "wordpres://items/7"]
        let writer = try #require(LinkReadingTests.Writer(Resolver(table: table)))
        #expect(LinkReadingTests.expectSameBytes(lines, table: table) == 5)
        #expect(LinkReadingTests.written("com.example.sho://items/6", writer) == nil)
        #expect(LinkReadingTests.written("wordpres://items/7", writer) == nil)
    }
}
