import LinkStackCore

/// What loading a route file checks of its hosts (the core, which only matches them, leaves it out).
extension HostPattern {
    /// Whether every host `inner` matches, `outer` matches too.
    static func covers(_ outer: String, _ inner: String) -> Bool {
        guard isWildcard(outer) else { return outer == inner }
        guard isWildcard(inner) else { return match(outer, inner) != nil }
        return inner == outer || inner.hasSuffix(outer.dropFirst())  // *.a.b.com inside *.b.com
    }

    /// Whether some host matches both.
    static func overlaps(_ a: String, _ b: String) -> Bool { covers(a, b) || covers(b, a) }

    /// Why `text` (lower-cased) cannot be a host pattern, or nil when it can: a host a link may
    /// name (letters, digits, `-` and `.`, no IP address, no trailing dot, as the link parser
    /// checks), or `*.` and such a host of at least two labels.
    static func problem(with text: String) -> String? {
        if text == "*" { return nil }
        let host = isWildcard(text) ? String(text.dropFirst(2)) : text
        guard !host.isEmpty, host.utf8.allSatisfy({ isHostByte($0) }),
              let link = try? DeepLink("https://\(host)/"), link.host == host else {
            return "'\(text)' is not a host name: letters, digits, '-' and '.', not an IP address, not ending in '.'"
                + (text.contains("*") ? " (a wildcard is '*.' then a domain, like *.example.com, or * for any host)" : "")
        }
        if host.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) {
            return "'\(text)' has an empty label ('..' or a leading '.')"
        }
        if isWildcard(text), !host.contains(".") {
            return "'\(text)' is too wide: a wildcard names a domain of two labels or more, like *.example.com"
        }
        return nil
    }

    private static func isHostByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}
