// Unsafe: libpcre2's C API (patterns, match data, callouts) takes and gives pointers; nothing outside PCRE2/ calls it.
internal import CPCRE2

/// A compiled, JIT-compiled PCRE2 pattern.
///
/// ```swift
/// let pattern = try PCRE2Pattern("^/products/(?<id>[0-9]+)\\z")
/// let match = try pattern.match("/products/42")
/// match?["id"]  // "42"
/// ```
///
/// The pattern owns its `pcre2_code` and frees it when it is released.
///
/// > Note: `@unchecked Sendable` follows PCRE2's threading rule: compiled code is read-only after
/// > compilation (JIT included) and may be shared by threads; match data and JIT stacks may not, so
/// > every match uses the calling thread's own match data and JIT stack.
package final class PCRE2Pattern: @unchecked Sendable {
    /// The pattern text as it was compiled.
    package let source: String
    /// The options the pattern was compiled with.
    package let options: PCRE2Options
    /// Capture group numbers by name.
    package let groupNumbers: [String: Int]
    /// Whether the pattern runs on PCRE2's JIT (false when the platform has no JIT).
    package let isJITCompiled: Bool

    let code: OpaquePointer
    /// Offset pairs a match needs: one per group and one for the whole match.
    let pairCount: UInt32

    /// Compiles `source` with PCRE2 and JIT-compiles it (unless `jit` is false: for a pattern
    /// compiled only to check it, such as a template route's own when its table loads).
    ///
    /// - Parameters:
    ///   - source: The pattern, in PCRE2 syntax.
    ///   - options: Compile options; `[.utf, .ucp, .neverBackslashC]` by default.
    ///   - jit: Whether to JIT-compile it; true by default.
    /// - Throws: ``PCRE2Error/compile(pattern:message:offset:)`` with PCRE2's message and the byte
    ///   offset where compilation stopped.
    package init(_ source: String, options: PCRE2Options = .default, jit: Bool = true) throws(PCRE2Error) {
        var errorCode: Int32 = 0
        var errorOffset: Int = 0
        var text = source
        let compiled = text.withUTF8 { bytes in
            pcre2_compile_8(bytes.baseAddress, bytes.count, options.rawValue, &errorCode, &errorOffset, nil)
        }
        guard let compiled else {
            throw .compile(pattern: source, message: PCRE2Error.message(for: errorCode), offset: errorOffset)
        }
        let (names, repeated) = PCRE2Pattern.readNameTable(compiled)
        if let repeated {
            pcre2_code_free_8(compiled)
            throw .compile(pattern: source, message: "the group name '\(repeated)' is given to two groups (as (?J) allows); "
                           + "one capture would be dropped, so give each group its own name", offset: 0)
        }
        self.source = source
        self.options = options
        self.code = compiled
        self.isJITCompiled = jit && pcre2_jit_compile_8(compiled, UInt32(PCRE2_JIT_COMPLETE)) == 0
        self.groupNumbers = names
        var captures: UInt32 = 0
        pcre2_pattern_info_8(compiled, UInt32(PCRE2_INFO_CAPTURECOUNT), &captures)
        self.pairCount = captures + 1
    }

    deinit {
        pcre2_code_free_8(code)
    }

    /// The number of capturing groups in the pattern.
    package var captureCount: Int { Int(pairCount) - 1 }

    /// Reads PCRE2's name table: each entry is a big-endian group number followed by the
    /// NUL-terminated name. Also returns a name given to more than one group, if any.
    private static func readNameTable(_ code: OpaquePointer) -> (names: [String: Int], repeated: String?) {
        var count: UInt32 = 0
        var entrySize: UInt32 = 0
        var table: UnsafePointer<UInt8>?
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMECOUNT), &count)
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMEENTRYSIZE), &entrySize)
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_NAMETABLE), &table)
        guard let table, count > 0 else { return ([:], nil) }
        var names: [String: Int] = [:]
        var repeated: String?
        for index in 0..<Int(count) {
            let entry = table + index * Int(entrySize)
            let number = Int(entry[0]) << 8 | Int(entry[1])
            let name = String(cString: entry + 2)
            if names.updateValue(number, forKey: name) != nil, repeated == nil { repeated = name }
        }
        return (names, repeated)
    }
}

extension PCRE2Pattern {
    /// The version of the PCRE2 library this process runs, such as `10.42 2022-12-11`.
    package static let libraryVersion: String = {
        var buffer = [UInt8](repeating: 0, count: 64)
        let written = buffer.withUnsafeMutableBytes { pcre2_config_8(UInt32(PCRE2_CONFIG_VERSION), $0.baseAddress) }
        guard written > 1 else { return "unknown" }
        return String(decoding: buffer.prefix(Int(written) - 1), as: UTF8.self)
    }()
}
