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
}
