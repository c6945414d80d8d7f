/// Names as bytes to their positions, by open addressing: how the hot path finds a link's
/// candidate patterns from its first segment's bytes, a host, a screen's chain or a flow's root,
/// or a screen's or flow's guards, without making a `String` or hashing one the way `Dictionary`
/// does (SipHash, a few hundred instructions a name). The values stay in the caller's array, at
/// the positions the names were given in; the index itself is not generic, so a caller in another
/// module pays no type metadata to read it.
///
/// A class whose memory is its own, written once when it is made: reading it retains one
/// reference, not the four arrays it was (a look-up cost 200–260 instructions, a quarter of them
/// retaining and releasing). A name is hashed eight bytes at a time, and compared only with the
/// names whose hash shares its high half.
package final class NameIndex: @unchecked Sendable {
    /// One name kept: where its bytes are in ``pool``, how many, its position among the names
    /// given, and the high half of its hash.
    private struct Entry {
        var start: Int32
        var count: Int32
        var position: Int32
        var tag: UInt32
    }

    /// Every name's bytes, one after another.
    private let pool: UnsafeMutableBufferPointer<UInt8>
    private let entries: UnsafeMutableBufferPointer<Entry>
    /// How many of ``entries`` are kept (the first of equal names only).
    private let count: Int
    /// Positions in ``entries`` plus one, 0 for an empty slot; the count is a power of two.
    private let slots: UnsafeMutableBufferPointer<Int32>

    /// An index of `keys` by their bytes: each key's position in `keys` (the first of equal keys).
    package convenience init(_ keys: [[UInt8]]) {
        self.init(count: keys.count, bytes: keys.reduce(0) { $0 + $1.count }) { add in
            for (position, key) in keys.enumerated() { key.withUnsafeBufferPointer { add($0, position) } }
        }
    }

    /// An index of `names` by their UTF-8 bytes, read in place (no array made per name: a table's
    /// thousand screen names are indexed when its first link is resolved).
    package convenience init(_ names: [String]) {
        self.init(count: names.count, bytes: names.reduce(0) { $0 + $1.utf8.count }) { add in
            for (position, name) in names.enumerated() {
                var name = name  // withUTF8 reads a native or small string in place
                name.withUTF8 { add($0, position) }
            }
        }
    }

    /// An index with room for `count` keys of `bytes` bytes in all, given them by `fill`.
    private init(count: Int, bytes: Int, fill: ((UnsafeBufferPointer<UInt8>, Int) -> Void) -> Void) {
        var capacity = 8
        while capacity < count * 2 { capacity *= 2 }
        let slots = UnsafeMutableBufferPointer<Int32>.allocate(capacity: capacity)
        slots.initialize(repeating: 0)
        let entries = UnsafeMutableBufferPointer<Entry>.allocate(capacity: max(count, 1))
        let pool = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes, 1))
        var kept = 0, used = 0
        fill { key, position in
            let hash = NameIndex.hash(key), mask = capacity - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 {
                if NameIndex.equal(entries[Int(slots[slot]) - 1], key, pool: UnsafeBufferPointer(pool)) { return }
                slot = (slot + 1) & mask
            }
            if let source = key.baseAddress, let target = pool.baseAddress { (target + used).update(from: source, count: key.count) }
            entries.initializeElement(at: kept, to: Entry(start: Int32(used), count: Int32(key.count), position: Int32(position),
                                                          tag: UInt32(truncatingIfNeeded: hash >> 32)))
            used += key.count
            kept += 1
            slots[slot] = Int32(kept)
        }
        self.slots = slots
        self.entries = entries
        self.pool = pool
        self.count = kept
    }

    deinit {
        slots.deallocate()
        entries.deallocate()
        pool.deallocate()
    }

    /// Whether the index holds nothing.
    package var isEmpty: Bool { count == 0 }

    /// The position of the bytes `key` among the names given, or nil.
    package subscript(key: UnsafeBufferPointer<UInt8>) -> Int? {
        let hash = NameIndex.hash(key), tag = UInt32(truncatingIfNeeded: hash >> 32), mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let entry = entries[Int(slots[slot]) - 1]
            if entry.tag == tag, NameIndex.equal(entry, key, pool: UnsafeBufferPointer(pool)) { return Int(entry.position) }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The position of the name `key` (its UTF-8 bytes) among the names given, or nil.
    package subscript(key: String) -> Int? {
        guard count > 0 else { return nil }
        var key = key  // withUTF8 reads a native or small string in place
        return key.withUTF8 { self[$0] }
    }

    /// Whether `entry`'s bytes in `pool` are `key`: up to sixteen bytes compared as words, more
    /// byte by byte.
    @inline(__always)
    private static func equal(_ entry: Entry, _ key: UnsafeBufferPointer<UInt8>, pool: UnsafeBufferPointer<UInt8>) -> Bool {
        guard Int(entry.count) == key.count else { return false }
        guard let kept = pool.baseAddress, let bytes = key.baseAddress, key.count > 0 else { return true }
        let first = UnsafeRawPointer(kept + Int(entry.start)), second = UnsafeRawPointer(bytes), count = key.count
        switch count {
        case ..<8: return NameIndex.word(first, count) == NameIndex.word(second, count)
        case ...16:
            let last = count - 8
            return first.loadUnaligned(as: UInt64.self) == second.loadUnaligned(as: UInt64.self)
                && first.loadUnaligned(fromByteOffset: last, as: UInt64.self) == second.loadUnaligned(fromByteOffset: last, as: UInt64.self)
        default: return UnsafeBufferPointer(rebasing: pool[Int(entry.start)...].prefix(count)).elementsEqual(key)
        }
    }

    /// The 1–7 bytes at `bytes` as one word, in at most three loads (four, two and one bytes).
    @inline(__always)
    private static func word(_ bytes: UnsafeRawPointer, _ count: Int) -> UInt64 {
        var word: UInt64 = 0, shift: UInt64 = 0, next = bytes
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

    /// A hash of `bytes`, eight at a time: each word mixed in by a multiply, then the rest.
    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
        guard let base = bytes.baseAddress else { return hash }
        var index = 0
        while index &+ 8 <= bytes.count {
            hash = (hash ^ UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            index &+= 8
        }
        // The last 1–7 bytes in at most three loads, not one by one.
        let rest = bytes.count &- index
        if rest > 0 { hash = (hash ^ NameIndex.word(UnsafeRawPointer(base + index), rest)) &* 0xC4CE_B9FE_1A85_EC53 }
        return hash ^ (hash >> 29)
    }
}
