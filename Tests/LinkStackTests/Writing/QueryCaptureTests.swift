import Testing
@_spi(Engine) @testable import LinkStack

/// Routes that read the query (text, `int`, `int(LOW...HIGH)`, `bool`, `slug` and `uuid` values,
/// optional or required, defaults, literals, open maps, `absent:` names, ranged path integers,
/// path booleans)
/// are read from their captures by the link writer, with the general path's bytes for every
/// link: each optional value left out is a kind of its own, and a value the route reads
/// otherwise (a refusal, a map given a name twice) is the route's.
@Suite struct QueryCaptureTests {
    static let table = """
        schemes: [app]
        screens:
          Home: {}
          Mail: { parent: Home, title: 'Mail {box}: {note}' }
          Day: { parent: Home, title: '{month}/{day}' }
          Page: { parent: Home, title: 'Page {n} by {sort}' }
          Found: { parent: Home, title: '{q}: {filters}' }
          Other: { parent: Home }
        routes:
          - name: mail
            pattern: '/mail/{box}?unread={unread:bool?}&size={size:int(1...50)?}&note={note?}&at={at:int?}'
            query: { v: '2' }
            absent: [debug]
            screen: Mail
          - { name: day, pattern: '/day/{month:int(1...12)}/{day:int(1...31)}', screen: Day }
          - { name: page, pattern: '/page/{n:int}?sort={sort}', screen: Page, defaults: { sort: new } }
          - { name: search, pattern: '/search?q={q}&{*filters}', screen: Found }
          - { name: sorted, pattern: '/list?sort={sort:slug}', screen: Other }
          - { name: order, pattern: '/order?id={id:uuid}&at={at:regex(\\d+)?}', screen: Other }
          - { name: numbered, pattern: '/numbered?n={n:int}&on={on:bool}&t={t}', screen: Other, defaults: { n: 7, on: true, t: 'a "b"' } }
          - { name: flag, pattern: '/flag/{on:bool}', screen: Other }
          - { name: old.mail, pattern: '/old/{box}?n={n:int?}&{*rest}', redirect: '/mail/{box}?v=2&size={n}&note={rest}' }
          - { name: go, pattern: '/go?to={to}', redirect: '{to}' }
          - { name: gone, pattern: '/gone', exclude: true }
          - { name: fallback, pattern: '/{a}/{b}/{c}', screen: Other }
        """

    @Test func routesThatReadTheQueryAreReadFromTheirCaptures() throws {
        let table = try RouteTable(yaml: Self.table)
        let writer = try #require(LinkWriterTests.Writer(Resolver(table: table)))
        let reads = Dictionary(uniqueKeysWithValues: writer.writer.routes.map { ($0.route.name, $0.readsCaptures) })
        #expect(reads == ["mail": true, "day": true, "page": true, "search": true, "sorted": true, "order": false, "numbered": true,
                          "flag": true, "old.mail": true, "go": true, "gone": false, "fallback": true])
        let lines = [
            "app://mail/in?v=2", "app://mail/in?v=2&unread=true", "app://mail/in?v=2&unread=0&size=50", "app://mail/in?v=2&unread=1&size=1",
            "app://mail/in?v=2&size=51", "app://mail/in?v=2&unread=maybe", "app://mail/in?v=2&size=x", "app://mail/in?v=3",
            "app://mail/in", "app://mail/in?v=2&debug", "app://mail/in?v=2&unread=", "app://mail/in?v=2&unread=false&size=7&at=-3",
            "app://mail/in?v=2&at=99999999999999999999", "app://mail/in?v=2&note=a+b%20c", "app://mail/in?v=2&note=%22q%22%5C%0A",
            "app://mail/in?v=2&note=%C3%A9t%C3%A9&size=9", "app://mail/a%2Fb?v=2&note=x", "app://mail/in?note=x&v=2&other=y",
            "app://mail/in?v=2&note=%E2%80%A8",
            "app://day/12/31", "app://day/1/1", "app://day/13/1", "app://day/0/1", "app://day/1/32", "app://day/-1/1",
            "app://page/3", "app://page/3?sort=old", "app://page/3?sort=",
            "app://search?q=a&x=1", "app://search?q=a", "app://search?q=a&z=1&b=%22&a+b=c&a=", "app://search?q=a&x=1&x=2",
            "app://search?x=1&q=a&y", "app://numbered", "app://numbered?n=3&t=x", "app://numbered?on=0&t=",
            "app://list?sort=new", "app://list?sort=new-in", "app://list?sort=Not", "app://list?sort=a--b", "app://flag/true",
            "app://flag/maybe", "app://flag/1", "app://flag/0", "app://flag/false", "app://flag/%74rue", "app://flag/TRUE",
            // Redirects read from their captures: a template filled with them (each value encoded, an open map's query
            // string as it is), a whole value, a hop to no link, to a redirect, to an exclusion, to a route that refuses it.
            "app://old/in?n=3", "app://old/in", "app://old/a%2Fb?n=7&x=1&y=%22", "app://old/in?n=51", "app://old/in?n=x",
            "app://old/in?n=1&n=2", "app://go?to=app%3A%2F%2Fmail%2Fin%3Fv%3D2", "app://go?to=nothing", "app://go?to=%2Fold%2Fin",
            "app://go?to=%2Fgone", "app://go?to=%2Fmail%2Fin", "app://go?to=%2Fsearch%3Fq%3Da%26x%3D1",
        ]
        let answered = LinkWriterTests.expectSameBytes(lines, table: table)
        #expect(answered >= 40, "the writer answered \(answered) of \(lines.count)")
        let hop = try #require(LinkWriterTests.written("app://old/x?n=4&k=v", writer))
        #expect(hop.contains(#""redirects":[{"route":"old.mail","url":"app://mail/x?v=2&size=4&note=k=v"}]"#), "\(hop)")
        // The values as the general path reads them, into the screen's parameters and its title.
        let mail = try #require(LinkWriterTests.written("app://mail/in?v=2&unread=1&size=7&note=a+b%22", writer))
        #expect(mail.contains(#""params":{"box":"in","note":"a b\"","size":7,"unread":true}"#), "\(mail)")
        #expect(mail.contains(#""title":"Mail in: a b\"""#), "\(mail)")
        let found = try #require(LinkWriterTests.written("app://search?q=z&b=2&a=%C3%A9", writer))
        #expect(found.contains(#""params":{"filters":{"a":"é","b":"2"},"q":"z"}"#), "\(found)")
        #expect(found.contains(#""title":"z: a=%C3%A9&b=2""#), "\(found)")
        let numbered = try #require(LinkWriterTests.written("app://numbered?on=false", writer))
        #expect(numbered.contains(#""params":{"n":7,"on":false,"t":"a \"b\""}"#), "\(numbered)")
    }

    @Test func aQueryValueIsReadAsTheRouteReadsIt() {
        func read(_ written: String, _ query: String) -> String {
            guard let requirement = try? RoutePattern(written).query.first, let capture = QueryCapture(requirement, fallback: nil),
                  let link = try? DeepLink("app://x?" + query) else { return "none" }
            switch capture.read(link.queryItems) {
            case .captured(let value):
                switch value.form {
                case .number: return "number \(value.number)"
                case .flag: return "flag \(value.number)"
                case .item: return "item \(value.range.lowerBound)"
                case .map: return "map \(value.number)"
                case .constant: return "constant \(value.range.count)"
                case .text, .escaped: return "path"
                }
            case .nothing: return "nothing"
            case .route: return "route"
            }
        }
        #expect(read("/x?b={b:bool}", "b=true") == "flag 1")
        #expect(read("/x?b={b:bool}", "b=1") == "flag 1")
        #expect(read("/x?b={b:bool}", "b=false") == "flag 0")
        #expect(read("/x?b={b:bool}", "b=0") == "flag 0")
        #expect(read("/x?b={b:bool}", "b=TRUE") == "route")
        #expect(read("/x?b={b:bool?}", "") == "nothing")
        #expect(read("/x?b={b:bool}", "") == "route")
        #expect(read("/x?n={n:int}", "a=1&n=-42") == "number -42")
        #expect(read("/x?n={n:int}", "n=+4") == "route")
        #expect(read("/x?n={n:int}", "n=99999999999999999999") == "route")
        #expect(read("/x?n={n:int(1...5)}", "n=5") == "number 5")
        #expect(read("/x?n={n:int(1...5)}", "n=6") == "route")
        #expect(read("/x?n={n:int(1...5)?}", "n=") == "nothing")
        #expect(read("/x?t={t}", "u=1&t=a+b") == "item 1")
        #expect(read("/x?t={t}", "t=") == "route")
        #expect(read("/x?t=on", "t=on") == "nothing")
        #expect(read("/x?t=on", "t=off") == "route")
        #expect(read("/x?t={t:slug}", "t=a-b") == "item 0")
        #expect(read("/x?t={t:slug}", "t=A") == "route")
        #expect(read("/x?t={t:uuid}", "t=123e4567-e89b-12d3-a456-426614174000") == "item 0")
        #expect(read("/x?t={t:uuid}", "t=123e4567") == "route")
        #expect(read("/x?t={t:path}", "t=a") == "none")
        // Every kind read by hand reads each value as the route's own reading does (its shape, then its kind's value).
        let values = ["0", "1", "-7", "+4", "007", "99999999999999999999", "true", "false", "TRUE", "a", "a-b", "A", "a--b", "x y",
                      "123e4567-e89b-12d3-a456-426614174000", "123e4567-e89b-12d3-a456-42661417400", "é"]
        for kind in ["", ":int", ":int(1...5)", ":bool", ":slug", ":uuid"] {
            for value in values {
                let route: String
                if case .parameter(_, let parsed)? = (try? RoutePattern("/x?t={t\(kind)}"))?.query.first?.value,
                   parsed.fitsShape(value.utf8) == true,
                   let made = parsed.value(of: value, urlHosts: []) {
                    switch made {
                    case .int(let number): route = "number \(number)"
                    case .bool(let flag): route = "flag \(flag ? 1 : 0)"
                    case .string, .map: route = "item 0"
                    }
                } else {
                    route = "route"
                }
                #expect(read("/x?t={t\(kind)}", "t=" + PercentEncoding.encode(value)) == route, "{t\(kind)} = \(value)")
            }
        }
        // A default's text where the route keeps it; an open map's items, a bit each.
        let text = Array("new".utf8)
        let fallback = text.withUnsafeBufferPointer { bytes in
            (try? RoutePattern("/x?t={t}").query.first).flatMap { QueryCapture($0, fallback: TemplateCapture(constant: bytes)) }
        }
        if case .captured(let value)? = fallback?.read([]) { #expect(value.form == .constant && value.range.count == 3) }
        else { Issue.record("a default was not read") }
        let map = QueryCapture(mapBesides: ["q"]), items = try? DeepLink("app://x?a=1&q=2&b=3").queryItems
        if case .captured(let value)? = items.map(map.read) { #expect(value.form == .map && value.number == 0b101) }
        else { Issue.record("a map was not read") }
        if case .route? = (try? DeepLink("app://x?a=1&a=2").queryItems).map(map.read) {} else { Issue.record("a map's name given twice was read") }
    }
}
