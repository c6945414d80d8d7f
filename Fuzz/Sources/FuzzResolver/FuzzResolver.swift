import Foundation
import FuzzSupport
import LinkStack

/// The shipped `Routes/`, loaded once.
private let table: RouteTable = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    guard let table = try? RouteTable(contentsOf: root + "/Routes") else { fatalError("cannot load \(root)/Routes") }
    return table
}()

/// Feeds the input to the resolver as one `resolve --batch` line (a URL, or a JSON object with
/// `url`, `current` and `context`). Every line must give one JSON line; the dispatcher and the
/// reference loop must agree on every URL that parses.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResolver(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let line = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    let batch = BatchResolver(resolver: Resolver(table: table))
    var output: [UInt8] = []
    batch.resolve(line: line, into: &output)
    fuzzCheck(output.last == UInt8(ascii: "\n") && output.filter { $0 == UInt8(ascii: "\n") }.count == 1,
                 "a batch line must give exactly one output line")
    if let link = try? DeepLink(line, limits: table.linkLimits) {
        checkDispatchAgrees(table, on: link)
    }
    return 0
}
