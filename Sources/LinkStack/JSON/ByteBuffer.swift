// Unsafe: the throughput writer's buffer: a --batch line written into a [UInt8] instead costs 20-46 % more (GitHub 11,226 -> 16,395, Routes/blog 16,576 -> 19,852, food-delivery 14,261 -> 17,268: the performance page).
/// A growable byte buffer in memory its owner frees (``deallocate()``): appends check room once
/// and copy, with no array uniqueness or reference counting. The engine's JSON is written into one
/// (``JSONWriter``). Unsafe memory here buys the writer's speed: appending to an array instead
/// checked its uniqueness and capacity on every piece.
struct ByteBuffer {
    var base: UnsafeMutablePointer<UInt8>
    var count = 0
    var capacity: Int

    /// An empty buffer with room for `capacity` bytes (16 at least).
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    /// Frees the memory; the buffer is not used after.
    func deallocate() {
        base.deallocate()
    }


    /// Makes room for `more` bytes.
    @inline(__always)
    mutating func reserve(_ more: Int) {
        guard count + more > capacity else { return }
        var larger = capacity * 2
        while count + more > larger { larger *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = larger
    }

    /// Appends `length` bytes from `source`: up to 16 in two word copies, more by `memcpy`.
    @inline(__always)
    mutating func append(_ source: UnsafePointer<UInt8>, _ length: Int) {
        reserve(length)
        appendReserved(source, length)
    }

    /// ``append(_:_:)`` into room already made with ``reserve(_:)``.
    @inline(__always)
    mutating func appendReserved(_ source: UnsafePointer<UInt8>, _ length: Int) {
        let target = base + count
        if length >= 8, length <= 16 {
            let raw = UnsafeRawPointer(source), out = UnsafeMutableRawPointer(target)
            let head = raw.loadUnaligned(as: UInt64.self), tail = raw.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
            out.storeBytes(of: head, as: UInt64.self)
            out.storeBytes(of: tail, toByteOffset: length - 8, as: UInt64.self)
        } else if length < 8 {
            for offset in 0..<length { target[offset] = source[offset] }
        } else {
            target.update(from: source, count: length)
        }
        count += length
    }

    /// Appends `bytes`.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let source = bytes.baseAddress { append(source, bytes.count) }
    }



    /// Appends one byte into room already made with ``reserve(_:)``.
    @inline(__always)
    mutating func appendReserved(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Appends a constant piece of text's UTF-8 bytes.
    @inline(__always)
    mutating func append(_ piece: StaticString) {
        append(piece.utf8Start, piece.utf8CodeUnitCount)
    }

    /// The bytes written.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }
}
