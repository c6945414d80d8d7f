extension RouteTable {
    /// Refuses a context naming anything but the table's ``contextNames``, with a "did you mean"
    /// for a slip (`signedin` for `signedIn`): an unknown name would silently count as false.
    ///
    /// - Throws: ``ResolutionError/invalidContext(_:)``.
    func check(_ context: NavigationContext) throws(ResolutionError) {
        guard context.values.keys.contains(where: { !contextNames.contains($0) }),
              let unknown = context.values.keys.sorted().first(where: { !contextNames.contains($0) }) else { return }
        guard !contextNames.isEmpty else {
            throw .invalidContext("'\(unknown)' is not a context name: no flow of these routes requires anything")
        }
        let hint = NameSuggestion.closest(to: unknown, among: contextNames).map { "; did you mean '\($0)'?" } ?? ""
        throw .invalidContext("'\(unknown)' is not a context name of these routes\(hint) (their flows require: "
                              + "\(contextNames.joined(separator: ", ")))")
    }

    /// The context names flows require, sorted.
    static func contextNames(of flows: [String: FlowDefinition]) -> [String] {
        Set(flows.values.flatMap { $0.requires.map(NavigationContext.name(of:)) }).sorted()
    }
}
