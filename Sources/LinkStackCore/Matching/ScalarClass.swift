/// A set of Unicode scalars a regex reads as one atom: a class (`[a-z\d]`, `[^/]`), `.`, an escape
/// (`\d`, `\s`, `\p{L}`) or a literal under `(?i)`, read as PCRE2 reads them with UTF and UCP.
struct ScalarClass: Sendable {
    /// One member of a class.
    enum Item: Sendable {
        /// Scalars from one value to another, both included.
        case range(UInt32, UInt32)
        /// `\d` (Unicode's decimal digits, `Nd`) or `\D`.
        case digit(negated: Bool)
        /// `\s` (Unicode's separators, `Z`, and tab, LF, VT, FF, CR) or `\S`.
        case space(negated: Bool)
        /// `\p{…}` or `\P{…}`: general categories (`L`, `Lu`, `Nd`, `L&`, …) or any scalar (`Any`).
        case categories(Set<Unicode.GeneralCategory>, negated: Bool)
    }

    var items: [Item]
    /// Whether the class is negated (`[^…]`).
    var isNegated = false
    /// Whether ranges also take the other case of a scalar (`(?i)`); `\p{Lu}` keeps its case, as in PCRE2.
    var isCaseless = false

    /// `.`: every scalar but LF (PCRE2's default newline).
    static let dot = ScalarClass(items: [.range(0x0A, 0x0A)], isNegated: true)

    /// Whether `scalar` is in the class.
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        items.contains { item in
            if case .range = item, isCaseless { return ScalarClass.caseVariants(of: scalar).contains { ScalarClass.item(item, holds: $0) } }
            return ScalarClass.item(item, holds: scalar)
        } != isNegated
    }

    private static func item(_ item: Item, holds scalar: Unicode.Scalar) -> Bool {
        switch item {
        case let .range(low, high): return (low...high).contains(scalar.value)
        case .digit(let negated): return (scalar.properties.generalCategory == .decimalNumber) != negated
        case .space(let negated): return isSpace(scalar) != negated
        case let .categories(categories, negated): return categories.contains(scalar.properties.generalCategory) != negated
        }
    }

    /// PCRE2's `\s` with UCP (`\p{Xsp}`).
    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
        default: return (0x09...0x0D).contains(scalar.value)
        }
    }

    /// `scalar` and the scalars of its other cases (simple mappings only): `k`, `K` and KELVIN SIGN
    /// alike, as caseless matching with UCP takes them.
    static func caseVariants(of scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        var variants = [scalar]
        for mapped in [scalar.properties.lowercaseMapping, scalar.properties.uppercaseMapping] {
            guard let single = only(mapped) else { continue }
            variants.append(single)
            if let folded = only(single.properties.lowercaseMapping) { variants.append(folded) }
        }
        return variants
    }

    /// A scalar's simple case fold: its upper case's lower case (so `ſ`, `s` and `S` fold alike).
    static func fold(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let upper = only(scalar.properties.uppercaseMapping) ?? scalar
        return only(upper.properties.lowercaseMapping) ?? upper
    }

    private static func only(_ text: String) -> Unicode.Scalar? {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next(), scalars.next() == nil else { return nil }
        return first
    }

    /// The categories `\p{name}` names, or nil for a name the core does not read.
    static func categories(named name: String) -> Set<Unicode.GeneralCategory>? {
        let letters: [Unicode.GeneralCategory] = [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter]
        let marks: [Unicode.GeneralCategory] = [.nonspacingMark, .spacingMark, .enclosingMark]
        let numbers: [Unicode.GeneralCategory] = [.decimalNumber, .letterNumber, .otherNumber]
        let punctuation: [Unicode.GeneralCategory] = [.connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                                                      .initialPunctuation, .finalPunctuation, .otherPunctuation]
        let symbols: [Unicode.GeneralCategory] = [.mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol]
        let separators: [Unicode.GeneralCategory] = [.spaceSeparator, .lineSeparator, .paragraphSeparator]
        let others: [Unicode.GeneralCategory] = [.control, .format, .surrogate, .privateUse, .unassigned]
        let groups: [String: [Unicode.GeneralCategory]] = [
            "L": letters, "L&": [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter], "LC": [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter],
            "M": marks, "N": numbers, "P": punctuation, "S": symbols, "Z": separators, "C": others,
            "Any": letters + marks + numbers + punctuation + symbols + separators + others,
        ]
        if let group = groups[name] { return Set(group) }
        let all = letters + marks + numbers + punctuation + symbols + separators + others
        let abbreviations = ["Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No", "Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po",
                             "Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp", "Cc", "Cf", "Cs", "Co", "Cn"]
        return abbreviations.firstIndex(of: name).map { Set([all[$0]]) }
    }
}
