extension Parameters {
    /// Writes the parameters of a case of a generated `Screen` (`linkstack generate swift`): one
    /// call per parameter of the case, in order, named afterwards (``parameters(names:)``), so a
    /// case is a line of plain calls, which keeps a table of thousands of screens cheap to
    /// compile. An optional parameter that is nil, or an empty open map, is left out, as a link
    /// that does not give it.
    ///
    /// ```swift
    /// var writer = Parameters.Writer()
    /// writer.int(42)
    /// writer.optionalString(nil)
    /// writer.parameters(names: ["id", "ref"])  // ["id": 42]
    /// ```
    @_spi(Generated) public struct Writer {
        private var values: [ParameterValue?] = []

        /// An empty writer.
        public init() {}

        /// Writes a text parameter.
        public mutating func string(_ value: String) { values.append(.string(value)) }

        /// Writes an integer parameter.
        public mutating func int(_ value: Int) { values.append(.int(value)) }

        /// Writes a boolean parameter.
        public mutating func bool(_ value: Bool) { values.append(.bool(value)) }

        /// Writes an open query map, left out when it is empty.
        public mutating func map(_ value: [String: String]) { values.append(value.isEmpty ? nil : .map(value)) }

        /// Writes `{*}`'s items, each a text parameter of its own name (the name given for them is
        /// `""`); a name another call writes keeps that call's value.
        public mutating func items(_ value: [String: String]) { map(value) }

        /// Writes a text parameter, left out when it is nil.
        public mutating func optionalString(_ value: String?) { values.append(value.map(ParameterValue.string)) }

        /// Writes an integer parameter, left out when it is nil.
        public mutating func optionalInt(_ value: Int?) { values.append(value.map(ParameterValue.int)) }

        /// Writes a boolean parameter, left out when it is nil.
        public mutating func optionalBool(_ value: Bool?) { values.append(value.map(ParameterValue.bool)) }

        /// The values written, in order, named by `names` (a value past the names is dropped).
        public func parameters(names: [String]) -> Parameters {
            var parameters = Parameters()
            for (name, value) in zip(names, values) where !name.isEmpty { parameters[name] = value }
            for (name, value) in zip(names, values) where name.isEmpty {
                guard case .map(let items)? = value else { continue }
                for (item, text) in items where parameters[item] == nil { parameters[item] = .string(text) }
            }
            return parameters
        }
    }
}
