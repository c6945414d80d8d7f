import CPCRE2Peer
@_spi(Engine) import LinkStack
import Logging
import RoutingKit

extension Contender {
    /// vapor/routing-kit's `TrieRouter`: the path split into segments, then the trie walk.
    /// Parameters are registered by position (`p0`, `p1`, …): it refuses two names at one position.
    /// One logger serves every lookup, as a server shares its request's logger; making one per
    /// lookup would cost routing-kit more than the lookup.
    static func routingKit(_ corpus: TemplateCorpus, paths: [String]) -> Contender {
        let router = TrieRouter(Int.self)
        let logger = Logger(label: "linkstack-bench")
        for entry in corpus.entries where !entry.segments.isEmpty {
            let components = entry.segments.enumerated().map { position, segment -> RoutingKit.PathComponent in
                segment.hasPrefix("{") ? .parameter("p\(position)") : .constant(segment)
            }
            router.register(entry.line, at: components)
        }
        let route = { (index: Int) -> Int in
            var parameters = RoutingKit.Parameters(logger)
            let segments = paths[index].split(separator: "/").map(String.init)
            return router.route(path: segments, parameters: &parameters) ?? -1
        }
        return Contender(name: "routing-kit-trie", run: route, resolve: route)
    }

    /// A plain loop of PCRE2 patterns, one per route in LinkStack's match order, over the path:
    /// what a regex router without dispatch does. Each pattern is compiled (UTF, Unicode
    /// properties) and JIT-compiled through PCRE2's C API, with its own match data.
    static func pcre2Loop(_ table: RouteTable, paths: [String]) -> Contender {
        let patterns = table.routes.compactMap { route -> (PeerPattern, Int)? in
            guard let source = route.pathExpression, let pattern = PeerPattern(source) else { return nil }
            return (pattern, line(of: route.name))
        }
        let route = { (index: Int) -> Int in
            var path = paths[index]
            return path.withUTF8 { bytes in
                for (pattern, line) in patterns where pattern.matches(bytes) { return line }
                return -1
            }
        }
        return Contender(name: "pcre2-per-route-loop", run: route, resolve: route)
    }
}

/// One route's pattern for the PCRE2 loop, compiled and JIT-compiled once (kept for the whole run).
final class PeerPattern: @unchecked Sendable {
    private let code: OpaquePointer
    private let matchData: OpaquePointer

    init?(_ source: String) {
        var error: Int32 = 0, offset = 0
        let options = UInt32(PCRE2_UTF | PCRE2_UCP | PCRE2_NEVER_BACKSLASH_C)
        guard let code = pcre2_compile_8(source, source.utf8.count, options, &error, &offset, nil) else { return nil }
        guard let matchData = pcre2_match_data_create_from_pattern_8(code, nil) else {
            pcre2_code_free_8(code)
            return nil
        }
        pcre2_jit_compile_8(code, UInt32(PCRE2_JIT_COMPLETE))
        (self.code, self.matchData) = (code, matchData)
    }

    deinit {
        pcre2_match_data_free_8(matchData)
        pcre2_code_free_8(code)
    }

    /// Whether the pattern matches `subject` (the path's UTF-8 bytes).
    func matches(_ subject: UnsafeBufferPointer<UInt8>) -> Bool {
        pcre2_match_8(code, subject.baseAddress, subject.count, 0, 0, matchData, nil) >= 0
    }
}
