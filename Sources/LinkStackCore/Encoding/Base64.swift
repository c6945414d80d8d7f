/// Base64 (RFC 4648, with padding) for a table's data in a generated Swift file: the core decodes
/// it without Foundation. Line breaks and spaces between characters are skipped.
package enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Each byte's six-bit value, 64 for a skipped byte (space, tab, line break), 255 for one that is no Base64.
    private static let values: [UInt8] = {
        var values = [UInt8](repeating: 255, count: 256)
        for (index, byte) in alphabet.enumerated() { values[Int(byte)] = UInt8(index) }
        for byte in [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")] { values[Int(byte)] = 64 }
        return values
    }()

    /// `bytes` as Base64 text in lines of `lineLength` characters.
    package static func encode(_ bytes: [UInt8], lineLength: Int = 100) -> [String] {
        var text: [UInt8] = []
        text.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group: UInt32 = 0
            for offset in 0..<3 { group = group << 8 | UInt32(offset < count ? bytes[index + offset] : 0) }
            for position in 0..<4 {
                text.append(position <= count ? alphabet[Int(group >> UInt32(18 - 6 * position) & 63)] : UInt8(ascii: "="))
            }
            index += 3
        }
        return stride(from: 0, to: text.count, by: lineLength).map { String(decoding: text[$0..<min($0 + lineLength, text.count)], as: UTF8.self) }
    }

    /// The bytes `text` encodes, or nil when it holds a byte that is no Base64, its padding is
    /// misplaced, or it would decode to more than `limit` bytes.
    package static func decode(_ text: some Collection<UInt8>, limit: Int) -> [UInt8]? {
        guard text.count / 4 * 3 <= limit + 3 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count / 4 * 3)
        var group: UInt32 = 0, filled = 0, padding = 0
        for byte in text {
            let value = values[Int(byte)]
            if value == 64 { continue }
            if byte == UInt8(ascii: "=") {
                padding += 1
            } else {
                guard value < 64, padding == 0 else { return nil }
            }
            group = group << 6 | UInt32(value < 64 ? value : 0)
            filled += 1
            guard filled == 4 else { continue }
            guard padding <= 2 else { return nil }
            for position in 0..<(3 - padding) { bytes.append(UInt8(truncatingIfNeeded: group >> UInt32(16 - 8 * position))) }
            group = 0
            filled = 0
            if padding > 0 { padding = 3 }  // nothing may follow a padded group
        }
        guard filled == 0, bytes.count <= limit else { return nil }
        return bytes
    }
}
