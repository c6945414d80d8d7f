import Foundation
@_spi(Engine) import LinkStack
import LinkStackCore

/// `linkstack-bench --table PATH`: the benchmark on any route table, flows, tabs, guards, hosts
/// and queries included. Its links are `RouteTable.samples` (what `linkstack routes samples`
/// prints: every route's, with near misses), each once, and its contenders are those that read a whole
/// table: LinkStack's parse, match, resolve (signed out and with every context name true),
/// resolve + JSON and reference loop, and the core's resolver when it can take the table.
struct TableBench {
    /// The table's path as given.
    let path: String
    /// The table.
    let table: RouteTable
    /// The links, one per sample.
    let urls: [String]
    /// For each link, the number of the route that answers it (its place in the table), -1 for none.
    let expected: [Int?]
    /// Each route's number, by name.
    private let numbers: [String: Int]

    /// Loads the table at `path` (route files or a compiled `.lsc`) and writes its samples.
    init(path: String, perRoute: Int = 10, seed: UInt64 = 1) throws {
        self.path = path
        table = path.hasSuffix(".lsc") ? try CompiledTable.table(atPath: path) : try RouteTable(contentsOf: path)
        numbers = Dictionary(table.routes.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        var seen = Set<String>()  // distinct links: none is measured twice
        let samples = table.samples(perRoute: perRoute, misses: 0.1, seed: seed).filter { seen.insert($0.url).inserted }
        urls = samples.map(\.url)
        expected = samples.map { [numbers] sample in sample.route.map { numbers[$0] ?? -1 } ?? -1 }
        guard !urls.isEmpty else { throw BenchError("no sample links for \(path)") }
    }

    /// The context that meets every guard of the table: each of its context names true.
    var signedIn: NavigationContext {
        NavigationContext(Dictionary(uniqueKeysWithValues: table.contextNames.map { ($0, true) }))
    }

    /// The contenders that read this table, each resolving from nothing shown (a cold open).
    func contenders() -> [Contender] {
        let numbers = self.numbers
        let number = { (name: String) in numbers[name] ?? -1 }
        table.compileEveryPattern()  // at load, as a server does: no link pays for compiling
        let resolver = Resolver(table: table)
        var contenders = [
            Contender.linkStackMatch(table, urls: urls, number: number),
            Contender.linkStackResolve(resolver, urls: urls, current: .empty, number: number),
            Contender.linkStackResolve(resolver, urls: urls, current: .empty, context: signedIn, name: "linkstack-resolve-signed-in",
                                       number: number),
            Contender.linkStackResolveJSON(resolver, urls: urls, current: .empty, number: number),
            Contender.linkStackParse(table, urls: urls, number: number),
            Contender.linkStackReference(table, urls: urls, number: number),
        ]
        if let core = try? CoreResolver(table: table.linkTable) {
            contenders.insert(Contender.coreResolve(core, urls: urls, current: .empty, number: number), at: 3)
        }
        return contenders
    }

    /// Times every contender and prints one TSV line each and a `#` table, then (with
    /// `instructions`) their instructions per link and the CLI's per `--batch` line.
    func run(stopwatch: Stopwatch, only: String?, instructions: Bool, cli: String) throws {
        let contenders = contenders().filter { only == nil || $0.name.contains(only ?? "") }
        for contender in contenders {
            let wrong = contender.disagreements(with: expected)
            FileHandle.standardError.write("\(contender.name): \(wrong) of \(urls.count) answers name another route than the sample "
                                           + "(a resolve follows redirects; a sample names the redirect route)\n")
        }
        var report = Report()
        report.peer = "linkstack-reference-loop"
        report.add(stopwatch.measure(contenders, count: urls.count), routes: table.routes.count)
        print("# table \(path): \(table.routes.count) routes, \(urls.count) sample links (linkstack routes samples --per-route 10)")
        report.print()
        guard instructions else { return }
        try InstructionReport.measure(table: self, names: contenders.map(\.name), cliPath: cli).print()
    }

    /// Runs one contender `passes` times over the links: what `--instructions` counts under callgrind.
    func runLinks(_ links: Int, only name: String) {
        var sink = 0
        for contender in contenders() where contender.name == name {
            for index in urls.indices.prefix(links) { sink &+= contender.run(index) }
        }
        if sink == Int.min { print(sink) }
    }
}
