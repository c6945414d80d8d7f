import Foundation

/// The benchmark's output: one TSV line per contender, then a ratio table and the targets, as
/// lines starting with `#` so that scripts reading the TSV can skip them.
struct Report {
    /// One measured contender.
    struct Row {
        let name: String
        let nanosecondsPerOp: Double
        let ops: Int
        let routes: Int
    }

    private(set) var rows: [Row] = []
    /// The contender every row is compared with (on the same table).
    var peer = "routing-kit-trie"

    /// Adds measured contenders on a table of `routes` routes, their names suffixed.
    mutating func add(_ results: [Stopwatch.Result], routes: Int, suffix: String = "") {
        rows += results.map { Row(name: $0.name + suffix, nanosecondsPerOp: $0.nanosecondsPerOp, ops: $0.ops, routes: routes) }
    }

    /// Adds the cold start, measured on the first table.
    mutating func add(_ cold: Stopwatch.Result) {
        rows.append(Row(name: cold.name, nanosecondsPerOp: cold.nanosecondsPerOp, ops: cold.ops, routes: rows.first?.routes ?? 0))
    }

    private func nanoseconds(_ name: String) -> Double? { rows.first { $0.name == name }?.nanosecondsPerOp }

    /// Prints the TSV, the ratio table and the targets.
    func print() {
        for row in rows {
            Swift.print("\(row.name)\t\(Report.format(row.nanosecondsPerOp, digits: 1))\t\(row.ops)\t\(row.routes)")
        }
        Swift.print("#")
        Swift.print("# contender                      ns/op   vs \(peer) (same table)")
        for row in rows where row.name != "cold-start" {
            let suffix = row.name.firstIndex(of: "@").map { String(row.name[$0...]) } ?? ""
            let peer = nanoseconds(self.peer + suffix) ?? .nan
            let name = row.name.padding(toLength: 28, withPad: " ", startingAt: 0)
            let time = Report.format(row.nanosecondsPerOp, digits: 1)
            Swift.print("# \(name) \(String(repeating: " ", count: max(0, 9 - time.count)))\(time)   \(Report.ratio(peer / row.nanosecondsPerOp))")
        }
        Swift.print("#")
        Swift.print("# target                                               measured   goal")
        target("match vs routing-kit (times faster)", nanoseconds("routing-kit-trie").flatMap { rk in nanoseconds("linkstack-match").map { rk / $0 } }, goal: 6, atLeast: true)
        target("full resolve vs routing-kit match (times faster)", nanoseconds("routing-kit-trie").flatMap { rk in nanoseconds("linkstack-resolve").map { rk / $0 } }, goal: 10, atLeast: true)
        let sizes = rows.compactMap { row in row.name.hasPrefix("linkstack-match@") ? row.routes : nil }
        if let small = sizes.min(), let large = sizes.max(), small != large,
           let a = nanoseconds("linkstack-match@\(small)"), let b = nanoseconds("linkstack-match@\(large)") {
            target("match at \(large) routes / at \(small) (times slower)", b / a, goal: 2, atLeast: false)
        }
        target("resolve + JSON, links per second on one core", nanoseconds("linkstack-resolve-json").map { 1e9 / $0 }, goal: 1_000_000, atLeast: true)
        target("cold start, \(rows.first?.routes ?? 0) routes (ms)", nanoseconds("cold-start").map { $0 / 1e6 }, goal: 30, atLeast: false)
    }

    private func target(_ name: String, _ measured: Double?, goal: Double, atLeast: Bool) {
        guard let measured else { return }
        let met = atLeast ? measured >= goal : measured <= goal
        let label = name.padding(toLength: 52, withPad: " ", startingAt: 0)
        let value = Report.format(measured, digits: measured >= 1000 ? 0 : 1)
        Swift.print("# \(label) \(String(repeating: " ", count: max(0, 10 - value.count)))\(value)   \(atLeast ? "≥" : "≤") \(Report.format(goal, digits: 0))  \(met ? "met" : "MISSED")")
    }

    /// `value` with `digits` decimals.
    static func format(_ value: Double, digits: Int) -> String {
        value.isFinite ? String(format: "%.\(digits)f", value) : "-"
    }

    /// A ratio as `12.3× faster` or `0.5× (slower)`.
    static func ratio(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        return value >= 1 ? "\(format(value, digits: 1))× faster" : "\(format(1 / value, digits: 1))× slower"
    }
}
