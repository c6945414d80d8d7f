/// Byte strings to values by open addressing on an FNV-1a hash: how the dispatcher finds a
/// link's candidate patterns from its first segment's bytes without making a `String`.
struct SegmentIndex<Value> {
    /// Every key's bytes, one after another; where each starts and ends.
    private var pool: [UInt8] = []
    private var bounds: [Range<Int>] = []
    private var values: [Value] = []
    /// Positions in `keys` plus one, 0 for an empty slot; the count is a power of two.
    private var slots: [Int32]

    /// An index of `entries`, each key once.
    init(_ entries: [([UInt8], Value)]) {
        var capacity = 8
        while capacity < entries.count * 2 { capacity *= 2 }
        slots = Array(repeating: 0, count: capacity)
        for (key, value) in entries where key.withUnsafeBufferPointer({ self[$0] }) == nil {
            bounds.append(pool.count..<pool.count + key.count)
            pool += key
            values.append(value)
            var slot = key.withUnsafeBufferPointer(SegmentIndex.hash) & (capacity - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(bounds.count)
        }
    }

    /// The value for the bytes `key`, or nil.
    subscript(key: UnsafeBufferPointer<UInt8>) -> Value? {
        let mask = slots.count - 1
        var slot = SegmentIndex.hash(key) & mask
        return pool.withUnsafeBufferPointer { pool in
            while slots[slot] != 0 {
                let position = Int(slots[slot]) - 1
                if ByteBuffer.equal(UnsafeBufferPointer(rebasing: pool[bounds[position]]), key) { return values[position] }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }
}

extension SegmentIndex: Sendable where Value: Sendable {}
