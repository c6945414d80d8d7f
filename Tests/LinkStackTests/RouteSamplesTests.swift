import Foundation
import Testing
@testable import LinkStack

/// `RouteTable.samples`: links for every route, each resolving to the route it is listed with.
@Suite struct RouteSamplesTests {
    /// Every table the tests load: the shipped ones, the fixtures' that load, the GitHub table.
    static func tables() -> [(String, RouteTable)] {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: TestPaths.fixtures + "/RouteFiles")) ?? [])
            .filter { $0.hasSuffix(".yaml") }.sorted().map { TestPaths.fixtures + "/RouteFiles/" + $0 }
        let paths = [TestPaths.routes, TestPaths.routes + "/blog", TestPaths.fixtures + "/batch-golden/github-routes.yaml"] + files
        return paths.compactMap { path in (try? RouteTable(contentsOf: path)).map { (path, $0) } }
    }

    @Test func everySampleResolvesToItsRouteAndEveryRouteIsSampled() throws {
        let tables = Self.tables()
        #expect(tables.count > 10)
        for (path, table) in tables {
            let samples = table.samples(perRoute: 2, misses: 0.2, seed: 3)
            for sample in samples {
                let answer = (try? table.link(resolving: sample.url)).flatMap { try? table.match($0) }
                #expect(answer?.route.name == sample.route, "\(path): \(sample.url)")
            }
            let sampled = Set(samples.filter { !$0.isMiss }.compactMap(\.route))
            let shadowed = Set(RouteLinter(table: table).shadowedRoutes().map(\.location))  // they can never match
            let unsampled = table.routes.filter { route in
                if case .exclude = route.target { return false }
                if route.isInternal { return false }  // no link of its own: only a redirect reaches it
                return !sampled.contains(route.name) && !shadowed.contains(route.location)
            }
            #expect(unsampled.isEmpty, "\(path): \(unsampled.map(\.name))")
        }
    }

    @Test func theSeedDecidesTheSamplesAndMissesAreAFraction() throws {
        let table = try RouteTable(contentsOf: TestPaths.routes)
        let first = table.samples(perRoute: 4, misses: 0.25, seed: 9)
        #expect(first == table.samples(perRoute: 4, misses: 0.25, seed: 9))
        #expect(first != table.samples(perRoute: 4, misses: 0.25, seed: 10))
        let written = first.filter { !$0.isMiss }.count
        #expect(first.filter(\.isMiss).count == Int((Double(written) * 0.25).rounded()))
        #expect(table.samples(perRoute: 1, misses: 0, seed: 1).allSatisfy { !$0.isMiss })
        #expect(first.allSatisfy { $0.line == $0.url + "\t" + ($0.route ?? "-") })
    }
}
