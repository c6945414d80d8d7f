import Foundation
import Testing
@_spi(Engine) @testable import LinkStack

/// The dispatcher's search runs on each thread's own match context, so one table and one writer
/// serve several threads at once: each thread gets every answer one thread alone gets, and no
/// thread is turned away because another is matching.
@Suite struct LinkReadingThreadTests {
    @Test(arguments: ["", "/blog"])
    func aLaneSharedByThreadsAnswersEachAsOneThreadDoes(_ folder: String) throws {
        let table = try RouteTable(contentsOf: TestPaths.routes + folder)
        let lines = table.samples(perRoute: 4, misses: 0.1, seed: 11).map(\.url)
        let resolver = Resolver(table: table)
        let writer = try #require(LinkReadingTests.Writer(resolver))
        let batch = BatchResolver(resolver: resolver)
        for line in lines + lines { _ = batch.resolve(line: line) }  // each kind's template made
        let alone = lines.map { LinkReadingTests.written($0, writer) }
        let answered = alone.compactMap { $0 }.count
        #expect(answered > lines.count / 2, "the writer answered \(answered) of \(lines.count) lines")
        let differences = Locked(0), counts = Locked([Int]())
        DispatchQueue.concurrentPerform(iterations: 8) { turn in
            var random = SampleGenerator(seed: UInt64(turn))
            var count = 0
            for index in lines.indices.shuffled(using: &random) {
                let written = LinkReadingTests.written(lines[index], writer)
                if written != nil { count += 1 }
                if written != alone[index] { differences.withLock { $0 += 1 } }
            }
            counts.withLock { $0.append(count) }
        }
        #expect(differences.withLock { $0 } == 0)
        #expect(counts.withLock { $0 } == Array(repeating: answered, count: 8))
    }

    @Test func aTableSharedByThreadsMatchesEachLinkAsOneThreadDoes() throws {
        let table = try RouteTable(contentsOf: TestPaths.routes + "/blog")
        let links = table.samples(perRoute: 6, misses: 0.2, seed: 5).compactMap { try? DeepLink($0.url, options: table.linkOptions) }
        let alone = links.map(Self.answer(table))
        let differences = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { turn in
            var random = SampleGenerator(seed: UInt64(turn) + 100)
            for index in links.indices.shuffled(using: &random) where Self.answer(table)(links[index]) != alone[index] {
                differences.withLock { $0 += 1 }
            }
        }
        #expect(differences.withLock { $0 } == 0)
        #expect(alone.contains { $0.hasPrefix("route ") } && alone.contains { $0.hasPrefix("error ") })
    }

    /// A match as text: the route and its parameters, or the error.
    static func answer(_ table: RouteTable) -> (DeepLink) -> String {
        { link in
            do throws(ResolutionError) {
                let found = try table.match(link)
                return "route \(found.route.name) \(found.params)"
            } catch {
                return "error \(error)"
            }
        }
    }
}
