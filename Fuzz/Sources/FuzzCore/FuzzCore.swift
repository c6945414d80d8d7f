import Foundation
import FuzzSupport
@_spi(Engine) @testable import LinkStack

/// The shipped `Routes/` and `Routes/blog`, and a table of routes with their own regexes (inline
/// segments, typed query values, a `regex:` route, in the language both engines run alike), each
/// with the engine's resolver and the core's PCRE2-free one (what `linkstack generate swift` embeds).
private let pairs: [(engine: BatchResolver<Resolver>, core: BatchResolver<CoreResolver>)] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    let regexes = """
        schemes: [app, shop]
        screens: { Home: {}, Item: { params: [v] }, Tag: { params: [t] } }
        routes:
          - { name: home, pattern: '/', screen: Home }
          - { name: code, pattern: '/items/{v:[A-Z]{2}-\\\\d{2,4}+}', screen: Item }
          - { name: word, pattern: '/items/{v:(?i:[a-z]+(?:-[a-z]+){0,3})}', screen: Item }
          - { name: tag, pattern: '/tags?t={t:[\\\\p{L}\\\\p{N}_]{1,20}(?![\\\\s])}', screen: Tag }
          - { name: raw, regex: '^/raw/(?<v>(?>[0-9]+|x))(?:/(?=[a-c])(?<t>[a-c]+))?$', screen: Item }
          - { name: old, pattern: '/old/{v}', redirect: '/items/{v}' }
        """
    var tables = ["/Routes", "/Routes/blog"].map { folder in
        guard let table = try? RouteTable(contentsOf: root + folder) else { fatalError("cannot load \(root)\(folder)") }
        return table
    }
    guard let table = try? RouteTable(yaml: regexes) else { fatalError("the regex table does not load") }
    tables.append(table)
    return tables.map { table in
        guard let core = try? CoreResolver(table: table.linkTable) else { fatalError("the core refuses \(table.routes.map(\.name))") }
        return (BatchResolver(resolver: Resolver(table: table)), BatchResolver(resolver: core))
    }
}()

/// Feeds the input to both resolvers of each table as one `resolve --batch` line (a URL, or a
/// JSON object with `url`, `current` and `context`): the two must print the same bytes, unless
/// the engine stopped at its match limit, which the core never raises.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCore(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let line = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    for (engine, core) in pairs {
        let expected = engine.resolve(line: line)
        guard !expected.contains(#""code":"match_limit""#), !expected.contains(#""code":"match_budget""#) else { continue }
        let actual = core.resolve(line: line)
        fuzzCheck(actual == expected, "the core answers \(actual) where the engine answers \(expected) for \(line)")
    }
    return 0
}
