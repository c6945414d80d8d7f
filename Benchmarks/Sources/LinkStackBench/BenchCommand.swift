import ArgumentParser
import Foundation
import LinkStack

/// `linkstack-bench`: LinkStack against vapor/routing-kit and plain regex loops, in one run.
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "linkstack-bench",
        abstract: "Measure LinkStack's match and resolve against peers on a route corpus.",
        discussion: """
        Prints one TSV line per contender (name, ns_per_op, ops, routes), then a ratio table and the
        targets, as lines starting with '#'. Contenders are timed interleaved, in rounds; the
        median round counts. The corpus and the URL generator are in Benchmarks/Corpus. Build in
        release mode:

          swift run -c release --package-path Benchmarks linkstack-bench --quick
          swift run -c release --package-path Benchmarks linkstack-bench
          swift run -c release --package-path Benchmarks linkstack-bench --routes Benchmarks/Corpus/jsr-github.txt
          swift run -c release --package-path Benchmarks linkstack-bench --routes my-routes.txt --urls my-urls.txt
          swift run -c release --package-path Benchmarks linkstack-bench --table Routes --quick --instructions
          swift build -c release --static-swift-stdlib --product linkstack && \
            swift run -c release --package-path Benchmarks linkstack-bench --quick --instructions

        With --instructions, each contender also runs under valgrind's callgrind (one pass and two
        over the links: the difference is the instructions per link), and so does the CLI
        (--cli, the root package's release build by default): one resolve --batch line and a cold
        start from the route file and from the compiled table (routes compile).

        With --table PATH, the contenders that read a whole route table (LinkStack's parse, match,
        resolve signed out and with every context name true, resolve + JSON, reference loop, and
        the core's resolver when it can take the table) run over the table's sample links
        (linkstack routes samples --per-route 10 --misses 0.1 --seed 1), from nothing shown; with
        --instructions, also one resolve --batch line of the CLI over them, signed out and in.
        """)

    @Option(help: "Route templates, one a line ({name} or :name parameters). Default: the GitHub REST API corpus.")
    var routes: String?

    @Option(help: ArgumentHelp("Measure on a whole route table (route files, a folder or a compiled .lsc) with flows, guards and queries, over its `linkstack routes samples` links, instead of a template list.", valueName: "path"))
    var table: String?

    @Option(help: "Paths to resolve, one a line, optionally '<TAB>expected-template-line'. Default: made by make_urls.py.")
    var urls: String?

    @Option(help: "Timed rounds per contender.")
    var rounds = 7

    @Option(help: "Milliseconds one timed pass of one contender should take.")
    var passMilliseconds = 50

    @Option(help: "Route counts for the scaling measurement, comma-separated; empty to skip it.")
    var scaling = "100,1000,10000"

    @Option(help: "Cold starts to time; the median counts.")
    var coldStarts = 5

    @Option(help: "Time only the contenders whose name contains this text (for profiling one of them).")
    var only: String?

    @Flag(help: "A quick run (about a minute): 3 rounds of 20 ms passes, 3 cold starts, scaling at 100 and 1000 routes.")
    var quick = false

    @Flag(help: "Also count instructions with valgrind's callgrind: per link for each contender, per --batch line and per cold start through the CLI.")
    var instructions = false

    @Option(help: "The linkstack executable --instructions runs. Default: the root package's .build/release/linkstack (build it as the README installs it: swift build -c release --static-swift-stdlib --product linkstack).")
    var cli: String?

    /// Under callgrind, by --instructions: run one contender once over the first N links.
    @Option(help: .hidden)
    var callgrindLinks: Int?

    /// `Benchmarks/Corpus`: the route corpora (`github-routes.txt` and others, with their
    /// sources in `SOURCE.md`) and `make_urls.py`, which turns a template list into URLs.
    static let benchFolder: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus").path

    mutating func run() throws {
        if quick {
            rounds = min(rounds, 3)
            passMilliseconds = min(passMilliseconds, 20)
            coldStarts = min(coldStarts, 3)
            scaling = scaling == "100,1000,10000" ? "100,1000" : scaling
        }
        if let table {
            let bench = try TableBench(path: table)
            if let links = callgrindLinks { return bench.runLinks(links, only: only ?? "") }  // under callgrind, by --instructions
            var stopwatch = Stopwatch()
            stopwatch.rounds = rounds
            stopwatch.passNanoseconds = UInt64(passMilliseconds) * 1_000_000
            return try bench.run(stopwatch: stopwatch, only: only, instructions: instructions,
                                 cli: cli ?? BenchCommand.benchFolder + "/../../.build/release/linkstack")
        }
        let routesFile = routes ?? BenchCommand.benchFolder + "/github-routes.txt"
        let corpus = TemplateCorpus(text: try String(contentsOfFile: routesFile, encoding: .utf8))
        let urlSet = try urls.map { URLSet(text: try String(contentsOfFile: $0, encoding: .utf8)) }
            ?? URLSet.generate(script: BenchCommand.benchFolder + "/make_urls.py", routes: routesFile,
                               perTemplate: 10, misses: 0.1, seed: 1)
        guard !urlSet.paths.isEmpty else { throw BenchError("no URLs to resolve") }
        if let links = callgrindLinks {  // one contender, run under callgrind by --instructions
            let table = try RouteTable(yaml: corpus.yaml(scheme: "app"))
            if only == "core-first-link" {
                let data = table.linkTable.data
                if links > 0 { ColdStart.coreFirstLink(data, "app:/" + urlSet.paths[0]) }
                return
            }
            let contenders = try Contender.all(table: table, corpus: corpus, urls: urlSet, full: true).filter { $0.name == only }
            var sink = 0
            for contender in contenders {
                for index in urlSet.paths.indices.prefix(links) { sink &+= contender.run(index) }
            }
            if sink == Int.min { print(sink) }
            return
        }
        var stopwatch = Stopwatch()
        stopwatch.rounds = rounds
        stopwatch.passNanoseconds = UInt64(passMilliseconds) * 1_000_000

        let (cold, table) = try ColdStart.measure(corpus, firstURL: "app:/" + urlSet.paths[0], runs: coldStarts)
        var report = Report()
        let contenders = try Contender.all(table: table, corpus: corpus, urls: urlSet, full: true)
            .filter { only == nil || $0.name.contains(only ?? "") }
        for contender in contenders {
            let wrong = contender.disagreements(with: urlSet.expected)
            FileHandle.standardError.write("\(contender.name): \(wrong) of \(urlSet.paths.count) answers differ from the expected\n")
        }
        report.add(stopwatch.measure(contenders, count: urlSet.paths.count), routes: corpus.entries.count)
        report.add(cold)
        report.add(ColdStart.measureCore(table, firstURL: "app:/" + urlSet.paths[0], runs: 7 * coldStarts))  // a few ms each

        for size in scaling.split(separator: ",").compactMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) {
            let sized = try Scaling.measure(size: size, stopwatch: stopwatch)
            report.add(sized, routes: size, suffix: "@\(size)")
        }
        report.print()
        if instructions {
            let names = try Contender.all(table: table, corpus: corpus, urls: urlSet, full: true).map(\.name)
                .filter { only == nil || $0.contains(only ?? "") }
            let cliPath = cli ?? BenchCommand.benchFolder + "/../../.build/release/linkstack"
            try InstructionReport.measure(names: names, corpus: corpus, urls: urlSet, routesFile: routesFile, cliPath: cliPath).print()
        }
    }
}

extension FileHandle {
    /// Writes `text` as UTF-8.
    func write(_ text: String) { write(Data(text.utf8)) }
}
