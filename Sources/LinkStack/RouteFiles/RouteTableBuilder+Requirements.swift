import LinkStackCore

extension RouteTableBuilder {
    /// Warns about a context name that guards only ever require negated (`!onbaorded`): a
    /// context never gives a name no guard requires, so it counts as false and the guard always
    /// lets the user through, which is what a misspelt name does. One warning per name, at its
    /// first use, with a did-you-mean among the other names.
    mutating func checkNegatedOnlyNames() {
        let uses = files.flatMap(\.requirements)
        let required = Set(uses.filter { !$0.text.hasPrefix("!") }.map(\.text))
        let names = Set(uses.map { NavigationContext.name(of: $0.text) })
        var reported: Set<String> = []
        for (text, location) in uses where text.hasPrefix("!") {
            let name = NavigationContext.name(of: text)
            guard !required.contains(name), reported.insert(name).inserted else { continue }
            let hint = NameSuggestion.hint(for: name, among: names.subtracting([name]))
            warnings.append(RouteFileProblem(
                "context name '\(name)' is only ever required negated ('\(text)'): unless the app's context gives it, it counts as "
                    + "false and this guard always lets the user through\(hint)", at: location, severity: .warning))
        }
    }
}
