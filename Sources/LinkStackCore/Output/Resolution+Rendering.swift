extension Resolution {
    /// Appends the resolution's JSON to `output` (keys sorted, no spaces): what `linkstack resolve`
    /// prints. (The engine writes the same bytes straight from the resolution.)
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
