import Foundation
@_spi(Engine) import LinkStack
import LinkStackCore

/// Cold start: load the route file, compile and JIT every pattern, and resolve the first link.
enum ColdStart {
    /// The median of `runs` cold starts for `corpus`, and the table the last one loaded.
    static func measure(_ corpus: TemplateCorpus, firstURL: String, runs: Int) throws -> (Stopwatch.Result, RouteTable) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkstack-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("routes.yaml").path
        try corpus.yaml(scheme: "app").write(toFile: file, atomically: true, encoding: .utf8)

        var samples: [Double] = []
        var table: RouteTable?
        for _ in 0..<max(1, runs) {
            let start = Stopwatch.now()
            let loaded = try RouteTable(contentsOf: file)
            _ = try? Resolver(table: loaded).resolve(firstURL)
            samples.append(Double(Stopwatch.now() - start))
            table = loaded
        }
        guard let table else { throw BenchError("no cold start ran") }
        samples.sort()
        return (Stopwatch.Result(name: "cold-start", nanosecondsPerOp: samples[samples.count / 2], ops: samples.count), table)
    }

    /// An app's first link through a generated file: the table's data read (as a generated
    /// file's `table` does at first use, less its Base64 step), the ``CoreResolver`` built, and
    /// the first link resolved; the median of `runs`.
    static func measureCore(_ table: RouteTable, firstURL: String, runs: Int) -> Stopwatch.Result {
        let data = table.linkTable.data
        var samples: [Double] = []
        for _ in 0..<max(1, runs) {
            let start = Stopwatch.now()
            coreFirstLink(data, firstURL)
            samples.append(Double(Stopwatch.now() - start))
        }
        samples.sort()
        return Stopwatch.Result(name: "core-first-link", nanosecondsPerOp: samples[samples.count / 2], ops: samples.count)
    }

    /// One app's first link: `data` read as a generated file's table, the resolver built, `url`
    /// resolved (and all of it freed).
    static func coreFirstLink(_ data: [UInt8], _ url: String) {
        if let core = try? LinkTable(data: data) {
            _ = try? CoreResolver(table: core).resolve(url)
        }
    }
}
