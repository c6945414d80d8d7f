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

    /// A line's `"current": "@path"` reads a state file under `--states DIR`, as `--current @file`
    /// reads one; a library batch without a ``BatchResolver/stateFileReader`` refuses it.
    @Test func aLineReadsItsCurrentStateFromAFile() throws {
        let lines = [#"{"url": "shop://products/42", "current": "@states/search-tab.json"}"#,
                     #"{"url": "shop://products/42", "current": "@states/nowhere.json"}"#]
        let output = try CLI.run(["resolve", "--batch", "--context", "signedIn=true", "--states", "Routes"],
                                 input: lines.joined(separator: "\n") + "\n")
        let results = output.stdout.split(separator: "\n").map(String.init)
        let state = try String(contentsOfFile: CLI.root + "/Routes/states/search-tab.json", encoding: .utf8)
        let inline = #"{"url": "shop://products/42", "current": \#(state.replacingOccurrences(of: "\n", with: " "))}"#
        let alone = try CLI.run(["resolve", "--batch", "--context", "signedIn=true"], input: inline + "\n").stdout
        #expect(results.first.map { $0 + "\n" } == alone)
        #expect(results.first?.contains(#""op":"selectTab""#) == true)
        #expect(results.last == #"{"error":{"code":"invalid_current","message":"cannot read the state file 'states/nowhere.json' in Routes"}}"#)
        let library = BatchResolver(resolver: Resolver(table: try RouteTable(contentsOf: CLI.root + "/Routes")))
        #expect(library.resolve(line: lines[0]).contains("not a string; a state file (@states/search-tab.json) is read where files are"))
    }

    /// A line's `"@path"` reads no file outside `--states DIR`, none at all without it, nothing over
    /// 1 MiB, and no error repeats what a state file holds (issue 61).
    @Test func aLinesStateFileStaysInItsFolderAndIsNeverQuoted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkstack-states-\(getpid())").path
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder + "/states", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{"screens": "SECRET-TOKEN-1"}"#.write(toFile: folder + "/states/odd.json", atomically: true, encoding: .utf8)
        try #"[{"screen": "SECRET-TOKEN-2"}]"#.write(toFile: folder + "/states/unknown.json", atomically: true, encoding: .utf8)
        try "SECRET-TOKEN-3 not json".write(toFile: folder + "/states/text.json", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/states/out.json", withDestinationPath: CLI.root + "/Routes/states/sign-in.json")
        // A sparse file of 3 GB is refused by its size, read no further than 1 MiB.
        #expect(FileManager.default.createFile(atPath: folder + "/states/huge.json", contents: nil))
        let huge = try #require(FileHandle(forWritingAtPath: folder + "/states/huge.json"))
        try huge.truncate(atOffset: 3 << 30)
        try huge.close()
        let references = ["/etc/passwd", "../states/odd.json", "states/../../etc/passwd", "states/out.json", "states/huge.json",
                          "states/odd.json", "states/unknown.json", "states/text.json"]
        let input = references.map { #"{"url": "shop://products/42", "current": "@\#($0)"}"# }.joined(separator: "\n") + "\n"
        let output = try CLI.run(["resolve", "--batch", "--states", folder], input: input)
        let answers = output.stdout.split(separator: "\n").map(String.init)
        #expect(answers.count == references.count)
        for answer in answers {
            #expect(answer.hasPrefix(#"{"error":{"code":"invalid_current""#), "\(answer)")
            #expect(!answer.contains("SECRET-TOKEN") && !answer.contains("root:"), "\(answer)")
        }
        #expect(answers[0].contains("not a path inside") && answers[1].contains("not a path inside") && answers[2].contains("not a path inside"))
        #expect(answers[3].contains("leads out of"))
        #expect(answers[4].contains("larger than 1048576 bytes"))
        #expect(answers[5].contains("is not a navigation state") && answers[6].contains("is not a navigation state"))
        #expect(answers[7].contains("is not JSON text"))
        // Without --states, a line's state file is refused whatever it names.
        let refused = try CLI.run(["resolve", "--batch"], input: #"{"url": "shop://cart", "current": "@Routes/states/sign-in.json"}"# + "\n")
        #expect(refused.stdout.contains("is read only under --states DIR, and none was given"))
    }

    /// A client that writes a line and waits gets its answer before it sends the next one (the
    /// answers are not held back for 64 KiB or the end of input).
    @Test func anAnswerComesBeforeTheNextLineIsSent() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(CLI.executable))
        process.arguments = ["resolve", "--batch", "--context", "signedIn=true"]
        process.currentDirectoryURL = URL(fileURLWithPath: CLI.root)
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        var answers: [String] = []
        for link in ["shop://products/42", "shop://cart"] {
            input.fileHandleForWriting.write(Data((link + "\n").utf8))
            var line = Data()
            while !line.contains(UInt8(ascii: "\n")) {
                let more = output.fileHandleForReading.availableData  // blocks until the answer is written
                if more.isEmpty { break }
                line += more
            }
            answers.append(String(decoding: line, as: UTF8.self))
        }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(answers.count == 2 && answers.allSatisfy { $0.hasPrefix(#"{"operations""#) && $0.hasSuffix("\n") }, "\(answers)")
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
