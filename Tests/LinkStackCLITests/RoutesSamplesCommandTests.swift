import Foundation
import LinkStack
import Testing

/// `linkstack routes samples`: one `URL<TAB>route` line per link, each resolving to that route.
@Suite struct RoutesSamplesCommandTests {
    @Test func everyLineResolvesToTheRouteItNames() throws {
        let output = try CLI.run(["routes", "samples", "--routes", "Routes", "--per-route", "2", "--misses", "0.5", "--seed", "4"])
        #expect(output.status == 0 && output.stderr.isEmpty)
        let lines = output.stdout.split(separator: "\n").map { $0.split(separator: "\t").map(String.init) }
        #expect(lines.count > 20 && lines.allSatisfy { $0.count == 2 })
        let results = try CLI.run(["resolve", "--batch", "--routes", "Routes"], input: lines.map { $0[0] + "\n" }.joined())
        let routes = results.stdout.split(separator: "\n").map { line -> String in
            guard case .string(let route)? = (try? JSONValue(parsing: String(line)))?["route"] else { return "-" }
            return route
        }
        #expect(routes == lines.map { $0[1] })
        #expect(routes.contains("-"))  // the near misses include links no route answers
        #expect(try CLI.run(["routes", "samples", "--routes", "Routes", "--per-route", "2", "--misses", "0.5", "--seed", "4"]).stdout
                == output.stdout)
    }

    @Test func aBadCountIsAUsageError() throws {
        let output = try CLI.run(["routes", "samples", "--per-route", "0"])
        #expect(output.status == 64)
        #expect(output.stdout.contains("--per-route must be at least 1"))
    }
}
