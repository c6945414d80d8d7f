extension Resolution {
    /// Appends ``json``'s rendered bytes (`JSONValue.render(into:pretty:)`) to `output`: what
    /// `linkstack resolve` prints. (The engine writes the same bytes straight from the resolution.)
    public func renderJSON(into output: inout [UInt8]) {
        json.render(into: &output)
    }
}

extension Resumption {
    /// Appends `json`'s rendered bytes to `output`.
    package func renderJSON(into output: inout [UInt8]) {
        json.render(into: &output)
    }
}
