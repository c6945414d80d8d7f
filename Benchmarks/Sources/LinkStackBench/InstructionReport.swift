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

    /// The issue-19 goals per link, by contender.
    static let budgets: [String: Double] = ["linkstack-parse": 400, "linkstack-match": 1_700, "linkstack-resolve": 3_000]

    /// Prints the figures as `#` lines, ratios against routing-kit's.
    func print() {
        Swift.print("#")
        Swift.print("# instructions (callgrind)                     per link   vs routing-kit   goal")
        let peer = perLink.first { $0.name == "routing-kit-trie" }?.count ?? .nan
        for (name, count) in perLink {
            let goal = InstructionReport.budgets[name].map { "≤ \(Int($0))  \(count <= $0 ? "met" : "MISSED")" } ?? ""
            Swift.print("# \(name.padding(toLength: 40, withPad: " ", startingAt: 0)) \(pad(count))   \(Report.ratio(peer / count).padding(toLength: 15, withPad: " ", startingAt: 0))  \(goal)")
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
