extension String {
    /// The `parts` one after another, their bytes written once into the string's own room: an
    /// interpolation or `joined()` appended them piece by piece, about 2 K instructions for a
    /// message of six parts.
    package init(joining parts: [String]) {
        let count = parts.reduce(0) { $0 + $1.utf8.count }
        self.init(unsafeUninitializedCapacity: count) { room in
            var end = 0
            for var part in parts {
                part.withUTF8 { bytes in
                    guard let source = bytes.baseAddress, let target = room.baseAddress else { return }
                    (target + end).initialize(from: source, count: bytes.count)
                    end += bytes.count
                }
            }
            return end
        }
    }

    /// The string of `bytes`, UTF-8 (repaired as `String(decoding:as:)` repairs it). A short one
    /// (a small string's fifteen bytes at most: an id, a slug) is written straight into its own
    /// room, which `String(decoding:as:)` took about a third more instructions for (251 against
    /// 171 for fifteen bytes); a longer one is made as `String(decoding:as:)` makes it, which is
    /// cheaper for it.
    package init(copying bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= 15 else {
            self.init(decoding: bytes, as: UTF8.self)
            return
        }
        self.init(unsafeUninitializedCapacity: bytes.count) { room in
            guard let source = bytes.baseAddress, let target = room.baseAddress else { return 0 }
            target.initialize(from: source, count: bytes.count)
            return bytes.count
        }
    }
}
