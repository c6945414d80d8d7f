import Foundation
import Testing
@testable import LinkStack

/// A compiled table records the route files it came from, so one older than its YAML says it is
/// stale instead of answering `no_route` for a route added since; `routes lint` reads it.
@Suite struct CompiledTableSourcesTests {
    /// A recorded source that is now larger than a route file may be is stale without being read,
    /// whatever its checksum (a crafted table that named a 3 GB file with no size recorded cost
    /// 3.1 GB a load; issue 61). Here 5 MiB of zeros, recorded with their own checksum.
    @Test func aSourceLargerThanARouteFileIsStaleUnread() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("linkstack-huge-source-\(getpid()).yaml").path
        let zeros = Data(count: 5 << 20)
        #expect(FileManager.default.createFile(atPath: path, contents: zeros))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorded = CompiledTableSources.File(path: path, checksum: CompiledTableSources.checksum(zeros), size: 0, modified: 0)
        #expect(!recorded.isUnchanged(at: path))
        let small = Data(count: 1 << 10)
        try small.write(to: URL(fileURLWithPath: path))
        #expect(CompiledTableSources.File(path: path, checksum: CompiledTableSources.checksum(small), size: 0, modified: 0).isUnchanged(at: path))
    }

    /// A checkout in the temporary folder: `Routes/` copied from the shipped one, and `build/`.
    final class Checkout {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("linkstack-lsc-\(UUID().uuidString)").path
        var routes: String { root + "/Routes" }
        var table: String { root + "/build/shop.lsc" }

        init() throws {
            try FileManager.default.createDirectory(atPath: root + "/build", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: routes, withIntermediateDirectories: true)
            for name in ["shop.yaml", "settings.yaml"] {
                try FileManager.default.copyItem(atPath: TestPaths.file("Routes/\(name)"), toPath: "\(routes)/\(name)")
            }
            let table = try RouteTable(contentsOf: routes)
            let sources = CompiledTableSources(routes: routes, besideTableAt: self.table)
            try Data(CompiledTable.bytes(of: table, sources: sources)).write(to: URL(fileURLWithPath: self.table))
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        func append(_ text: String, to name: String) throws {
            let handle = try #require(FileHandle(forWritingAtPath: "\(routes)/\(name)"))
            handle.seekToEndOfFile()
            handle.write(Data(text.utf8))
            handle.closeFile()
        }
    }

    @Test func theSourcesAreRecordedRelativeToTheTable() throws {
        let checkout = try Checkout()
        let sources = try #require(try CompiledTable.table(atPath: checkout.table).compiledSources)
        #expect(sources.routes == "../Routes")
        #expect(sources.files.map(\.path) == ["../Routes/settings.yaml", "../Routes/shop.yaml"])
        #expect(sources.staleness(besideTableAt: checkout.table) == nil)
    }

    @Test func aChangedAddedOrRemovedFileMakesItStale() throws {
        let checkout = try Checkout()
        try checkout.append("\n# a new route would go here\n", to: "shop.yaml")
        try FileManager.default.copyItem(atPath: TestPaths.file("Routes/blog/blog.yaml"), toPath: checkout.routes + "/blog.yaml")
        try FileManager.default.removeItem(atPath: checkout.routes + "/settings.yaml")
        let table = try CompiledTable.table(atPath: checkout.table)
        let stale = try #require(table.staleness(atPath: checkout.table))
        #expect(stale.severity == .warning && stale.location == SourceLocation(file: checkout.table, line: 1, column: 1))
        for change in ["blog.yaml added", "shop.yaml changed", "settings.yaml removed"] {
            #expect(stale.message.contains(change), "\(stale.message)")
        }
        #expect(table.staleness(atPath: checkout.table, strict: true)?.severity == .error)
        #expect(RouteTable.lint(contentsOf: checkout.table).contains(stale))
        #expect(RouteTable.lint(contentsOf: checkout.table, strict: true).first?.severity == .error)
    }

    /// A file whose time moved but whose bytes did not (a checkout) is not stale; an edit of the
    /// same size is, by its checksum.
    @Test func theChecksumDecidesWhenTheTimeMoved() throws {
        let checkout = try Checkout()
        let shop = checkout.routes + "/shop.yaml"
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 3_600)], ofItemAtPath: shop)
        let table = try CompiledTable.table(atPath: checkout.table)
        #expect(table.staleness(atPath: checkout.table) == nil)
        var text = try String(contentsOfFile: shop, encoding: .utf8)
        let index = try #require(text.firstIndex(of: "#"))
        text.replaceSubrange(index...index, with: "%")  // the same size
        try Data(text.utf8).write(to: URL(fileURLWithPath: shop))
        #expect(table.staleness(atPath: checkout.table)?.message.contains("shop.yaml changed") == true)
    }

    @Test func aTableWithoutItsSourcesChecksNothing() throws {
        let checkout = try Checkout()
        try FileManager.default.removeItem(atPath: checkout.routes)
        #expect(try CompiledTable.table(atPath: checkout.table).staleness(atPath: checkout.table) == nil)
    }

    /// Linting a compiled table finds what linting its route files finds.
    @Test func lintReadsACompiledTable() throws {
        let checkout = try Checkout()
        #expect(RouteTable.lint(contentsOf: checkout.table).isEmpty)
        let table = try RouteTable(contentsOf: TestPaths.file("Tests/Fixtures/RouteFiles/rank.yaml"))
        let path = checkout.root + "/build/lint.lsc"
        try Data(CompiledTable.bytes(of: table)).write(to: URL(fileURLWithPath: path))
        let fromYAML = RouteTable.lint(contentsOf: TestPaths.file("Tests/Fixtures/RouteFiles/rank.yaml"))
        #expect(!fromYAML.isEmpty)
        #expect(RouteTable.lint(contentsOf: path).map(\.message) == fromYAML.map(\.message))
    }
}
