import Foundation
import FuzzSupport
import LinkStack

/// The shipped `Routes/` and `Routes/blog` (every feature of the route language: per-route
/// hosts, wildcards, a host-carrying scheme, exclusions, redirects, strict trailing slashes),
/// loaded once.
private let tables: [RouteTable] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    return ["/Routes", "/Routes/blog"].map { folder in
        guard let table = try? RouteTable(contentsOf: root + folder) else { fatalError("cannot load \(root)\(folder)") }
        return table
    }
}()

/// Feeds the input to the resolver of each table as one `resolve --batch` line (a URL, or a JSON
/// object with `url`, `current` and `context`). Every line must give one JSON line; the
/// dispatcher and the reference loop must agree on every URL that parses.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResolver(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let line = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    for table in tables {
        let batch = BatchResolver(resolver: Resolver(table: table))
        var output: [UInt8] = []
        batch.resolve(line: line, into: &output)
        fuzzCheck(output.last == UInt8(ascii: "\n") && output.filter { $0 == UInt8(ascii: "\n") }.count == 1,
                     "a batch line must give exactly one output line")
        if let link = try? table.link(line) {
            checkDispatchAgrees(table, on: link)
        }
    }
    return 0
}
