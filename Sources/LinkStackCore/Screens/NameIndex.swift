/// Names as bytes to their positions, by open addressing: how the hot path finds a link's
/// candidate patterns from its first segment's bytes, a host, a screen's chain or a flow's root,
/// or a screen's or flow's guards, without making a `String` or hashing one the way `Dictionary`
/// does (SipHash, a few hundred instructions a name). The values stay in the caller's array, at
/// the positions the names were given in; the index itself is not generic, so a caller in another
/// module pays no type metadata to read it.
///
/// A class written once when it is made: reading it retains one reference. A name is hashed
/// eight bytes at a time, and compared only with the names whose hash shares its high half.
package final class NameIndex: Sendable {
    /// One name kept: where its bytes are in ``pool``, how many, its position among the names
    /// given, and the high half of its hash.
    private struct Entry {
        var start: Int32
        var count: Int32
        var position: Int32
        var tag: UInt32
    }

    /// Every name's bytes, one after another.
    private let pool: [UInt8]
    private let entries: [Entry]
    /// Positions in ``entries`` plus one, 0 for an empty slot; the count is a power of two.
    private let slots: [Int32]

    /// An index of `keys` by their bytes: each key's position in `keys` (the first of equal keys).
    package convenience init(_ keys: [[UInt8]]) {
        self.init(count: keys.count, bytes: keys.reduce(0) { $0 + $1.count }) { add in
            for (position, key) in keys.enumerated() { LinkBytes.reading(key) { add($0, position) } }
        }
    }

    /// An index of `names` by their UTF-8 bytes, read in place (no array made per name: a table's
    /// thousand screen names are indexed when its first link is resolved).
    package convenience init(_ names: [String]) {
        self.init(count: names.count, bytes: names.reduce(0) { $0 + $1.utf8.count }) { add in
            for (position, name) in names.enumerated() { LinkBytes.reading(name) { add($0, position) } }
        }
    }

    /// An index with room for `count` keys of `bytes` bytes in all, given them by `fill`.
    private init(count: Int, bytes: Int, fill: ((LinkBytes, Int) -> Void) -> Void) {
        var capacity = 8
        while capacity < count * 2 { capacity *= 2 }
        var slots = [Int32](repeating: 0, count: capacity)
        var entries: [Entry] = [], pool: [UInt8] = []
        entries.reserveCapacity(count)
        pool.reserveCapacity(bytes)
        fill { key, position in
            let hash = NameIndex.hash(key), mask = capacity - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 {
                if NameIndex.equal(entries[Int(slots[slot]) - 1], key, pool: pool) { return }
                slot = (slot + 1) & mask
            }
            entries.append(Entry(start: Int32(pool.count), count: Int32(key.count), position: Int32(position),
                                 tag: UInt32(truncatingIfNeeded: hash >> 32)))
            pool += key
            slots[slot] = Int32(entries.count)
        }
        self.slots = slots
        self.entries = entries
        self.pool = pool
    }

    /// Whether the index holds nothing.
    package var isEmpty: Bool { entries.isEmpty }

    /// The position of the bytes `key` among the names given, or nil.
    package subscript(key: LinkBytes) -> Int? {
        let hash = NameIndex.hash(key), tag = UInt32(truncatingIfNeeded: hash >> 32), mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let entry = entries[Int(slots[slot]) - 1]
            if entry.tag == tag, NameIndex.equal(entry, key, pool: pool) { return Int(entry.position) }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The position of the name `key` (its UTF-8 bytes) among the names given, or nil.
    package subscript(key: String) -> Int? {
        guard !entries.isEmpty else { return nil }
        return LinkBytes.reading(key) { self[$0] }
    }

    /// Whether `entry`'s bytes in `pool` are `key`.
    @inline(__always)
    private static func equal(_ entry: Entry, _ key: LinkBytes, pool: [UInt8]) -> Bool {
        Int(entry.count) == key.count && key.equals(pool, from: Int(entry.start))
    }

    /// A hash of `bytes`, eight at a time: each word mixed in by a multiply, then the rest.
    @inline(__always)
    private static func hash(_ bytes: LinkBytes) -> UInt64 {
        var hash = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
        var index = 0
        while index &+ 8 <= bytes.count {
            hash = (hash ^ bytes.word(at: index)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            index &+= 8
        }
        // The last 1–7 bytes in at most three loads, not one by one.
        let rest = bytes.count &- index
        if rest > 0 { hash = (hash ^ bytes.word(at: index, count: rest)) &* 0xC4CE_B9FE_1A85_EC53 }
        return hash ^ (hash >> 29)
    }
}
