/// The guards of each screen or flow that has any, found by its name's bytes (``NameIndex``): a
/// target whose screens have none is searched without hashing their names.
package struct GuardIndex: Sendable {
    private let names: NameIndex
    private let guards: [[NavigationGuard]]

    /// An index of `holders`' guards, by name (each holder listed has some).
    init(_ holders: [(name: String, guards: [NavigationGuard])]) {
        names = NameIndex(holders.map(\.name))
        guards = holders.map(\.guards)
    }

    /// Whether no holder has guards.
    package var isEmpty: Bool { guards.isEmpty }

    /// The guards of the screen or flow `name`, or nil when it has none.
    package subscript(name: String) -> [NavigationGuard]? {
        names[name].map { guards[$0] }
    }
}
