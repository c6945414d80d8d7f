extension PercentEncoding {
    // Two tables of a class a byte, written out so that an optimized build holds them as constant
    // data: a reader loads their address with no lazy-initialisation check, and indexes them with
    // a byte's value with no bounds check (256 entries). `PercentEncodingClassTests` holds each
    // entry to its definition (the checks in PercentEncoding.swift, from ``classes(of:)``). Each
    // row is sixteen bytes, the printable ones shown after it.

    /// What each byte is in a plain path (``DeepLinkParser/plainPath(from:to:)``), by byte: 0 a
    /// path character that stands for itself (``isPathCharacter(_:)``), 1 `/`, 3 `?` or `#` (the
    /// path's end), 2 anything else (`%` included: an escape to normalize).
    package static let plainPathClasses: [UInt8] = [
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, // 00–0F
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, // 10–1F
        2, 0, 2, 3, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, // 20–2F   !"#$%&'()*+,-./
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 2, 3, // 30–3F  0123456789:;<=>?
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 40–4F  @ABCDEFGHIJKLMNO
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 0, // 50–5F  PQRSTUVWXYZ[\]^_
        2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 60–6F  `abcdefghijklmno
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2, 2, 0, 2, // 70–7F  pqrstuvwxyz{|}~
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, // 80–8F
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, // 90–9F
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, // A0–AF
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, // B0–BF
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, // C0–CF
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, // D0–DF
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, // E0–EF
        2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, // F0–FF
    ]

    /// Each byte's classes for the one-pass read of a link (``DeepLinkParser/plainLayout(options:)``),
    /// as bits: 1 a host character (``isHostCharacter(_:)``), 2 a query character
    /// (``isQueryCharacter(_:)``).
    package static let plainCharacterBits: [UInt8] = [
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 00–0F
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 10–1F
        0, 3, 0, 0, 3, 0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, // 20–2F   !"#$%&'()*+,-./
        3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 3, 0, 3, 0, 2, // 30–3F  0123456789:;<=>?
        2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, // 40–4F  @ABCDEFGHIJKLMNO
        3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 0, 0, 0, 0, 3, // 50–5F  PQRSTUVWXYZ[\]^_
        0, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, // 60–6F  `abcdefghijklmno
        3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 0, 0, 0, 3, 0, // 70–7F  pqrstuvwxyz{|}~
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 80–8F
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // 90–9F
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // A0–AF
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // B0–BF
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // C0–CF
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // D0–DF
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // E0–EF
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, // F0–FF
    ]
}
