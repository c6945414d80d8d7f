import Foundation
import LinkStack

/// `linkstack-bench --instructions`: instructions per link of each contender, counted over a whole
/// run of distinct links (the bench itself, re-run under callgrind over every link once and over
/// the first link alone: the difference over the other links is the cost of a link, without
/// set-up; never a second pass over links already seen), and through the real CLI the cost of one
/// `resolve --batch` line, counted the same way, and of a cold start (one `resolve` process), from
/// the route file and from the compiled table.
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
            let arguments = ["--routes", routesFile, "--urls", urlsFile, "--only", name, "--scaling", "", "--callgrind-links"]
            let first = try Instructions.count(bench, arguments + ["1"])
            let all = try Instructions.count(bench, arguments + [String(urls.paths.count)])
            report.perLink.append((name, (all - first) / Double(max(urls.paths.count - 1, 1))))
        }
        let firstLink = ["--routes", routesFile, "--urls", urlsFile, "--only", "core-first-link", "--scaling", "", "--callgrind-links"]
        let noLink = try Instructions.count(bench, firstLink + ["0"]), oneLink = try Instructions.count(bench, firstLink + ["1"])
        report.cli.append(("core first link (data, resolver, link)", oneLink - noLink, nil))
        let linkstack = try Instructions.stripped(cliPath, in: folder)
        let yaml = folder + "/routes.yaml", compiled = folder + "/routes.lsc"
        try corpus.yaml(scheme: "app").write(toFile: yaml, atomically: true, encoding: .utf8)
        _ = try Instructions.count(linkstack, ["routes", "compile", "--routes", yaml, "-o", compiled])
        let lines = urls.paths.map { "app:/" + $0 + "\n" }
        report.cli.append(("resolve --batch, one line (JSON out)",
                           try batchLine(linkstack, ["resolve", "--batch", "--routes", compiled], lines: lines), 9_000))
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
        report.peer = "linkstack-reference-loop"
        for name in names {
            let arguments = ["--table", bench.path, "--only", name, "--callgrind-links"]
            let first = try Instructions.count(benchCopy, arguments + ["1"])
            let all = try Instructions.count(benchCopy, arguments + [String(bench.urls.count)])
            report.perLink.append((name, (all - first) / Double(max(bench.urls.count - 1, 1))))
        }
        let linkstack = try Instructions.stripped(cliPath, in: folder)
        let lines = bench.urls.map { $0 + "\n" }
        let contexts = [("signed out", [String]())] + (bench.table.contextNames.isEmpty ? [] : [
            ("every context name true", bench.table.contextNames.flatMap { ["--context", "\($0)=true"] }),
        ])
        for (label, context) in contexts {
            let batch = ["resolve", "--batch", "--routes", bench.path] + context
            report.cli.append(("resolve --batch line, \(label)", try batchLine(linkstack, batch, lines: lines), batchGoal(forTable: bench.path)))
        }
        return report
    }

    /// One `resolve --batch` line over a whole run of distinct links: the run over every line
    /// less the run over the first alone, over the other lines.
    private static func batchLine(_ linkstack: String, _ arguments: [String], lines: [String]) throws -> Double {
        let all = try Instructions.count(linkstack, arguments, input: lines.joined())
        let first = try Instructions.count(linkstack, arguments, input: lines.first ?? "")
        return (all - first) / Double(max(lines.count - 1, 1))
    }

    /// Issue 62's budget for one `--batch` line: 6,000 instructions on the shipped `Routes/` and
    /// `Routes/blog`, 9,000 on any other table (the GitHub REST table over 5,000 links, a real
    /// app's).
    static func batchGoal(forTable path: String) -> Double {
        let components = URL(fileURLWithPath: path).standardizedFileURL.pathComponents.suffix(2)
        let shipped = components.last == "Routes" || Array(components) == ["Routes", "blog"]
        return shipped ? 6_000 : 9_000
    }

    /// Issue 62's budgets per link, by contender, on every table: a library match ≤ 5,000, a
    /// library resolve ≤ 9,000.
    static let budgets: [String: Double] = ["linkstack-match": 5_000, "linkstack-resolve": 9_000, "linkstack-resolve-signed-in": 9_000]

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
