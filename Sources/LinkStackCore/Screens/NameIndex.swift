/// Names as bytes to their positions, by open addressing on an FNV-1a hash: how the hot path finds
/// a link's candidate patterns from its first segment's bytes, a host, or a screen's or flow's
/// guards, without making a `String` or hashing one the way `Dictionary` does (SipHash, a few
/// hundred instructions a name). The values stay in the caller's array, at the positions the
/// names were given in; the index itself is not generic, so a caller in another module pays no
/// type metadata to read it.
package struct NameIndex: Sendable {
    /// Every key's bytes, one after another; where each starts and ends.
    private var pool: [UInt8] = []
    private var bounds: [Range<Int>] = []
    /// For each key kept, its position among the names given.
    private var positions: [Int] = []
    /// Positions in `bounds` plus one, 0 for an empty slot; the count is a power of two.
    private var slots: [Int32]

    /// An index of `keys` by their bytes: each key's position in `keys` (the first of equal keys).
    package init(_ keys: [[UInt8]]) {
        self.init(count: keys.count)
        for (position, key) in keys.enumerated() { key.withUnsafeBufferPointer { add($0, position: position) } }
    }

    /// An index of `names` by their UTF-8 bytes, read in place (no array made per name: a table's
    /// thousand screen names are indexed when its first link is resolved).
    package init(_ names: [String]) {
        self.init(count: names.count)
        for (position, name) in names.enumerated() {
            var name = name  // withUTF8 reads a native or small string in place
            name.withUTF8 { add($0, position: position) }
        }
    }

    /// An empty index with room for `count` keys.
    private init(count: Int) {
        var capacity = 8
        while capacity < count * 2 { capacity *= 2 }
        slots = Array(repeating: 0, count: capacity)
        bounds.reserveCapacity(count)
        positions.reserveCapacity(count)
    }

    /// Adds `key` at `position`, unless an equal key came before.
    private mutating func add(_ key: UnsafeBufferPointer<UInt8>, position: Int) {
        let mask = slots.count - 1
        var slot = NameIndex.hash(key) & mask
        while slots[slot] != 0 {
            if self[entry: Int(slots[slot]) - 1, equals: key] { return }
            slot = (slot + 1) & mask
        }
        bounds.append(pool.count..<pool.count + key.count)
        pool.append(contentsOf: key)
        positions.append(position)
        slots[slot] = Int32(bounds.count)
    }

    /// Whether the key kept at `entry` is `key`.
    private subscript(entry entry: Int, equals key: UnsafeBufferPointer<UInt8>) -> Bool {
        pool.withUnsafeBufferPointer { ByteBuffer.equal(UnsafeBufferPointer(rebasing: $0[bounds[entry]]), key) }
    }

    /// Whether the index holds nothing.
    package var isEmpty: Bool { positions.isEmpty }

    /// The position of the bytes `key` among the names given, or nil.
    package subscript(key: UnsafeBufferPointer<UInt8>) -> Int? {
        let mask = slots.count - 1
        var slot = NameIndex.hash(key) & mask
        return pool.withUnsafeBufferPointer { pool in
            while slots[slot] != 0 {
                let entry = Int(slots[slot]) - 1
                if ByteBuffer.equal(UnsafeBufferPointer(rebasing: pool[bounds[entry]]), key) { return positions[entry] }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    /// The position of the name `key` (its UTF-8 bytes) among the names given, or nil.
    package subscript(key: String) -> Int? {
        guard !positions.isEmpty else { return nil }
        var key = key  // withUTF8 reads a native or small string in place
        return key.withUTF8 { self[$0] }
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}
