extension ParameterKind {
    /// A decoded value typed by this kind, or nil when the kind refuses it: an integer for `int`
    /// (nil outside 64-bit range) and `int(LOW...HIGH)` (nil outside the range); a boolean for
    /// `bool`; for `url`, the link as a browser writes it when it is an `https` link to one of
    /// `urlHosts`; for `uuid`, its canonical lower-case text (`UUID().uuidString` writes upper
    /// case: the same order either way); text otherwise. The shape (`-?[0-9]+` for an integer) is checked before.
    package func value(of text: String, urlHosts: Set<String>) -> ParameterValue? {
        switch self {
        case .int:
            return Int(text).map(ParameterValue.int)
        case .intRange(let range):
            guard let number = Int(text), range.contains(number) else { return nil }
            return .int(number)
        case .bool:
            switch text {
            case "true", "1": return .bool(true)
            case "false", "0": return .bool(false)
            default: return nil
            }
        case .url:
            guard let link = try? DeepLink(text), link.scheme == "https", let host = link.host,
                  HostPattern.bestMatch(in: urlHosts, host) != nil else {
                return nil
            }
            return .string(ParameterKind.normalizedURL(text, host: host))
        case .uuid:
            return .string(text.lowercased())
        default:
            return .string(text)
        }
    }

    /// A path capture, percent-decoded exactly once, typed by this kind.
    package func value(decoding raw: Substring, urlHosts: Set<String>) -> ParameterValue? {
        LinkBytes.reading(raw.utf8) { value(decoding: $0, urlHosts: urlHosts) }
    }

    /// A path capture's bytes, percent-decoded exactly once, typed by this kind: as
    /// ``value(of:urlHosts:)`` types its decoded text, an integer's digits read from the bytes and
    /// text kept as it is without a `String` of either made twice.
    package func value(decoding raw: LinkBytes, urlHosts: Set<String>) -> ParameterValue? {
        switch self {
        case .int, .intRange:
            guard let number = ParameterKind.integer(raw) else { break }  // (anything but plain digits: read as text is)
            guard let number else { return nil }
            if case .intRange(let range) = self, !range.contains(number) { return nil }
            return .int(number)
        case .plain, .slug, .path, .optionalPath, .rest, .regex:
            guard let decoded = try? PercentEncoding.decode(raw) else { return nil }
            return .string(decoded)
        case .bool, .url, .uuid:
            break
        }
        guard let decoded = try? PercentEncoding.decode(raw) else { return nil }
        return value(of: decoded, urlHosts: urlHosts)
    }

    /// The integer `bytes` write as `-?[0-9]+` (nil inside when it is outside 64-bit range, as
    /// `Int(String)` reads it), or nil for any other bytes.
    static func integer(_ bytes: LinkBytes) -> Int?? {
        guard let first = bytes.first else { return nil }
        let negative = first == UInt8(ascii: "-")
        guard !negative || bytes.count > 1 else { return nil }
        var number = 0  // made negative, so that Int.min is read too
        for byte in bytes[(negative ? 1 : 0)...] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            let (tens, overflowed) = number.multipliedReportingOverflow(by: 10)
            let (next, under) = tens.subtractingReportingOverflow(Int(byte &- UInt8(ascii: "0")))
            guard !overflowed, !under else { return .some(nil) }
            number = next
        }
        if negative { return .some(number) }
        return number == .min ? .some(nil) : .some(-number)
    }

    /// A value of the JSON type a capture of this kind has: what the ``ScreenGraph`` learns each
    /// screen's parameter types from.
    package var sample: ParameterValue {
        switch self {
        case .int, .intRange: return .int(0)
        case .bool: return .bool(false)
        case .uuid: return .string(ParameterKind.uuidSample)  // what marks a UUID parameter (``ParameterTypes``)
        default: return .string("")
        }
    }

    /// A `uuid` parameter's sample: the nil UUID.
    package static let uuidSample = "00000000-0000-0000-0000-000000000000"

    /// An accepted `https` link as a browser writes it: scheme and host lower-cased, the default
    /// port dropped, `/` for an empty path; the path, query and fragment as written.
    private static func normalizedURL(_ text: String, host: String) -> String {
        let afterScheme = text.utf8.dropFirst("https://".utf8.count)
        let rest = afterScheme.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
            .map { String(text[$0...]) } ?? ""
        return "https://\(host)" + (rest.hasPrefix("/") ? rest : "/" + rest)
    }
}
