import Foundation
import LinkStack

/// How match time grows with the number of routes, on synthetic REST-like tables.
enum Scaling {
    /// LinkStack's match and routing-kit on a table of `size` synthetic routes.
    static func measure(size: Int, stopwatch: Stopwatch) throws -> [Stopwatch.Result] {
        let text = SyntheticRoutes.templates(count: size)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("linkstack-bench-\(getpid())-\(size).txt")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let corpus = TemplateCorpus(text: text)
        let urls = try URLSet.generate(script: BenchCommand.benchFolder + "/make_urls.py", routes: file.path,
                                       perTemplate: max(1, 20_000 / size), misses: 0.1, seed: 1)
        let table = try RouteTable(yaml: corpus.yaml(scheme: "app"))
        let contenders = try Contender.all(table: table, corpus: corpus, urls: urls, full: false)
        for contender in contenders {
            let wrong = contender.disagreements(with: urls.expected)
            if wrong > 0 { FileHandle.standardError.write("\(contender.name)@\(size): \(wrong) answers differ from the expected\n") }
        }
        return stopwatch.measure(contenders, count: urls.paths.count)
    }
}
