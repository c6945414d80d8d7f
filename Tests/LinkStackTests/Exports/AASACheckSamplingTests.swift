import Foundation
import Testing
@testable import LinkStack

/// `routes lint --aasa` samples every route by its parameters' kinds, and flags a component that
/// sends some links no route takes, not only one that sends none.
@Suite struct AASACheckSamplingTests {
    /// Routes whose parameters no single value fits: a word list, a `uuid` with an `int`, a regex.
    static func music() throws -> RouteTable {
        try RouteTable(yaml: """
            schemes: [https]
            hosts: [tunes.example.com]
            screens: { Home: {}, Settings: { parent: Home }, Playlist: { parent: Home }, Code: { parent: Home }, Version: { parent: Home } }
            routes:
              - { pattern: /, screen: Home }
              - { pattern: '/settings/{section:(account|playback)}', screen: Settings }
              - { pattern: '/playlists/{id:uuid}/tracks/{n:int(1...500)}', screen: Playlist }
              - { pattern: '/redeem/{code:[A-Z]{3}}', screen: Code }
            """)
    }

    static func file(_ components: String) throws -> AASAFile {
        try AASAFile(text: #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.tunes"], "components": [\#(components)]}]}}"#)
    }

    @Test func everyRouteIsSampledByItsParametersKinds() throws {
        let table = try Self.music()
        let check = try AASACheck(table: table, file: Self.file(#"{"/": "/"}, {"/": "/playlists/*"}"#))
        #expect(check.unchecked.isEmpty)
        #expect(Dictionary(uniqueKeysWithValues: check.lostRoutes.map { ($0.route, $0.link) }) == [
            "Settings": "https://tunes.example.com/settings/account",
            "Code": "https://tunes.example.com/redeem/ABC",
        ])
    }

    /// A route no value can be written for is reported unchecked (an error in `routes lint`).
    @Test func aRouteThatCannotBeSampledIsUnchecked() throws {
        let table = try RouteTable(yaml: """
            schemes: [https]
            hosts: [tunes.example.com]
            screens: { Home: {}, Version: { parent: Home } }
            routes:
              - { pattern: /, screen: Home }
              - { pattern: '/v/{version:v[0-9]+\\.[0-9]+}', screen: Version }
            """)
        #expect(try AASACheck(table: table, file: Self.file(#"{"/": "*"}"#)).unchecked == ["Version"])
    }

    /// `{"/": "*"}` sends every path to the app; some of them no route takes, and no route's own
    /// component would send them: flagged, with a sample. The playlist component sends paths no
    /// route takes too (`n` is `1abc`), but only as the over-cover an AASA pattern cannot avoid
    /// (it cannot say `int`); `/settings/*` sends `/settings/`, which no route takes.
    @Test func aComponentThatSendsSomeLinksNoRouteTakesIsFlagged() throws {
        let playlist = #"{"/": "/playlists/????????-????-????-????-????????????/tracks/?*"}"#
        let check = try AASACheck(table: Self.music(), file: Self.file(#"\#(playlist), {"/": "/settings/*"}, {"/": "*"}"#))
        #expect(check.lostRoutes.isEmpty)
        #expect(check.strayComponents.map(\.pattern) == ["/settings/*", "*"])
        #expect(check.strayComponents.map(\.samplePath) == ["/settings/", "/1"])
    }
}
