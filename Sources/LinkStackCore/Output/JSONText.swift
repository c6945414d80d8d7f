/// How JSON text is read and ordered, byte by byte: which runs of a string need no escape, and the
/// order of keys (by their UTF-8 bytes). The core's renderer (`JSONValue.render(into:pretty:)`)
/// and the engine's writer share them, so both write the same bytes.
///
/// The JSON writer's one window on bytes through an unsafe buffer (the link reader's
/// ``LinkBytes`` is the core's only other), and why: a string's runs that need no escape are
/// found eight bytes at a time and copied whole from the string's own storage.
package enum JSONText {
    /// Appends `text` to `output`, each byte a JSON string must escape replaced by `escape`'s
    /// bytes, the runs between copied whole from the string's UTF-8 storage.
    package static func append(_ text: String, escaping escape: (UInt8) -> [UInt8], to output: inout [UInt8]) {
        var text = text  // withUTF8 reads a native string in place
        text.withUTF8 { bytes in
            scan(bytes, run: { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[$0])) }, escape: { output += escape($0) })
        }
    }

    /// Cuts UTF-8 `bytes` into the runs a JSON string holds as they are (`run`, possibly empty)
    /// and the bytes between them it must escape (`escape`), in order: eight bytes at a time while
    /// none needs an escape. Both string writers (``JSONValue`` and this) read strings through it.
    @inline(__always)
    package static func scan(_ bytes: UnsafeBufferPointer<UInt8>, run: (Range<Int>) -> Void, escape: (UInt8) -> Void) {
        guard let source = bytes.baseAddress else { return }
        var start = 0, index = 0
        while index < bytes.count {
            if index + 8 <= bytes.count, !needsEscape(UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)) {
                index += 8
                continue
            }
            let stop = min(index + 8, bytes.count)
            while index < stop {
                if JSONValue.needsEscape(source[index]) {
                    run(start..<index)
                    escape(source[index])
                    start = index + 1
                }
                index += 1
            }
        }
        run(start..<bytes.count)
    }

    /// Whether any of `bytes` needs an escape: eight at a time, the last few one by one (copying
    /// them into a padded word called `memcpy`, which cost more for a name's few bytes).
    @inline(__always)
    package static func needsEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let source = bytes.baseAddress else { return false }
        var index = 0
        while index + 8 <= bytes.count {
            if needsEscape(UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)) { return true }
            index += 8
        }
        while index < bytes.count {
            if JSONValue.needsEscape(source[index]) { return true }
            index += 1
        }
        return false
    }

    /// Whether any of a word's eight bytes needs an escape (``JSONValue/needsEscape(_:)``): one
    /// below 0x20, or `"`, `\\` or DEL. Each test is exact for the word as a whole.
    @inline(__always)
    package static func needsEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let below = (word &- 0x20 &* ones) & ~word & highs
        let quote = word ^ (0x22 &* ones), backslash = word ^ (0x5C &* ones), delete = word ^ (0x7F &* ones)
        let zero = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((delete &- ones) & ~delete)
        return (below | zero) & highs != 0
    }

    /// Whether `first`'s UTF-8 bytes sort before `second`'s (the order keys are written in): their
    /// contiguous bytes compared, rather than byte by byte through the views.
    package static func precedes(_ first: String, _ second: String) -> Bool {
        let compared = first.utf8.withContiguousStorageIfAvailable { one in
            second.utf8.withContiguousStorageIfAvailable { other in one.lexicographicallyPrecedes(other) }
        }
        return (compared ?? nil) ?? first.utf8.lexicographicallyPrecedes(second.utf8)
    }
}
