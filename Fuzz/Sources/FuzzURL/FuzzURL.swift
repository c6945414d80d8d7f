import FuzzSupport
@_spi(Engine) @testable import LinkStack
@testable import LinkStackCore

/// Parses the input as URL text. Besides crashes and hangs, it traps when an accepted link breaks
/// what the parser promises: a normalized path with no `.`/`..` segment, a lower-cased host on
/// web links, limits kept, and normalization that is idempotent.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzURL(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    guard let link = try? DeepLink(text) else { return 0 }
    // DeepLink's default limits: 8,192 bytes, 32 segments, 64 query items.
    let (maxLength, maxSegments, maxQueryItems) = (8192, 32, 64)
    fuzzCheck(link.path.hasPrefix("/"), "path without a leading '/': \(link.path)")
    fuzzCheck(link.path == "/" || !link.path.hasSuffix("/"), "trailing slash kept: \(link.path)")
    fuzzCheck(!link.segments.contains { $0 == "." || $0 == ".." }, "dot segment accepted: \(link.path)")
    fuzzCheck(link.segments.count <= maxSegments && link.queryItems.count <= maxQueryItems, "limit broken")
    fuzzCheck(text.utf8.count <= maxLength, "length limit broken")
    fuzzCheck(link.scheme == link.scheme.lowercased(), "scheme not lower-cased")
    if link.scheme == "http" || link.scheme == "https" {
        guard let host = link.host else { fuzzFailure("web link without a host") }
        fuzzCheck(!host.isEmpty && host == host.lowercased() && !host.hasSuffix("."), "bad host: \(host)")
        fuzzCheck(link.layout.port == nil || link.layout.port == (link.scheme == "https" ? 443 : 80), "non-default port accepted")
    }
    // The query's items, checked by the parse and decoded when read: every one written is read.
    let query = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        .split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).dropFirst().first ?? ""
    fuzzCheck(link.queryItems.count == query.split(separator: "&").count, "query items lost: \(text)")
    // The normalized path is its own normalization.
    guard let again = try? DeepLink("fuzz://" + link.path) else { fuzzFailure("normalized path refused: \(link.path)") }
    fuzzCheck(again.path == link.path, "normalization not idempotent: \(link.path) → \(again.path)")
    fuzzCheck(again.segments == link.segments, "segments differ after re-parsing \(link.path)")
    return 0
}
