extension Route {
    /// A value of every parameter the route captures, of the JSON type it captures it as: what
    /// the ``ScreenGraph`` learns each screen's parameter types from.
    var sampleParameters: Parameters {
        var samples = Parameters()
        for (name, kind) in pathParameters { samples[name] = Route.sample(kind) }
        for case .parameter(let name, let kind) in query.map(\.value) { samples[name] = Route.sample(kind) }
        if let map = openQuery { samples[map] = .map([:]) }
        return samples
    }

    /// A value of the JSON type a capture of `kind` has.
    private static func sample(_ kind: ParameterKind) -> ParameterValue {
        switch kind {
        case .int, .intRange: return .int(0)
        case .bool: return .bool(false)
        default: return .string("")
        }
    }
}
