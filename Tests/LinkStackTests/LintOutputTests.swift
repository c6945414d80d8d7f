import Foundation
import Testing
@testable import LinkStack

/// Lint reports a cause once, with its consequences as one note, not one error per consequence.
@Suite struct LintOutputTests {
    /// The problems loading `yaml` stops with.
    static func problems(_ yaml: String) -> [RouteFileProblem] {
        do throws(RouteFileError) {
            _ = try RouteTable(yaml: yaml)
            return []
        } catch {
            return error.problems
        }
    }

    static let screens = """
        screens:
          Login: {}
          Home: {}
          Library: {}
          Search: {}
          Results: { parent: Search }
          Album: { parent: Results }
        routes:
          - { pattern: /, screen: Home }
          - { pattern: /login, screen: Login }
          - { pattern: /albums, screen: Album }
        """

    /// A misspelt tab is one error; the screens under the tab it meant are named in it.
    @Test func aMisspeltTabIsOneErrorNamingTheScreensItStrands() {
        let problems = Self.problems("schemes: [tunes]\nflows:\n  signIn: { root: Login }\n  main: { tabs: [Home, Library, Serch] }\n" + Self.screens)
        #expect(problems.map(\.message) == [
            "tab root 'Serch' of flow 'main' is not a screen; did you mean 'Search'? (until it is fixed, these 3 screens are reachable "
                + "from no flow: 'Search', 'Results', 'Album')",
        ])
    }

    /// `root:` and `tabs:` together are one error: the flow keeps its tabs, so its screens reach it.
    @Test func rootAndTabsTogetherAreOneError() {
        let problems = Self.problems("schemes: [tunes]\nflows:\n  signIn: { root: Login }\n  main: { root: Home, tabs: [Home, Library, Search] }\n"
                                     + Self.screens)
        #expect(problems.map(\.message) == ["flow 'main' needs exactly one of 'root' (one stack) and 'tabs'"])
    }

    /// A catch-all given a priority shadows every route after it: one error at the catch-all.
    @Test func aCatchAllThatShadowsManyRoutesIsOneError() throws {
        let table = try RouteTable(yaml: """
            schemes: [app]
            screens: { Home: {}, A: { parent: Home }, B: { parent: Home }, C: { parent: Home }, All: { parent: Home } }
            routes:
              - { pattern: /, screen: Home }
              - { pattern: /a, screen: A }
              - { pattern: /b, screen: B }
              - { pattern: '/c/{id}', screen: C }
              - { pattern: '/{rest:path}', screen: All, priority: 1 }
            """)
        let problems = RouteLinter(table: table).shadowedRoutes()
        #expect(problems.map(\.description) == [
            "<routes>:8:5: error: route 'All' (/{rest:path}) answers every link of 3 routes that come after it, because priority 1 "
                + "beats 0, so none of them can ever match: 'A', 'B', 'C'",
        ])
    }

    /// A key given twice is reported where it is given the second time, in one line.
    @Test(arguments: [
        ("screens:\n  Home: {}\n  Home: { title: X }\n", 5, 3, "first at line 4, column 3"),
        ("screens: { Home: {}, Home: {} }\n", 3, 22, "first at line 3, column 12"),
    ])
    func aDuplicateKeyIsReportedWhereItIsRepeated(_ screens: String, line: Int, column: Int, first: String) {
        let problems = Self.problems("# a comment\nschemes: [app]\n" + screens + "routes:\n  - { pattern: /, screen: Home }\n")
        #expect(problems.map(\.location) == [SourceLocation(file: "<routes>", line: line, column: column)])
        #expect(problems.first?.message == "key 'Home' is given twice in one mapping, \(first); a key may appear once "
                + "(which value counts would be a guess)")
    }

    /// A redirect written without its `/` gets a did-you-mean when the table has that path.
    @Test func aRedirectWithoutItsSlashGetsADidYouMean() {
        let problems = Self.problems("""
            schemes: [tunes, https]
            hosts: [tunes.example.com]
            screens: { Home: {}, SignIn: {} }
            routes:
              - { pattern: /, screen: Home }
              - { pattern: /signin, screen: SignIn }
              - { name: login, pattern: /login, redirect: signin }
              - { name: old, pattern: /old, redirect: nowhere }
            """)
        #expect(problems.map(\.message) == [
            "a redirect is a path (\"/posts/{id}\"), one whole parameter (\"{redirect_to}\") or a link on this table's schemes and "
                + "hosts; 'signin' is none of them; did you mean '/signin'?",
            "a redirect is a path (\"/posts/{id}\"), one whole parameter (\"{redirect_to}\") or a link on this table's schemes and "
                + "hosts; 'nowhere' is none of them",
        ])
    }

    /// `routes list` shows a route with its own hosts only on the schemes whose links carry one.
    @Test func aHostOnlyRouteIsListedOnlyOnSchemesWithHosts() throws {
        let summaries = try RouteTable(contentsOf: TestPaths.routes + "/blog").summaries
        let schemes = Dictionary(uniqueKeysWithValues: summaries.map { ($0.name, $0.schemes) })
        #expect(schemes["site.post"] == ["https", "wpcom"])
        #expect(schemes["reader.post"] == ["https", "wordpress", "wpcom"])
    }
}
