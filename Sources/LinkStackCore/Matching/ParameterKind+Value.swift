extension ParameterKind {
    /// A decoded value typed by this kind, or nil when the kind refuses it: an integer for `int`
    /// (nil outside 64-bit range) and `int(LOW...HIGH)` (nil outside the range); a boolean for
    /// `bool`; for `url`, the link as a browser writes it when it is an `https` link to one of
    /// `urlHosts`; text otherwise. The shape (`-?[0-9]+` for an integer) is checked before.
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
        default:
            return .string(text)
        }
    }

    /// A path capture, percent-decoded exactly once, typed by this kind.
    package func value(decoding raw: Substring, urlHosts: Set<String>) -> ParameterValue? {
        guard let decoded = try? PercentEncoding.decode(raw.utf8) else { return nil }
        return value(of: decoded, urlHosts: urlHosts)
    }

    /// A path capture's bytes, percent-decoded exactly once, typed by this kind.
    package func value(decoding raw: UnsafeBufferPointer<UInt8>, urlHosts: Set<String>) -> ParameterValue? {
        guard let decoded = try? PercentEncoding.decode(raw) else { return nil }
        return value(of: decoded, urlHosts: urlHosts)
    }

    /// A value of the JSON type a capture of this kind has: what the ``ScreenGraph`` learns each
    /// screen's parameter types from.
    package var sample: ParameterValue {
        switch self {
        case .int, .intRange: return .int(0)
        case .bool: return .bool(false)
        default: return .string("")
        }
    }

    /// An accepted `https` link as a browser writes it: scheme and host lower-cased, the default
    /// port dropped, `/` for an empty path; the path, query and fragment as written.
    private static func normalizedURL(_ text: String, host: String) -> String {
        let afterScheme = text.utf8.dropFirst("https://".utf8.count)
        let rest = afterScheme.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
            .map { String(text[$0...]) } ?? ""
        return "https://\(host)" + (rest.hasPrefix("/") ? rest : "/" + rest)
    }
}
