extension DeepLinkParser {
    /// The host's bytes and the port of a web link's authority `range`.
    ///
    /// Stricter than browsers by design: the host is a registered name (no IP address in any
    /// form, no trailing dot, no escapes) and the only port accepted is the scheme's default,
    /// because an app's universal links name its own domain, never a machine.
    func readHost(_ range: Range<Int>, schemeEnd colon: Int) throws(DeepLinkError) -> (host: Range<Int>, port: Int?) {
        guard !range.isEmpty else { throw fail(.emptyHost, needsHost(schemeName(colon)), at: range.lowerBound) }
        guard bytes[range.lowerBound] != UInt8(ascii: "[") else {
            throw fail(.ipLiteral, "an IP address is not allowed as host; a link names the app's domain", at: range.lowerBound)
        }
        var hostEnd = range.upperBound
        var port: Int?
        if let portColon = bytes.firstIndex(of: UInt8(ascii: ":"), in: range) {
            hostEnd = portColon
            port = try readPort((portColon + 1)..<range.upperBound, scheme: schemeName(colon))
        }
        guard hostEnd > range.lowerBound else { throw fail(.emptyHost, needsHost(schemeName(colon)), at: range.lowerBound) }
        try checkHostCharacters(range.lowerBound..<hostEnd, place: "a host")
        let host = bytes[range.lowerBound..<hostEnd]
        if host.last == dot { throw fail(.trailingDotHost, "a host may not end with '.'", at: hostEnd - 1) }
        if endsInNumber(range.lowerBound..<hostEnd) {
            throw fail(.ipLiteral, "an IP address is not allowed as host; a link names the app's domain", at: range.lowerBound)
        }
        return (range.lowerBound..<hostEnd, port)
    }

    /// The host of `range`, lower-cased. The host is ASCII (``readHost(_:scheme:)`` checked its
    /// characters): lower-cased byte by byte, as `lowercased()` would.
    func lowercasedHost(_ range: Range<Int>) -> String {
        DeepLinkParser.lowercased(bytes.part(range))
    }

    private func needsHost(_ scheme: String) -> String {
        DeepLink.isWebScheme(scheme) ? "an http(s) link needs a host" : "a \(scheme) link needs a host (its table lists it in hostSchemes)"
    }

    /// Checks the host position of a custom-scheme link, which is matched as the first path
    /// segment but is still a host to every other URL reader: a name, without a port or escapes.
    func checkFirstSegmentHost(_ range: Range<Int>, schemeEnd colon: Int) throws(DeepLinkError) {
        // The common host, every character allowed, in one pass; anything else is told in order.
        if !range.contains(where: { !PercentEncoding.isHostCharacter(bytes[$0]) }) { return }
        if let portColon = bytes.firstIndex(of: UInt8(ascii: ":"), in: range) {
            throw fail(.port, "a port (':') is not allowed after the host of a \(schemeName(colon)) link", at: portColon)
        }
        try checkHostCharacters(range, place: "the host (the first name after '\(schemeName(colon))://')")
    }

    /// Checks that every byte of `range` is a letter, digit, `-._~` or a sub-delimiter.
    /// (`place` is built only when a character is refused: a link that passes makes no message.)
    private func checkHostCharacters(_ range: Range<Int>, place: @autoclosure () -> String) throws(DeepLinkError) {
        for index in range where !PercentEncoding.isHostCharacter(bytes[index]) {
            let what = bytes[index] == percent ? "a percent-escape" : "character '\(Character(Unicode.Scalar(bytes[index])))'"
            throw fail(.hostCharacter, "\(what) is not allowed in \(place())", at: index)
        }
    }

    /// The port written after the host's `:` (none when nothing is), which must be the default.
    private func readPort(_ range: Range<Int>, scheme: String) throws(DeepLinkError) -> Int? {
        guard !range.isEmpty else { return nil }
        guard DeepLink.isWebScheme(scheme) else {
            throw fail(.port, "a port (':') is not allowed after the host of a \(scheme) link", at: range.lowerBound - 1)
        }
        let digits = bytes[range]
        guard digits.count <= 5, digits.allSatisfy({ (48...57).contains($0) }),
              let value = Int(String(decoding: digits, as: UTF8.self)), value <= 65535 else {
            throw fail(.port, "the port must be a number from 0 to 65535", at: range.lowerBound)
        }
        let standard = scheme == "https" ? 443 : 80
        guard value == standard else {
            throw fail(.port, "only the default port (\(standard)) is accepted in \(scheme) links", at: range.lowerBound)
        }
        return value
    }

    /// Whether browsers would read the host `range` as an IPv4 address: its last label is decimal
    /// digits, or `0x` and hex digits (WHATWG URL's "ends in a number").
    func endsInNumber(_ range: Range<Int>) -> Bool {
        var start = range.upperBound
        while start > range.lowerBound, bytes[start - 1] != dot { start -= 1 }
        let label = bytes.part(start..<range.upperBound)
        // A label that starts with a letter (the common "com") is neither.
        guard let first = label.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        if label.allSatisfy({ (48...57).contains($0) }) { return true }
        guard label.count >= 2, first == UInt8(ascii: "0"), label[1] | 0x20 == UInt8(ascii: "x") else { return false }
        return label.dropFirst(2).allSatisfy { PercentEncoding.hexValue($0) != nil }
    }
}
