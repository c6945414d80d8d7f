import LinkStackCore

extension JSONValue {
    /// Parses JSON text in one pass.
    ///
    /// ```swift
    /// try JSONValue(parsing: #"{"signedIn": true}"#)     // ["signedIn": true]
    /// try JSONValue(parsing: #"{"a": 1, "a": 2}"#)       // throws: the key "a" is given twice
    /// ```
    ///
    /// Whole numbers in 64-bit range become `JSONValue/int(_:)`, other numbers
    /// `JSONValue/double(_:)`.
    ///
    /// > Note: Stricter than `JSONDecoder`: a key repeated in one object, nesting deeper than
    /// > `JSONValue/maxNestingDepth` levels and lone surrogate escapes are errors.
    ///
    /// - Throws: `JSONValue/ParseError` saying what is wrong, with its line and column.
    package init(parsing text: String) throws(ParseError) {
        var parser = JSONParser(text)
        self = try parser.parse()
    }

    /// The deepest nesting of arrays and objects `init(parsing:)` reads (32).
    package static var maxNestingDepth: Int { JSONParser.maxDepth }

    /// Why text is not JSON.
    package struct ParseError: Error, Sendable, Hashable {
        /// What is wrong, and where.
        package let message: String
    }
}
