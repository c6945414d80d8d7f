// Unsafe: a string's or an array's bytes lent in place as LinkBytes to the engine's link readers (the resolver, the dispatcher, LinkOrigins, PCRE2's subjects), as the core's LinkBytes.reading lends them: a package declaration is not specialized in another module, and the core's own instead cost a GitHub --batch line 11,226 -> 12,940 instructions (the performance page).
import LinkStackCore

extension LinkBytes {
    /// Calls `body` with the UTF-8 of `text`, read in place (a string not yet native is made
    /// native in `text` first, so that later reads of it are in place too).
    @inline(__always)
    static func lent<Result>(_ text: inout String, _ body: (LinkBytes) -> Result) -> Result {
        text.withUTF8 { body(LinkBytes(lending: $0)) }
    }

    /// Calls `body` with the UTF-8 of `text`.
    @inline(__always)
    static func lent<Result>(_ text: String, _ body: (LinkBytes) -> Result) -> Result {
        var text = text
        return lent(&text, body)
    }

    /// Calls `body` with the bytes of `array`.
    @inline(__always)
    static func lent<Result>(_ array: [UInt8], _ body: (LinkBytes) -> Result) -> Result {
        array.withUnsafeBufferPointer { body(LinkBytes(lending: $0)) }
    }

    /// A `--batch` line that may be a URL to read as it is: these bytes without the spaces, tabs
    /// and CRs at their ends, when they do not start with `{`; nil for any other line. (A line the
    /// parser then refuses, one that is not ASCII among them, is read again as text.)
    var urlLine: LinkBytes? {
        let buffer = lent
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0D }
        guard let first = buffer.firstIndex(where: { !isSpace($0) }), buffer[first] != UInt8(ascii: "{"),
              let last = buffer.lastIndex(where: { !isSpace($0) }) else { return nil }
        return part(first..<last + 1)
    }
}
