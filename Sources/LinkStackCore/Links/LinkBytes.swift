/// UTF-8 bytes read in place: a link's text or a part of it, or a name looked up by one.
///
/// The link reader's one window on bytes through an unsafe buffer (``JSONText`` is the JSON
/// writer's), and why: a link's parts, segments and captures are read where the string keeps
/// them, not copied first, and names are hashed and compared eight bytes at a time. Every index is
/// checked, as an array's is; a `LinkBytes` lives only inside the call that lends it (`reading`).
package struct LinkBytes: RandomAccessCollection {
    private let buffer: UnsafeBufferPointer<UInt8>

    /// The bytes `buffer` holds, lent for as long as the caller keeps them alive (the engine's
    /// matcher hands over a capture's bytes this way).
    package init(lending buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { buffer.count }
    /// How many bytes (a member of its own: the engine's calls get no `Collection` default).
    package var count: Int { buffer.count }
    /// The bytes lent, for a C library (PCRE2), which reads them in place.
    package var lent: UnsafeBufferPointer<UInt8> { buffer }

    /// The byte at `position`; a position outside the bytes stops the process, as an array's does.
    @inline(__always)
    package subscript(position: Int) -> UInt8 {
        precondition(UInt(bitPattern: position) < UInt(bitPattern: buffer.count), "LinkBytes: index out of range")
        return buffer[position]
    }

    /// Where `byte` first stands in `range`, or nil.
    @inline(__always)
    package func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
        firstIndex(in: range) { $0 == byte }
    }

    /// Where the first byte of `range` for which `predicate` holds stands, or nil: the range
    /// checked once, then read byte by byte (the parser's scans of a whole part).
    @inline(__always)
    package func firstIndex(in range: Range<Int>, where predicate: (UInt8) -> Bool) -> Int? {
        precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count, "LinkBytes: range out of bounds")
        var index = range.lowerBound
        while index < range.upperBound {
            if predicate(buffer[index]) { return index }
            index &+= 1
        }
        return nil
    }

    /// The bytes of `range`, their first at index 0.
    @inline(__always)
    package func part(_ range: Range<Int>) -> LinkBytes {
        precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count, "LinkBytes: range out of bounds")
        return LinkBytes(lending: UnsafeBufferPointer(rebasing: buffer[range]))
    }

    /// The bytes in place, for the standard library's fast paths (`String(decoding:as:)`, `+=`).
    package func withContiguousStorageIfAvailable<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result? {
        try body(buffer)
    }

    /// Calls `body` with the UTF-8 of `text`, read in place (a string not yet native is made
    /// native in `text` first, so that later reads of it are in place too).
    @inline(__always)
    package static func reading<Result, Failure: Error>(_ text: inout String, _ body: (LinkBytes) throws(Failure) -> Result) throws(Failure) -> Result {
        var result: Swift.Result<Result, Failure>?
        text.withUTF8 { buffer in result = Swift.Result { () throws(Failure) in try body(LinkBytes(lending: buffer)) } }
        return try LinkBytes.unwrap(result)
    }

    /// Calls `body` with the UTF-8 of `text`.
    @inline(__always)
    package static func reading<Result, Failure: Error>(_ text: String, _ body: (LinkBytes) throws(Failure) -> Result) throws(Failure) -> Result {
        var text = text
        return try reading(&text, body)
    }

    /// Calls `body` with the bytes of `array`.
    @inline(__always)
    package static func reading<Result, Failure: Error>(_ array: [UInt8], _ body: (LinkBytes) throws(Failure) -> Result) throws(Failure) -> Result {
        var result: Swift.Result<Result, Failure>?
        array.withUnsafeBufferPointer { buffer in result = Swift.Result { () throws(Failure) in try body(LinkBytes(lending: buffer)) } }
        return try LinkBytes.unwrap(result)
    }

    /// Calls `body` with the UTF-8 of a part of a string: in place when it is contiguous, else
    /// from a copy.
    package static func reading<Result, Failure: Error>(_ text: Substring.UTF8View, _ body: (LinkBytes) throws(Failure) -> Result) throws(Failure) -> Result {
        var result: Swift.Result<Result, Failure>?
        let read = { (buffer: UnsafeBufferPointer<UInt8>) in result = Swift.Result { () throws(Failure) in try body(LinkBytes(lending: buffer)) } }
        if text.withContiguousStorageIfAvailable(read) == nil { Array(text).withUnsafeBufferPointer(read) }
        return try LinkBytes.unwrap(result)
    }

    /// Calls `body` with the UTF-8 of a static string (a generated table's Base64 text).
    package static func reading<Result>(_ text: StaticString, _ body: (LinkBytes) -> Result) -> Result {
        text.withUTF8Buffer { body(LinkBytes(lending: $0)) }
    }

    /// The result a lending call stored (always one: the body ran).
    @inline(__always)
    private static func unwrap<Result, Failure: Error>(_ result: Swift.Result<Result, Failure>?) throws(Failure) -> Result {
        guard let result else { preconditionFailure("LinkBytes: the body did not run") }
        return try result.get()
    }

    /// The eight bytes from `index` as one word (the first byte lowest), read unaligned.
    @inline(__always)
    package func word(at index: Int) -> UInt64 {
        precondition(index >= 0 && index <= buffer.count - 8, "LinkBytes: word out of range")
        return UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped + index).loadUnaligned(as: UInt64.self)
    }

    /// The `count` (0–7) bytes from `index` as one word, in at most three loads (four, two, one).
    @inline(__always)
    package func word(at index: Int, count: Int) -> UInt64 {
        precondition(index >= 0 && count >= 0 && count < 8 && index + count <= buffer.count, "LinkBytes: word out of range")
        guard count > 0 else { return 0 }
        var next = UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped + index)
        var word: UInt64 = 0, shift: UInt64 = 0
        if count & 4 != 0 {
            word = UInt64(next.loadUnaligned(as: UInt32.self))
            next += 4
            shift = 32
        }
        if count & 2 != 0 {
            word |= UInt64(next.loadUnaligned(as: UInt16.self)) << shift
            next += 2
            shift &+= 16
        }
        if count & 1 != 0 { word |= UInt64(next.load(as: UInt8.self)) << shift }
        return word
    }

    /// Whether these bytes are those of `other`: up to sixteen compared as words, more one by one.
    @inline(__always)
    package func equals(_ other: LinkBytes) -> Bool {
        let count = buffer.count
        guard other.count == count else { return false }
        switch count {
        case ..<8: return word(at: 0, count: count) == other.word(at: 0, count: count)
        case ...16: return word(at: 0) == other.word(at: 0) && word(at: count - 8) == other.word(at: count - 8)
        default: return buffer.elementsEqual(other.buffer)
        }
    }

    /// Whether these bytes are `array`'s from `start` on (as many as these are).
    @inline(__always)
    package func equals(_ array: [UInt8], from start: Int) -> Bool {
        precondition(start >= 0 && start + buffer.count <= array.count, "LinkBytes: range out of bounds")
        return array.withUnsafeBufferPointer { LinkBytes(lending: UnsafeBufferPointer(rebasing: $0[start..<start + buffer.count])).equals(self) }
    }

    /// The string of these bytes when they are valid UTF-8; ASCII (every link) as it is, without
    /// `String(validating:as:)`, which is generic and unspecialized here (1,000 instructions a link).
    package var validString: String? { buffer.allSatisfy { $0 < 0x80 } ? string : String(validating: buffer, as: UTF8.self) }

    /// The string of these bytes, UTF-8 (repaired as `String(decoding:as:)` repairs it).
    package var string: String { String(decoding: buffer, as: UTF8.self) }
}
