import Foundation
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
    precondition(output.last == UInt8(ascii: "\n") && output.filter { $0 == UInt8(ascii: "\n") }.count == 1,
                 "a batch line must give exactly one output line")
    if let link = try? DeepLink(line, limits: table.linkLimits) {
        let fast = Result { () throws(ResolutionError) in try table.match(link) }.map { "\($0.route.name) \($0.params)" }
        let reference = Result { () throws(ResolutionError) in try table.referenceMatch(link) }.map { "\($0.route.name) \($0.params)" }
        precondition(fast == reference, "dispatcher and reference differ on \(line): \(fast) vs \(reference)")
    }
    return 0
}
