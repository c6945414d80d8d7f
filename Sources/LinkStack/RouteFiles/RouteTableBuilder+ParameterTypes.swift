import LinkStackCore

extension RouteTableBuilder {
    /// Refuses a screen parameter that two routes give as different JSON types: with
    /// `/play/{track:int}` and `/t/{track}` both showing `Player`, one link answers `"track": 5`
    /// and the other `"track": "5"`, so the app would dismiss and re-present the same track, and a
    /// state with either type would be taken. Literal and interpolated stack `params:` count too.
    /// One problem per screen parameter, at the later route, naming both routes and where they are.
    mutating func checkParameterTypes() {
        let builder = StackBuilder(screens: screens, flows: flows)
        var first: [String: (kind: ParameterTypes.Kind, route: Route)] = [:]
        var reported: Set<String> = []
        for route in routes where route.target.showsScreens {
            for screen in builder.stack(for: route.target, params: route.spec.sampleParameters) {
                for (name, value) in screen.params.values.sorted(by: { $0.key < $1.key }) {
                    let key = screen.name + "\u{0}" + name
                    let kind = ParameterTypes.Kind(value)
                    guard let earlier = first[key] else {
                        first[key] = (kind, route)
                        continue
                    }
                    guard earlier.kind != kind, reported.insert(key).inserted else { continue }
                    report("screen '\(screen.name)' is given '\(name)' as \(kind.phrase) by route '\(route.name)', but as "
                           + "\(earlier.kind.phrase) by route '\(earlier.route.name)' at \(earlier.route.location): the two links "
                           + "would show different screens (5 and \"5\" are not equal), and a state with either type would be "
                           + "taken; give '\(name)' the same kind in both routes", at: route.location)
                }
            }
        }
    }
}

private extension ParameterTypes.Kind {
    /// "an int", "a string".
    var phrase: String { self == .int ? "an int" : "a \(rawValue)" }
}
