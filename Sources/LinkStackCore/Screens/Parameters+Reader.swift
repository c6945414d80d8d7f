extension Parameters {
    /// Reads parameters into a case of a generated `Screen` (`linkstack generate swift`): one call
    /// per parameter of the case, in order, each taking the next of the names it was given and
    /// giving a value of the case's type.
    ///
    /// A required parameter that is missing or does not fit its type marks the reader ``failed``
    /// and reads as a placeholder (`""`, `0`, `false` or the one given), which the caller then
    /// throws away; an optional one reads as nil. A generated case is so one expression of plain
    /// calls without arguments, which keeps a table of thousands of screens cheap to compile:
    ///
    /// ```swift
    /// var reader = Parameters.Reader(screen.params, names: ["id", "review"])
    /// let typed = Screen.review(id: reader.int(), review: reader.int())
    /// if reader.failed { return nil }
    /// ```
    @_spi(Generated) public struct Reader {
        private let parameters: Parameters
        private let names: [String]
        private var next = 0
        /// Whether a required parameter was missing or did not fit its type.
        public private(set) var failed = false

        /// A reader of `parameters` whose calls read the parameters `names`, in order.
        public init(_ parameters: Parameters, names: [String]) {
            self.parameters = parameters
            self.names = names
        }

        /// The next parameter as text (an integer gives its digits).
        public mutating func string() -> String { required(parameters.get(nextName(), as: String.self), or: "") }

        /// The next parameter as an integer.
        public mutating func int() -> Int { required(parameters.get(nextName(), as: Int.self), or: 0) }

        /// The next parameter as a boolean.
        public mutating func bool() -> Bool { required(parameters.get(nextName(), as: Bool.self), or: false) }

        /// The next parameter's text parsed by `parse` (`UUID.init(uuidString:)`, a word list's
        /// `init(rawValue:)`), or `placeholder` when it is missing or `parse` refuses it.
        public mutating func value<Value>(_ parse: (String) -> Value?, or placeholder: @autoclosure () -> Value) -> Value {
            if let text = parameters.get(nextName(), as: String.self), let value = parse(text) { return value }
            failed = true
            return placeholder()
        }

        /// The next parameter as text, nil when it is missing.
        public mutating func optionalString() -> String? { parameters.get(nextName(), as: String.self) }

        /// The next parameter as an integer, nil when it is missing or not one.
        public mutating func optionalInt() -> Int? { parameters.get(nextName(), as: Int.self) }

        /// The next parameter as a boolean, nil when it is missing or not one.
        public mutating func optionalBool() -> Bool? { parameters.get(nextName(), as: Bool.self) }

        /// The next parameter's text parsed by `parse`, nil when it is missing or `parse` refuses it.
        public mutating func optionalValue<Value>(_ parse: (String) -> Value?) -> Value? {
            parameters.get(nextName(), as: String.self).flatMap(parse)
        }

        /// The next parameter as an open query map, empty when it is missing.
        public mutating func map() -> [String: String] { parameters.get(nextName(), as: [String: String].self) ?? [:] }

        /// The text parameters named by none of the reader's names (`{*}`'s items), for the next name.
        public mutating func others() -> [String: String] {
            _ = nextName()
            var items: [String: String] = [:]
            for (name, value) in parameters.values where !names.contains(name) { if case .string(let text) = value { items[name] = text } }
            return items
        }

        /// The name the next call reads; past the names it was given, one no parameter has.
        private mutating func nextName() -> String {
            defer { next += 1 }
            return next < names.count ? names[next] : ""
        }

        private mutating func required<Value>(_ value: Value?, or placeholder: Value) -> Value {
            if let value { return value }
            failed = true
            return placeholder
        }
    }
}
