import Foundation
import Testing
@testable import LinkStack

/// What `routes lint` warns about so that the tools that come after it agree: a regex the core
/// cannot run (which `generate swift` refuses), a context name only ever required negated.
@Suite struct LintWarningTests {
    static let coreRegex = TestPaths.fixtures + "/RouteFiles/core-regex.yaml"

    /// Lint warns about what `generate swift` refuses; with `core` those are the very errors it
    /// fails with, risky regexes included.
    @Test func aRegexTheCoreCannotRunIsAWarningAndWithCoreAnError() throws {
        let table = try RouteTable(contentsOf: Self.coreRegex)
        let refused = try #require(table.portabilityError).problems
        let byDefault = RouteTable.lint(contentsOf: Self.coreRegex)
        #expect(byDefault.allSatisfy { $0.severity == .warning })
        #expect(byDefault.map(\.location).contains(refused[0].location) && byDefault.contains { $0.message.contains("'\\w+' cannot run in the app") })
        // The risky regex is named once by default, by the risky-regex warning.
        #expect(byDefault.filter { $0.location.line == 8 }.count == 1)
        let core = RouteTable.lint(contentsOf: Self.coreRegex, core: true)
        #expect(core.filter { $0.severity == .error } == refused)
        #expect(RouteTable.lint(contentsOf: TestPaths.routes, core: true).isEmpty)
        #expect(RouteTable.lint(contentsOf: TestPaths.routes + "/blog", core: true).isEmpty)
    }

    @Test func aContextNameOnlyRequiredNegatedIsAWarningWithADidYouMean() throws {
        let table = try RouteTable(contentsOf: TestPaths.fixtures + "/RouteFiles/negated-only-name.yaml")
        #expect(table.warnings.map(\.description) == [
            TestPaths.fixtures + "/RouteFiles/negated-only-name.yaml:5:44: warning: context name 'onbaorded' is only ever required "
                + "negated ('!onbaorded'): unless the app's context gives it, it counts as false and this guard always lets the "
                + "user through; did you mean 'onboarded'?",
        ])
        // A name also required as it is, like signedIn in the shipped tables, is not reported.
        #expect(try RouteTable(contentsOf: TestPaths.routes).warnings.isEmpty)
        #expect(try RouteTable(contentsOf: TestPaths.fixtures + "/RouteFiles/guarded-music.yaml").warnings.isEmpty)
    }

    /// A route giving a screen fewer parameters than its other routes do narrows what the screen
    /// keeps below the top everywhere: a warning at that route, naming what is lost.
    @Test func aRouteThatNarrowsWhatAScreenKeepsIsAWarning() throws {
        let path = TestPaths.fixtures + "/RouteFiles/narrowing-route.yaml"
        let table = try RouteTable(contentsOf: path)
        #expect(table.screens["Album"]?.parameterNames == ["album"])
        let problems = RouteLinter(table: table).narrowingRoutes()
        #expect(problems.map(\.location.line) == [13])
        #expect(problems.first?.message.hasPrefix("route 'short' shows 'Album' on top with fewer parameters than its other routes give it, "
                                                  + "so below the top 'Album' keeps only 'album' in every route and loses 'sort'") == true)
        #expect(problems.first?.message.contains("params: [album, sort]") == true)
        #expect(RouteTable.lint(contentsOf: path) == problems)
        // What the warning is about: from the album the user is on, a track link pops it.
        let resolver = Resolver(table: table)
        let current = NavigationState([Screen("Home"), Screen("Album", params: ["album": 5, "sort": "name"])])
        #expect(try resolver.resolve("tunes://albums/5/tracks/2", from: current).plan.pops == 1)
    }
}
