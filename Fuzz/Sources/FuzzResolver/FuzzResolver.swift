import Foundation
import FuzzSupport
@_spi(Engine) @testable import LinkStack

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
/// dispatcher and the reference loop must agree on every URL that parses; and the library's
/// `resolve` and a URL line's answer, which read a link from its bytes, must be the general
/// path's (`resolveWhole`: the link parsed whole), resolution or error.
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
        let resolver = Resolver(table: table)
        let whole = json { () throws(ResolutionError) in try resolver.resolveWhole(line, from: .empty, context: NavigationContext(), events: false) }
        let read = json { () throws(ResolutionError) in try resolver.resolve(line) }
        fuzzCheck(read == whole, "resolve reads \(line) as \(read); parsed whole, \(whole)")
        // A URL line as it stands (valid UTF-8, nothing to trim, not a request) is answered as the general path answers it.
        let bytes = UnsafeBufferPointer(start: start, count: count)
        if line.utf8.elementsEqual(bytes), let first = line.first, let last = line.last, first != "{",
           ![" ", "\t", "\r"].contains(first), ![" ", "\t", "\r"].contains(last), !line.contains("\n") {
            let answer = String(decoding: output.dropLast(), as: UTF8.self)
            fuzzCheck(answer == whole, "the batch writes \(line) as \(answer); parsed whole, \(whole)")
        }
    }
    return 0
}

/// The JSON of a resolution, or of the error resolving it throws.
private func json(_ resolve: () throws(ResolutionError) -> Resolution) -> String {
    var output: [UInt8] = []
    do throws(ResolutionError) {
        try resolve().renderJSON(into: &output)
    } catch {
        error.renderJSON(into: &output)
    }
    return String(decoding: output, as: UTF8.self)
}
