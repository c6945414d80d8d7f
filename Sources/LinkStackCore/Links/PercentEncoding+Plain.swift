extension PercentEncoding {
    /// Whether ``decode(_:plusAsSpace:allowingLineBreaks:)`` must look at `bytes` byte by byte:
    /// whether they hold a `%`, a `+` when `plusAsSpace`, or a byte outside printable ASCII
    /// (`0x20..<0x7F`). Without one, they are their own text.
    package static func needsDecoding(_ bytes: LinkBytes, plusAsSpace: Bool) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if !(0x20..<0x7F).contains(byte) || byte == UInt8(ascii: "%") || (plusAsSpace && byte == UInt8(ascii: "+")) { return true }
            index += 1
        }
        return false
    }
}
