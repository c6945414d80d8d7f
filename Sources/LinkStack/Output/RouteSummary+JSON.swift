extension RouteSummary {
    /// The summary as JSON: `{"name", "pattern", "screen", "stack", "flow", "guards", "schemes",
    /// "hosts"}` (`flow` null when none).
    package var json: JSONValue {
        ["name": .string(name), "pattern": .string(pattern), "screen": .string(screen),
         "stack": .array(stack.map(JSONValue.string)), "flow": flow.map(JSONValue.string) ?? .null,
         "guards": .array(guards.map(JSONValue.string)), "schemes": .array(schemes.map(JSONValue.string)),
         "hosts": .array(hosts.map(JSONValue.string))]
    }
}
