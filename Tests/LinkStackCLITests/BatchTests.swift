import Foundation
import LinkStack
import Testing

/// `linkstack resolve --batch`: one JSON line out per line in, in order, errors included.
@Suite struct BatchTests {
    @Test func everyLineGetsExactlyOneResultInOrder() throws {
        let lines = [
            "shop://cart",
            #"{"url": "shop://products/42", "context": {"signedIn": true}}"#,
            "shop://a b",
            "",
            "shop://nowhere",
            #"{"url": 7}"#,
            "{not json",
            #"{"url": "shop://cart", "current": [{"screen": "Nope"}]}"#,
            #"{"url": "shop://cart", "extra": 1}"#,
            "  shop://cart\r",
        ]
        let output = try CLI.run(["resolve", "--batch", "--routes", "Routes"], input: lines.joined(separator: "\n") + "\n")
        #expect(output.status == 0)
        let results = output.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(results.count == lines.count)
        let codes = results.map { line -> String in
            guard let json = try? JSONValue(parsing: String(line)) else { return "not JSON" }
            if case .string(let code)? = json["error"]?["code"] { return code }
            if case .string(let route)? = json["route"] { return "route " + route }
            return "?"
        }
        #expect(codes == ["route cart", "route product", "invalid_url", "invalid_url", "no_route", "invalid_line",
                          "invalid_line", "invalid_current", "invalid_line", "route cart"])
    }

    @Test func aResultIsWhatResolveAloneWouldPrint() throws {
        let url = "shop://products/42/reviews"
        let batch = try CLI.run(["resolve", "--batch", "--context", "signedIn=true"], input: url + "\n")
        let single = try CLI.run(["resolve", url, "--context", "signedIn=true"])
        #expect(batch.stdout == single.stdout)
    }

    /// `BatchResolver.resolve(line:)` gives an app or server the very bytes the CLI writes per line.
    @Test func theLibraryLineIsTheCLILine() throws {
        let lines = ["shop://products/42/reviews", "shop://nope", #"{"url": "shop://cart", "current": [{"screen": "Home"}]}"#,
                     #"{"url": 7}"#, #"{"url": "shop://cart", "context": {"signedin": true}}"#]
        let output = try CLI.run(["resolve", "--batch", "--context", "signedIn=true"], input: lines.joined(separator: "\n") + "\n")
        let batch = BatchResolver(resolver: Resolver(table: try RouteTable(contentsOf: CLI.root + "/Routes")),
                                  context: NavigationContext(["signedIn": true]))
        #expect(output.stdout == lines.map { batch.resolve(line: $0) + "\n" }.joined())
        let tabs = NavigationState(flow: "main", tab: "Search", tabStacks: ["Home": [Screen("Home")], "Search": [Screen("Search")]])
        #expect(tabs.stack == [Screen("Search")] && tabs.flowStack.isEmpty && tabs.modals.isEmpty)
    }

    /// A line's `"current": "@path"` reads a state file relative to the working directory, as
    /// `--current @file` does; a library batch without a ``BatchResolver/stateFileReader`` refuses it.
    @Test func aLineReadsItsCurrentStateFromAFile() throws {
        let lines = [#"{"url": "shop://products/42", "current": "@Routes/states/search-tab.json"}"#,
                     #"{"url": "shop://products/42", "current": "@Routes/states/nowhere.json"}"#]
        let output = try CLI.run(["resolve", "--batch", "--context", "signedIn=true"], input: lines.joined(separator: "\n") + "\n")
        let results = output.stdout.split(separator: "\n").map(String.init)
        let state = try String(contentsOfFile: CLI.root + "/Routes/states/search-tab.json", encoding: .utf8)
        let inline = #"{"url": "shop://products/42", "current": \#(state.replacingOccurrences(of: "\n", with: " "))}"#
        let alone = try CLI.run(["resolve", "--batch", "--context", "signedIn=true"], input: inline + "\n").stdout
        #expect(results.first.map { $0 + "\n" } == alone)
        #expect(results.first?.contains(#""op":"selectTab""#) == true)
        #expect(results.last == #"{"error":{"code":"invalid_current","message":"cannot read the state file 'Routes/states/nowhere.json'"}}"#)
        let library = BatchResolver(resolver: Resolver(table: try RouteTable(contentsOf: CLI.root + "/Routes")))
        #expect(library.resolve(line: lines[0]).contains("not a string; a state file (@Routes/states/search-tab.json) is read where files are"))
    }

    @Test func aLongBatchStreamsThrough() throws {
        let count = 20_000
        let input = (0..<count).map { $0 % 3 == 0 ? "shop://products/\($0)" : "shop://nope/\($0)" }.joined(separator: "\n")
        let output = try CLI.run(["resolve", "--batch", "--context", "signedIn=true"], input: input)
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.count == count)
        #expect(lines[3_000].contains(#""url":"shop://products/3000""#))
        #expect(lines[3_001].contains(#""url":"shop://nope/3001""#))
    }
}
