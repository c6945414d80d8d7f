import Foundation
import LinkStack
import Testing

/// Runs the built `linkstack` executable, as a person or script would.
struct CLI {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The executable, beside the test bundle in the build folder.
    static let executable: String? = {
        var folder = Bundle.main.bundleURL
        for _ in 0..<3 {
            let candidate = folder.appendingPathComponent("linkstack").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    /// A fresh, empty folder for one test's files (removed first if a run left it).
    static func temporaryFolder(_ name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkstack-\(name)-\(getpid())").path
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    struct Output {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    /// Runs `linkstack` with `arguments`, writing `input` (when given) to its standard input.
    static func run(_ arguments: [String], input: String? = nil) throws -> Output {
        try run(program: try #require(executable, "linkstack was not built"), arguments, input: input)
    }

    /// Runs `program` in the package root with `arguments` and the test's environment plus
    /// `environment`, writing `input` (when given) to its standard input.
    static func run(program: String, _ arguments: [String], environment: [String: String] = [:], input: String? = nil) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment, uniquingKeysWith: { $1 })
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        if input != nil { process.standardInput = stdin }
        try process.run()
        if let input {
            // Written on its own thread, so a large input cannot deadlock against unread output.
            Thread.detachNewThread {
                stdin.fileHandleForWriting.write(Data(input.utf8))
                try? stdin.fileHandleForWriting.close()
            }
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
                      status: process.terminationStatus)
    }
}

@Suite struct CLITests {
    @Test func resolvePrintsTheSameBytesAsTheLibrary() throws {
        let current = #"[{"screen":"Home","params":{}},{"screen":"ProductList","params":{}},{"screen":"Cart","params":{}}]"#
        let output = try CLI.run(["resolve", "shop://products/42/reviews", "--current", current])
        let library = Outcome.resolve("shop://products/42/reviews", routes: CLI.root + "/Routes", current: current)
        #expect(output.status == 0)
        #expect(output.stdout == library.json.rendered() + "\n")
        #expect(output.stderr.isEmpty)
    }

    @Test func currentCanComeFromAFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("linkstack-\(UUID().uuidString).json")
        try Data(#"[{"screen":"Home"}]"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let output = try CLI.run(["resolve", "shop://cart", "--current", "@" + file.path,
                                  "--routes", "Tests/Fixtures/RouteFiles/shop-one-stack.yaml"])
        #expect(output.status == 0)
        #expect(output.stdout.contains(#""operations":[{"op":"push","screen":{"params":{},"screen":"Cart","title":"Cart"}}]"#))
    }

    @Test(arguments: [
        (["resolve", "shop://nowhere"], Int32(2), "no_route"),
        (["resolve", "shop://a b"], 65, "invalid_url"),
        (["resolve", "shop://cart", "--current", "[1]"], 65, "invalid_current"),
        (["resolve", "shop://cart", "--current", "@/no/such/file"], 65, "invalid_current"),
        (["resolve", "shop://cart", "--routes", "Tests/Fixtures/RouteFiles/many-problems.yaml"], 78, "route_file"),
        (["diff", "--target", "[]"], 65, "invalid_target"),
        (["resolve", "shop://cart", "--context", "signedIn"], 65, "invalid_context"),
        (["resolve", "shop://cart", "--context", "@/no/such/file.json"], 65, "invalid_context"),
        (["resolve"], 64, "usage"),
        (["resolve", "shop://cart", "--batch"], 64, "usage"),
        (["resolve", "--batch", "--pretty"], 64, "usage"),
        (["resolve", "--batch", "--routes", "Tests/Fixtures/RouteFiles/many-problems.yaml"], 78, "route_file"),
        (["resolve", "shop://cart", "--bogus"], 64, "usage"),
    ])
    func failuresPrintOneJSONErrorAndExitNonZero(_ arguments: [String], _ status: Int32, _ code: String) throws {
        let output = try CLI.run(arguments)
        #expect(output.status == status)
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.count == 1)
        let json = try JSONValue(parsing: String(lines.first ?? ""))
        #expect(json["error"]?["code"] == .string(code))
    }

    @Test func brokenRouteFilesListEveryProblemOnStandardError() throws {
        let output = try CLI.run(["resolve", "app://", "--routes", "Tests/Fixtures/RouteFiles/many-problems.yaml"])
        let lines = output.stderr.split(separator: "\n").map(String.init)
        #expect(lines == [
            "Tests/Fixtures/RouteFiles/many-problems.yaml:4:22: error: screen 'Product' has parent 'Prodcts', which is not a declared screen; did you mean 'Product'?",
            "Tests/Fixtures/RouteFiles/many-problems.yaml:7:5: error: route name 'home' is already used at Tests/Fixtures/RouteFiles/many-problems.yaml:6:5; give each route its own 'name'",
            "Tests/Fixtures/RouteFiles/many-problems.yaml:8:41: error: '{' is never closed",
            "Tests/Fixtures/RouteFiles/many-problems.yaml:9:43: error: unknown screen 'Missing'",
        ])
    }

    @Test func riskyRegexesAreWarnedAboutOnStandardError() throws {
        let routes = "Tests/Fixtures/RouteFiles/risky-regex.yaml"
        let warning = "Tests/Fixtures/RouteFiles/risky-regex.yaml:8:13: warning: regex '^/(a+)+$' nests unbounded quantifiers"
        let short = try CLI.run(["resolve", "app://aaa", "--routes", routes])
        #expect(short.status == 0)
        #expect(short.stderr.hasPrefix(warning))
        let batch = try CLI.run(["resolve", "--batch", "--routes", routes], input: "app://" + String(repeating: "a", count: 40) + "!\n")
        #expect(batch.stdout.contains(#""code":"match_limit""#))
        #expect(batch.stderr.hasPrefix(warning))
        #expect(try CLI.run(["resolve", "shop://cart"]).stderr.isEmpty)
    }

    @Test func versionIsPrinted() throws {
        let output = try CLI.run(["--version"])
        #expect(output.status == 0)
        #expect(output.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
    }

    @Test func urlWritesTheCanonicalLink() throws {
        let output = try CLI.run(["url", "SearchResults", "query=red shoes", "page=2"])
        #expect(output.status == 0)
        #expect(output.stdout == #"{"url":"shop://search?q=red%20shoes&page=2"}"# + "\n")
        let missing = try CLI.run(["url", "Reviews"])
        #expect(missing.status == 2)
        #expect(missing.stdout == #"{"error":{"code":"no_url","message":"route 'product.reviews' needs 'id'","screen":"Reviews"}}"# + "\n")
        #expect(try CLI.run(["url", "Reviews", "id"]).status == 64)
        let twice = try CLI.run(["url", "Reviews", "id=1", "id=2"])
        #expect(twice.status == 64)
        #expect(twice.stdout.contains("'id' is given twice; give each parameter once"))
        let foreign = try CLI.run(["url", "Reviews", "id=42", "--scheme", "https", "--host", "evil.com"])
        #expect(foreign.status == 2)
        #expect(foreign.stdout.contains(#""code":"no_url""#) && foreign.stdout.contains("does not answer host 'evil.com'"))
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsNameEverySubcommand(_ shell: String) throws {
        let output = try CLI.run(["--generate-completion-script", shell])
        #expect(output.status == 0)
        for command in ["resolve", "diff", "url", "check"] {
            #expect(output.stdout.contains(command), "\(shell) script lacks \(command)")
        }
        #expect(output.stdout.contains("routes"))  // the option, as each shell spells it
    }

    /// Golden outputs in `Tests/Fixtures/golden`: regenerate with the command in the test, then read the diff.
    @Test(arguments: [
        (["routes", "list", "--routes", "Routes/shop.yaml"], "routes-list-shop.txt"),
        (["routes", "list", "--routes", "Routes/settings.yaml", "--json"], "routes-list-settings.json.txt"),
        (["url", "SearchResults", "query=red shoes", "page=2"], "url-search-results.txt"),
        (["url", "Article", "id=42", "--routes", "Tests/Fixtures/RouteFiles/news.yaml", "--scheme", "https"], "url-share-link-news.txt"),
        (["routes", "lint", "--routes", "Tests/Fixtures/RouteFiles/rank.yaml"], "routes-lint-rank.txt"),
        (["routes", "graph", "--routes", "Routes/shop.yaml"], "routes-graph-shop.dot.txt"),
        (["routes", "graph", "--routes", "Routes/settings.yaml", "--format", "mermaid"], "routes-graph-settings.mermaid.txt"),
        (["explain", "rank://users/me", "--routes", "Tests/Fixtures/RouteFiles/rank.yaml"], "explain-rank-users-me.txt"),
        (["explain", "rank://users/me", "--routes", "Tests/Fixtures/RouteFiles/rank.yaml", "--all"], "explain-rank-users-me-all.txt"),
        (["explain", "https://shop.example.com/search?q=shoes&page=x", "--routes", "Routes/shop.yaml", "--json"],
         "explain-shop-search.json.txt"),
    ])
    func commandsMatchTheirGoldenOutput(_ arguments: [String], golden: String) throws {
        let output = try CLI.run(arguments)
        #expect(output.status == (arguments.starts(with: ["routes", "lint"]) ? 1 : 0))  // the lint golden has an error
        let expected = try String(contentsOfFile: CLI.root + "/Tests/Fixtures/golden/" + golden, encoding: .utf8)
        #expect(output.stdout == expected)
    }

    @Test func routesLintIsCleanOnTheShippedTablesAndFailsOnSeededProblems() throws {
        let clean = try CLI.run(["routes", "lint"])
        #expect(clean.status == 0)
        #expect(clean.stdout == "0 errors, 0 warnings\n")
        let conflict = try CLI.run(["routes", "lint", "--routes", "Tests/Fixtures/RouteFiles/equal-rank.yaml"])
        #expect(conflict.status == 1)
        #expect(conflict.stdout.contains("equal-rank.yaml:8:5: error: route 'item' (/p/{number:int}) ranks the same as route 'product'"))
        let shadowed = try CLI.run(["routes", "lint", "--routes", "Tests/Fixtures/RouteFiles/rank.yaml"])
        #expect(shadowed.status == 1)
        #expect(shadowed.stdout.hasPrefix("Tests/Fixtures/RouteFiles/rank.yaml:32:5: error: route 'promo.sale' can never match"))
        #expect(shadowed.stdout.hasSuffix("1 error, 0 warnings\n"))
    }

    @Test func routesListShowsStacksFlowsAndGuards() throws {
        let lines = try CLI.run(["routes", "list", "--routes", "Routes/shop.yaml"]).stdout.split(separator: "\n")
        let payment = try #require(lines.first { $0.hasPrefix("checkout.payment ") })
        #expect(payment.contains("Home > Cart (requires signedIn) > Checkout (full screen) > Payment"))
        #expect(payment.hasSuffix("main    signedIn"))
    }

    @Test func diffPrintsThePlan() throws {
        let output = try CLI.run(["diff", "--current", #"[{"screen":"Home"},{"screen":"Cart"}]"#,
                                  "--target", #"[{"screen":"Home"}]"#])
        #expect(output.status == 0)
        #expect(output.stdout == #"{"operations":[{"index":0,"op":"popTo"}],"pops":1,"pushes":0}"# + "\n")
    }

    /// `routes list` marks a route matched in any case and one only a redirect reaches.
    @Test func routesListMarksAnyCaseAndInternalRoutes() throws {
        let anyCase = try CLI.run(["routes", "list", "--routes", "Tests/Fixtures/RouteFiles/case-insensitive.yaml"])
        #expect(anyCase.status == 0)
        #expect(anyCase.stdout.contains("/settings/{section} (any case)"))
        #expect(!anyCase.stdout.contains("/legal (any case)"))
        let onlyRedirected = try CLI.run(["routes", "list", "--routes", "Tests/Fixtures/RouteFiles/internal-routes.yaml", "--json"])
        #expect(onlyRedirected.stdout.contains(#""screen":"Privacy (internal)""#))
        #expect(onlyRedirected.stdout.contains(#""screen":"Section""#))
    }

    @Test func checkRunsTheFixturesFolder() throws {
        let output = try CLI.run(["check", "Tests/Fixtures"])
        #expect(output.status == 0)
        #expect(output.stdout.hasSuffix(" passed, 0 failed (3 state files under states/ skipped)\n"))
    }

    @Test func checkReportsFailuresAndExitsOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkstack-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"current":[],"target":[{"screen":"A"}],"expect":{"operations":[],"pops":0,"pushes":0}}"#.utf8)
            .write(to: folder.appendingPathComponent("bad.json"))
        try Data(#"{"current":[],"target":[],"expect":{"error":{"code":"invalid_target","message":"the target stack is empty; a navigation stack always has a root"}}}"#.utf8)
            .write(to: folder.appendingPathComponent("good.json"))
        let bad = folder.appendingPathComponent("bad.json").path
        let junit = folder.appendingPathComponent("report.xml").path
        let output = try CLI.run(["check", folder.path, "--junit", junit])
        #expect(output.status == 1)
        #expect(output.stdout.split(separator: "\n") == [
            "FAIL \(bad):1: 2 differences from what the fixture expects",
            #"  \#(bad):1: operations[0]: expected nothing, got {"op":"setStack","stack":[{"params":{},"screen":"A"}]}"#,
            "  \(bad):1: pushes: expected 0, got 1",
            "1 passed, 1 failed",
        ])
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.components(separatedBy: "<testcase ").count == 3)
        #expect(xml.components(separatedBy: "<failure ").count == 2)

        let updated = try CLI.run(["check", folder.path, "--update"])
        #expect(updated.status == 0)
        #expect(updated.stdout.hasPrefix("UPDATED \(bad):1: 2 differences"))
        #expect(updated.stdout.hasSuffix("1 passed, 0 failed, 1 updated\n"))
        #expect(try CLI.run(["check", folder.path]).stdout == "2 passed, 0 failed\n")
    }

    @Test(arguments: ["resolve", "diff", "check"])
    func everySubcommandHasHelpWithAnExample(_ command: String) throws {
        let output = try CLI.run([command, "--help"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("Example"))
    }

    @Test func contextComesAsAssignmentsOrAJSONFile() throws {
        let signedOut = try CLI.run(["resolve", "shop://cart"])
        #expect(try JSONValue(parsing: signedOut.stdout)["requires"] == ["signedIn"])

        let assigned = try CLI.run(["resolve", "shop://cart", "--context", "signedIn=true"])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("linkstack-context-\(UUID().uuidString).json")
        try Data(#"{"signedIn": true}"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let fromFile = try CLI.run(["resolve", "shop://cart", "--context", "@" + file.path])
        #expect(assigned.status == 0)
        #expect(assigned.stdout == fromFile.stdout)
        let json = try JSONValue(parsing: assigned.stdout)
        #expect(json["requires"] == nil)
        #expect(json["target"]?["flow"] == "main")
    }

    @Test func eventsListUIKitsNotificationsInOrder() throws {
        let output = try CLI.run(["resolve", "shop://cart", "--context", "signedIn=true", "--events",
                                  "--current", #"[{"screen":"Home"}]"#])
        guard case .array(let events)? = try JSONValue(parsing: output.stdout)["events"] else {
            Issue.record("no events in \(output.stdout)")
            return
        }
        let names = events.compactMap { event -> String? in
            guard case .string(let kind)? = event["event"], case .string(let screen)? = event["screen"]?["screen"] else { return nil }
            return "\(kind) \(screen)"
        }
        #expect(names == ["viewWillDisappear Home", "viewWillAppear Cart", "willShow Cart",
                          "viewDidDisappear Home", "viewDidAppear Cart", "didShow Cart"])
    }
}
