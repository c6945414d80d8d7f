#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Checks JSON text as ``JSONParser`` reads it, without building any value, and finds the byte
/// ranges of the top-level object's members: how a `--batch` request line is read when its
/// `current` state is one the batch has read before (the state's bytes are then looked up, not parsed).
///
/// It vouches only for text it is sure the parser reads without error: anything it does not check
/// as the parser would (an escape in a string, a number with a fraction or exponent or of more than
/// 18 digits, an object of more than 64 members) makes it give up (nil), as does every error; the
/// parser then reads the text and says what is wrong. `JSONSkimmerTests` holds it to that.
package struct JSONSkimmer {
    /// One member of the top-level object: its key's bytes (inside the quotes) and its value's.
    package typealias Member = (key: Range<Int>, value: Range<Int>)

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var depth = 0
    /// The keys of the objects being read, innermost last, to refuse a key given twice: room for
    /// ``maxKeys`` (more open at once, and the skimmer gives up). 64 of them are 1 KiB, which
    /// stays on the stack (room for 256 was allocated on the heap for every line).
    private let keys: UnsafeMutablePointer<Range<Int>>
    private var keyCount = 0
    private static let maxKeys = 64
    /// The top-level members' value ranges, by position (their keys are the first of ``keys``):
    /// as much room again, on the stack too, so no array is made per line.
    private let values: UnsafeMutablePointer<Range<Int>>
    private var memberCount = 0
    /// Where a top-level member's value, an object or array, ends when its bytes were vouched for before.
    private let vouched: (_ key: Range<Int>, _ start: Int) -> Int?

    private init(_ bytes: UnsafeBufferPointer<UInt8>, keys: UnsafeMutablePointer<Range<Int>>, values: UnsafeMutablePointer<Range<Int>>,
                 vouched: @escaping (Range<Int>, Int) -> Int?) {
        self.bytes = bytes
        self.keys = keys
        self.values = values
        self.vouched = vouched
    }

    /// The members of the one object `bytes` holds (whitespace around it allowed), in the order
    /// written; nil when `bytes` is not an object the skimmer can vouch for.
    ///
    /// `vouched` is asked about each top-level member whose value is an object or array, given
    /// the key's bytes and where the value starts: when the bytes from there begin with a whole
    /// value the caller saw vouched for before (as a batch's recent states), it answers where that
    /// value ends, and the value is not read again; nil, and the value is checked as usual. The
    /// caller answers for what it vouches for: a whole value's bytes end where its brackets close,
    /// so bytes that begin with them hold that very value.
    package static func members(of bytes: UnsafeBufferPointer<UInt8>,
                                vouched: (_ key: Range<Int>, _ start: Int) -> Int? = { _, _ in nil }) -> [Member]? {
        withMembers(of: bytes, vouched: vouched) { members in (0..<members.count).map { members[$0] } }
    }

    /// The members of a top-level object, as ``JSONSkimmer/members(of:vouched:)`` finds them,
    /// valid while `body` runs.
    package struct Members {
        fileprivate let keys: UnsafePointer<Range<Int>>, values: UnsafePointer<Range<Int>>
        /// How many there are.
        package let count: Int

        /// The member at `index`, in the order written.
        package subscript(index: Int) -> Member { (keys[index], values[index]) }
    }

    /// What `body` makes of ``members(of:vouched:)``'s members, held on the stack rather than in
    /// an array (which was allocated and freed for every request line); nil when the skimmer
    /// does not vouch for `bytes`.
    package static func withMembers<Result>(of bytes: UnsafeBufferPointer<UInt8>,
                                            vouched: (_ key: Range<Int>, _ start: Int) -> Int? = { _, _ in nil },
                                            _ body: (Members) -> Result) -> Result? {
        withoutActuallyEscaping(vouched) { vouched in
            withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: maxKeys) { keys -> Result? in
                withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: maxKeys) { values -> Result? in
                    guard let keyBase = keys.baseAddress, let valueBase = values.baseAddress else { return nil }
                    var skimmer = JSONSkimmer(bytes, keys: keyBase, values: valueBase, vouched: vouched)
                    guard skimmer.readsTopLevelObject() else { return nil }
                    return body(Members(keys: keyBase, values: valueBase, count: skimmer.memberCount))
                }
            }
        }
    }

    /// Whether the bytes are one object the skimmer vouches for, its members kept.
    private mutating func readsTopLevelObject() -> Bool {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else { return false }
        guard object() else { return false }
        skipWhitespace()
        return position == bytes.count
    }

    /// Whether the bytes of two ranges are the same.
    package static func same(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ text: StaticString) -> Bool {
        ByteBuffer.equal(UnsafeBufferPointer(rebasing: bytes[range]),
                         UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private mutating func value() -> Bool {
        guard position < bytes.count else { return false }
        switch bytes[position] {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""): return string() != nil
        case UInt8(ascii: "t"): return word("true")
        case UInt8(ascii: "f"): return word("false")
        case UInt8(ascii: "n"): return word("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
        default: return false
        }
    }

    /// Reads the object that opens here; keeps its members' value ranges only at the top level
    /// (their keys stay the first of ``keys``).
    private mutating func object() -> Bool {
        guard open() else { return false }
        if consume(UInt8(ascii: "}")) { return close() }
        let first = keyCount
        defer { keyCount = first }
        repeat {
            skipWhitespace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\""), let key = string(),
                  keyCount - first < 64, keyCount < JSONSkimmer.maxKeys, !isKey(key, from: first) else { return false }
            (keys + keyCount).initialize(to: key)
            keyCount += 1
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { return false }
            skipWhitespace()
            let start = position
            if depth == 1, position < bytes.count, bytes[position] | 0x20 == 0x7B,  // `{` or `[`
               let end = vouched(key, start), end > start, end <= bytes.count {
                position = end  // these very bytes were vouched for before
            } else {
                guard value() else { return false }
            }
            if depth == 1 {
                (values + memberCount).initialize(to: start..<position)
                memberCount += 1
            }
            skipWhitespace()
        } while consume(UInt8(ascii: ","))
        return consume(UInt8(ascii: "}")) && close()
    }

    private mutating func array() -> Bool {
        guard open() else { return false }
        if consume(UInt8(ascii: "]")) { return close() }
        repeat {
            skipWhitespace()
            guard value() else { return false }
            skipWhitespace()
        } while consume(UInt8(ascii: ","))
        return consume(UInt8(ascii: "]")) && close()
    }

    /// Steps into an array or object, as deep as the parser allows.
    private mutating func open() -> Bool {
        depth += 1
        position += 1
        skipWhitespace()
        return depth <= JSONParser.maxDepth
    }

    private mutating func close() -> Bool {
        depth -= 1
        return true
    }

    /// The bytes inside a string without escapes or control characters; nil for any other.
    private mutating func string() -> Range<Int>? {
        let start = position + 1
        var index = start  // a local, so the loop keeps it in a register
        if let base = bytes.baseAddress {  // eight bytes at a time while none ends the string or is refused
            while index + 8 <= bytes.count, !JSONSkimmer.stopsString(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                index += 8
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                position = index + 1
                return start..<index
            }
            guard byte >= 0x20, byte != UInt8(ascii: "\\") else { return nil }
            index += 1
        }
        return nil
    }

    /// Whether any of a word's eight bytes is `"`, `\` or below 0x20 (what ends a string the
    /// skimmer reads, or makes it give up). Exact for the word as a whole: a byte is marked
    /// wrongly only above one marked rightly, by a borrow.
    @inline(__always)
    static func stopsString(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let below = (word &- 0x20 &* ones) & ~word & highs
        let quote = word ^ (0x22 &* ones), backslash = word ^ (0x5C &* ones)
        let zero = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
        return (below | zero) & highs != 0
    }

    /// A whole number of at most 18 digits (an `Int` for certain), without a leading zero.
    private mutating func number() -> Bool {
        _ = consume(UInt8(ascii: "-"))
        let start = position
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) { position += 1 }
        let count = position - start
        guard count > 0, count <= 18, count == 1 || bytes[start] != UInt8(ascii: "0") else { return false }
        guard position < bytes.count else { return true }
        let next = bytes[position]
        return next != UInt8(ascii: ".") && next | 0x20 != UInt8(ascii: "e")
    }

    private mutating func word(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count, JSONSkimmer.same(bytes, position..<position + count, word) else { return false }
        position += count
        return true
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private mutating func skipWhitespace() {
        var index = position
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
            index += 1
        }
        position = index
    }

    /// Whether the object whose keys start at `first` has given `key` before.
    private func isKey(_ key: Range<Int>, from first: Int) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        for index in first..<keyCount where keys[index].count == key.count {
            if memcmp(base + keys[index].lowerBound, base + key.lowerBound, key.count) == 0 { return true }
        }
        return false
    }
}
