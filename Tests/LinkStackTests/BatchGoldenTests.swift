import Foundation
import Testing
import LinkStack

/// The bytes `linkstack resolve --batch` writes stay those of the commit before the fast path
/// (`Tests/Fixtures/batch-golden`, README there): the GitHub corpus by digest, the shop links whole.
@Suite struct BatchGoldenTests {
    static let folder = TestPaths.fixtures + "/batch-golden"

    /// FNV-1a, 64 bits: the digest `github-expected.fnv` holds for each line.
    static func digest(_ bytes: some Sequence<UInt8>) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Each line of `lines` resolved as `--batch` does, one output line each, without newlines.
    static func batchLines(_ lines: [String], _ batch: BatchResolver<Resolver>) -> [[UInt8]] {
        var output: [UInt8] = []
        for line in lines { batch.resolve(line: line, into: &output) }
        return output.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast().map(Array.init)
    }

    @Test func theGitHubCorpusGivesTheSameBytes() throws {
        let table = try RouteTable(contentsOf: Self.folder + "/github-routes.yaml")
        let links = try GitHubCorpus.urls(count: 10, seed: 1, misses: 0.1).map { "app:/" + $0.path }
        let expected = try String(contentsOfFile: Self.folder + "/github-expected.fnv", encoding: .utf8).split(separator: "\n")
        try #require(links.count == 8_888 && expected.count == links.count)
        let written = Self.batchLines(links, BatchResolver(resolver: Resolver(table: table)))
        try #require(written.count == links.count)
        let wrong = links.indices.filter { Self.digest(written[$0]) != expected[$0] }
        #expect(wrong.isEmpty, "\(wrong.count) lines differ; the first: \(wrong.first.map { links[$0] } ?? "") → \(wrong.first.map { String(decoding: written[$0], as: UTF8.self) } ?? "")")
    }

    @Test(arguments: [("shop-expected.jsonl", [:]), ("shop-signed-in-expected.jsonl", ["signedIn": true])])
    func theShopLinksGiveTheSameBytes(expectedFile: String, context: [String: Bool]) throws {
        let links = try String(contentsOfFile: Self.folder + "/shop-links.txt", encoding: .utf8).split(separator: "\n",
                                                                                                       omittingEmptySubsequences: false)
            .dropLast().map(String.init)
        let expected = try String(contentsOfFile: Self.folder + "/" + expectedFile, encoding: .utf8).split(separator: "\n")
        let batch = BatchResolver(resolver: Resolver(table: try RouteTable(contentsOf: TestPaths.routes)), context: NavigationContext(context))
        let written = Self.batchLines(links, batch).map { String(decoding: $0, as: UTF8.self) }
        try #require(written.count == expected.count)
        for index in links.indices where written[index] != expected[index] {
            Issue.record("\(links[index]): \(written[index]) instead of \(expected[index])")
        }
    }

    /// The lines of a file in the golden folder, without the last newline.
    static func lines(_ name: String) throws -> [String] {
        try String(contentsOfFile: folder + "/" + name, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map(String.init)
    }

    /// `linkstack routes samples` over `Routes/` and `Routes/blog` (recorded by
    /// `Scripts/record-sample-golden.sh` before issue 33's one path): signed out, signed in, and
    /// as request lines carrying their own current state, each line's bytes by digest.
    @Test(arguments: [
        ("Routes", "samples-shop-links.txt", "samples-shop-signed-out.fnv", false),
        ("Routes", "samples-shop-links.txt", "samples-shop-signed-in.fnv", true),
        ("Routes", "samples-shop-current-lines.txt", "samples-shop-current.fnv", true),
        ("Routes/blog", "samples-blog-links.txt", "samples-blog-plain.fnv", false),
        ("Routes/blog", "samples-blog-current-lines.txt", "samples-blog-current.fnv", false),
    ])
    func theSampleLinksGiveTheSameBytes(routes: String, linksFile: String, expectedFile: String, signedIn: Bool) throws {
        let links = try Self.lines(linksFile), expected = try Self.lines(expectedFile)
        try #require(!links.isEmpty && links.count == expected.count)
        let batch = BatchResolver(resolver: Resolver(table: try RouteTable(contentsOf: TestPaths.file(routes))),
                                  context: NavigationContext(signedIn ? ["signedIn": true] : [:]))
        let written = Self.batchLines(links, batch)
        try #require(written.count == links.count)
        for index in links.indices where Self.digest(written[index]) != expected[index] {
            Issue.record("\(links[index]): \(String(decoding: written[index], as: UTF8.self)) differs from the recorded bytes")
        }
    }

    /// The recorded links are what `routes samples --per-route 3 --misses 0.1 --seed 1` prints.
    @Test(arguments: [("Routes", "samples-shop-links.txt"), ("Routes/blog", "samples-blog-links.txt")])
    func theSampleLinksAreWhatRoutesSamplesPrints(routes: String, linksFile: String) throws {
        let table = try RouteTable(contentsOf: TestPaths.file(routes))
        #expect(table.samples(perRoute: 3, misses: 0.1, seed: 1).map(\.url) == (try Self.lines(linksFile)))
    }
}
