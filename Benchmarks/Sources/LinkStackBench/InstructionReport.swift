import Foundation
import LinkStack

/// `linkstack-bench --instructions`: instructions per link of each contender (the bench itself,
/// re-run under callgrind for one and for two passes over the links: the difference over the
/// link count is the cost of a link, without set-up), and through the real CLI the cost of one
/// `resolve --batch` line and of a cold start (one `resolve` process), from the route file and
/// from the compiled table.
struct InstructionReport {
    /// Per-link instructions by contender, and the CLI's figures.
    private(set) var perLink: [(name: String, count: Double)] = []
    private(set) var cli: [(name: String, count: Double, budget: Double?)] = []
    /// The contender the others are compared with, and the goals per link by contender.
    var peer = "routing-kit-trie", goals = InstructionReport.budgets

    /// Measures every contender in `names` and the CLI at `cliPath` on the corpus.
    static func measure(names: [String], corpus: TemplateCorpus, urls: URLSet, routesFile: String, cliPath: String) throws -> InstructionReport {
        guard Instructions.isAvailable else { throw BenchError("--instructions needs valgrind and objcopy on the PATH") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkstack-instructions-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let urlsFile = folder + "/urls.tsv"
        try zip(urls.paths, urls.expected).map { "\($0)\t\($1 ?? -1)" }.joined(separator: "\n").write(toFile: urlsFile, atomically: true, encoding: .utf8)
        let bench = try Instructions.stripped(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path, in: folder)
        var report = InstructionReport()
        for name in names {
            let arguments = ["--routes", routesFile, "--urls", urlsFile, "--only", name, "--scaling", "", "--callgrind-passes"]
            let one = try Instructions.count(bench, arguments + ["1"]), two = try Instructions.count(bench, arguments + ["2"])
            report.perLink.append((name, (two - one) / Double(urls.paths.count)))
        }
        let firstLink = ["--routes", routesFile, "--urls", urlsFile, "--only", "core-first-link", "--scaling", "", "--callgrind-passes"]
        let noLink = try Instructions.count(bench, firstLink + ["0"]), oneLink = try Instructions.count(bench, firstLink + ["1"])
        report.cli.append(("core first link (data, resolver, link)", oneLink - noLink, nil))
        let linkstack = try Instructions.stripped(cliPath, in: folder)
        let yaml = folder + "/routes.yaml", compiled = folder + "/routes.lsc"
        try corpus.yaml(scheme: "app").write(toFile: yaml, atomically: true, encoding: .utf8)
        _ = try Instructions.count(linkstack, ["routes", "compile", "--routes", yaml, "-o", compiled])
        let lines = urls.paths.map { "app:/" + $0 }.joined(separator: "\n") + "\n"
        let batch = ["resolve", "--batch", "--routes", compiled]
        let once = try Instructions.count(linkstack, batch, input: lines), twice = try Instructions.count(linkstack, batch, input: lines + lines)
        report.cli.append(("resolve --batch, one line (JSON out)", (twice - once) / Double(urls.paths.count), 5_500))
        let first = "app:/" + (urls.paths.first ?? "/")
        report.cli.append(("cold start, resolve --routes FILE.lsc", try Instructions.count(linkstack, ["resolve", "--routes", compiled, first]), 40e6))
        report.cli.append(("cold start, resolve --routes FILE.yaml", try Instructions.count(linkstack, ["resolve", "--routes", yaml, first]), nil))
        report.cli.append(("process floor, linkstack --version", try Instructions.count(linkstack, ["--version"]), nil))
        return report
    }

    /// Measures the contenders in `names` on a table's sample links (`linkstack-bench --table`),
    /// and through the CLI at `cliPath` one `resolve --batch` line over them, signed out and with
    /// every context name true.
    static func measure(table bench: TableBench, names: [String], cliPath: String) throws -> InstructionReport {
        guard Instructions.isAvailable else { throw BenchError("--instructions needs valgrind and objcopy on the PATH") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkstack-instructions-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let benchCopy = try Instructions.stripped(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path, in: folder)
        var report = InstructionReport()
        (report.peer, report.goals) = ("linkstack-reference-loop", InstructionReport.tableBudgets(forTable: bench.path))
        for name in names {
            let arguments = ["--table", bench.path, "--only", name, "--callgrind-passes"]
            let one = try Instructions.count(benchCopy, arguments + ["1"]), two = try Instructions.count(benchCopy, arguments + ["2"])
            report.perLink.append((name, (two - one) / Double(bench.urls.count)))
        }
        let linkstack = try Instructions.stripped(cliPath, in: folder)
        let lines = bench.urls.joined(separator: "\n") + "\n"
        let contexts = [("signed out", [String]())] + (bench.table.contextNames.isEmpty ? [] : [
            ("every context name true", bench.table.contextNames.flatMap { ["--context", "\($0)=true"] }),
        ])
        for (label, context) in contexts {
            let batch = ["resolve", "--batch", "--routes", bench.path] + context
            let once = try Instructions.count(linkstack, batch, input: lines), twice = try Instructions.count(linkstack, batch, input: lines + lines)
            report.cli.append(("resolve --batch line, \(label)", (twice - once) / Double(bench.urls.count), batchGoal(forTable: bench.path)))
        }
        return report
    }

    /// Issue 33's goal for one `--batch` line: 5,000 instructions on the GitHub REST table (a
    /// table file named for it, as `Tests/Fixtures/batch-golden/github-routes.yaml` and its
    /// compiled copies are), 10,000 on any other (the shipped `Routes/` and `Routes/blog`).
    static func batchGoal(forTable path: String) -> Double {
        isGitHub(path) ? 5_000 : 10_000
    }

    /// Whether `path` is the GitHub REST table, by its file's name.
    private static func isGitHub(_ path: String) -> Bool {
        URL(fileURLWithPath: path).lastPathComponent.lowercased().contains("github")
    }

    /// The issue-19 goals per link, by contender.
    static let budgets: [String: Double] = ["linkstack-parse": 400, "linkstack-match": 1_700, "linkstack-resolve": 3_000]
    /// Issue 33's goals per link on the whole table at `path` (`--table`), by contender: a
    /// library resolve ≤ 3,000 on the GitHub REST table (named as ``batchGoal(forTable:)`` knows
    /// it), ≤ 6,000 on any other.
    static func tableBudgets(forTable path: String) -> [String: Double] {
        let resolve: Double = isGitHub(path) ? 3_000 : 6_000
        return ["linkstack-parse": 800, "linkstack-match": 2_000, "linkstack-resolve": resolve, "linkstack-resolve-signed-in": resolve]
    }

    /// Prints the figures as `#` lines, ratios against routing-kit's.
    func print() {
        Swift.print("#")
        let label = peer == "routing-kit-trie" ? "routing-kit" : "reference loop"
        Swift.print("# instructions (callgrind)                     per link   vs \(label.padding(toLength: 14, withPad: " ", startingAt: 0))goal")
        let peerCount = perLink.first { $0.name == peer }?.count ?? .nan
        for (name, count) in perLink {
            let goal = goals[name].map { "≤ \(Int($0))  \(count <= $0 ? "met" : "MISSED")" } ?? ""
            Swift.print("# \(name.padding(toLength: 40, withPad: " ", startingAt: 0)) \(pad(count))   \(Report.ratio(peerCount / count).padding(toLength: 15, withPad: " ", startingAt: 0))  \(goal)")
        }
        for (name, count, budget) in cli {
            let goal = budget.map { "≤ \(Report.format($0, digits: 0))  \(count <= $0 ? "met" : "MISSED")" } ?? ""
            Swift.print("# \(name.padding(toLength: 40, withPad: " ", startingAt: 0)) \(pad(count))   \(String(repeating: " ", count: 15))  \(goal)")
        }
    }

    private func pad(_ value: Double) -> String {
        let text = Report.format(value, digits: 0)
        return String(repeating: " ", count: max(0, 10 - text.count)) + text
    }
}
