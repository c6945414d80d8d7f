/// The guards of each screen or flow that has any, found by its name's bytes (``NameIndex``),
/// behind a one-word filter of the names' lengths and first bytes: a screen without guards (most
/// of any stack) is passed over in a few instructions, without reading its name's bytes.
package struct GuardIndex: Sendable {
    private let names: NameIndex
    private let guards: [[NavigationGuard]]
    /// A bit for each holder's ``filterBit(of:)``: a name whose bit is clear has no guards.
    private let filter: UInt64

    /// An index of `holders`' guards, by name (each holder listed has some).
    init(_ holders: [(name: String, guards: [NavigationGuard])]) {
        names = NameIndex(holders.map(\.name))
        guards = holders.map(\.guards)
        filter = holders.reduce(0) { $0 | GuardIndex.filterBit(of: $1.name) }
    }

    /// Whether no holder has guards.
    package var isEmpty: Bool { guards.isEmpty }

    /// The guards of the screen or flow `name`, or nil when it has none.
    package subscript(name: String) -> [NavigationGuard]? {
        guard filter & GuardIndex.filterBit(of: name) != 0 else { return nil }
        return names[name].map { guards[$0] }
    }

    /// One of 64 bits, by a name's length and first byte.
    private static func filterBit(of name: String) -> UInt64 {
        let utf8 = name.utf8
        return 1 << UInt64((utf8.count &* 31 &+ Int(utf8.first ?? 0)) & 63)
    }
}
