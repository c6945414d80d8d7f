/// An apple-app-site-association file as deployed, read for checking: its `applinks` details,
/// each with its app IDs and components, and the decision Apple's rules make for a link.
///
/// Read: `applinks.details[]` with `appIDs` (or the older `appID`) and `components` (or the
/// older `paths`, where `NOT ` excludes), `applinks.defaults` and `details[].defaults`
/// (`caseSensitive`, `percentEncoded`), and on each component `/`, `?` (a pattern or a
/// dictionary of query item names to patterns), `#`, `exclude`, `caseSensitive` and
/// `percentEncoded`. See ``decision(path:query:fragment:)`` for how a link is matched.
package struct AASAFile: Sendable {
    /// One component (or one entry of an older file's `paths`).
    package struct Component: Sendable, Hashable {
        /// What a component's `?` says.
        package enum Query: Sendable, Hashable {
            /// A pattern for the whole query.
            case pattern(String)
            /// Query item names and the pattern each one's value must match; every name must be given.
            case items([String: String])
        }

        /// The `/` pattern (`*` when absent).
        package var path: String
        /// The `?` pattern or dictionary (any query when nil).
        package var query: Query?
        /// The `#` pattern (any fragment when nil).
        package var fragment: String?
        /// Whether a match stops the link opening the app.
        package var exclude: Bool
        /// Whether patterns compare case-sensitively (default true).
        package var caseSensitive: Bool
        /// Whether the patterns are percent-encoded, so they are decoded before comparing (default true).
        package var percentEncoded: Bool
        /// The component's position in its details entry, from 0.
        package var index: Int
    }

    /// One entry of `applinks.details`.
    package struct Detail: Sendable, Hashable {
        /// The apps the entry sends links to.
        package var appIDs: [String]
        /// Its components, in order.
        package var components: [Component]
    }

    /// What the file does with a link.
    package enum Decision: Sendable, Hashable {
        /// The link opens these apps: the first matching component, of details entry `detail`.
        case opens(appIDs: [String], detail: Int, component: Int)
        /// The first matching component excludes the link.
        case excluded(detail: Int, component: Int)
        /// No component matches: the link opens in the browser.
        case unmatched
    }

    /// The details entries, in order.
    package let details: [Detail]
    /// The components by the first path segment they spell, for ``decision(path:query:fragment:)``.
    let index: AASAComponentIndex

    /// Reads a file's text.
    ///
    /// - Throws: ``ExportError`` `invalid_aasa` saying what is wrong, and where.
    package init(text: String) throws(ExportError) {
        let json: JSONValue
        do throws(JSONValue.ParseError) {
            json = try JSONValue(parsing: text)
        } catch {
            throw AASAFile.invalid("the file is \(error.message)")
        }
        guard case .array(let entries)? = json["applinks"]?["details"] else {
            throw AASAFile.invalid("the file has no applinks.details array")
        }
        let defaults = try AASAFile.flags(json["applinks"]?["defaults"], at: "applinks.defaults", inherited: (true, true))
        var details: [Detail] = []
        for (number, entry) in entries.enumerated() {
            let place = "applinks.details[\(number)]"
            guard case .object = entry else { throw AASAFile.invalid("\(place) is not an object") }
            let flags = try AASAFile.flags(entry["defaults"], at: place + ".defaults", inherited: defaults)
            let appIDs: [String]
            switch (entry["appIDs"], entry["appID"]) {
            case (.array(let values)?, _): appIDs = try values.map { value throws(ExportError) in try AASAFile.string(value, at: place + ".appIDs") }
            case (nil, let value?): appIDs = [try AASAFile.string(value, at: place + ".appID")]
            default: throw AASAFile.invalid("\(place) has no appIDs array")
            }
            var components: [Component] = []
            if case .array(let items)? = entry["components"] {
                for (index, item) in items.enumerated() {
                    components.append(try AASAFile.component(item, at: "\(place).components[\(index)]", index: index, inherited: flags))
                }
            } else if case .array(let paths)? = entry["paths"] {
                for (index, item) in paths.enumerated() {
                    let text = try AASAFile.string(item, at: "\(place).paths[\(index)]")
                    let exclude = text.hasPrefix("NOT ")
                    components.append(Component(path: exclude ? String(text.dropFirst(4)) : text, query: nil, fragment: nil, exclude: exclude,
                                                caseSensitive: true, percentEncoded: true, index: index))
                }
            } else {
                throw AASAFile.invalid("\(place) has neither a components nor a paths array")
            }
            details.append(Detail(appIDs: appIDs, components: components))
        }
        self.details = details
        index = AASAComponentIndex(details)
    }

    private static func component(_ item: JSONValue, at place: String, index: Int, inherited: (Bool, Bool)) throws(ExportError) -> Component {
        guard case .object(let members) = item else { throw invalid("\(place) is not an object") }
        let flags = try self.flags(item, at: place, inherited: inherited)
        var query: Component.Query?
        switch members["?"] {
        case nil: query = nil
        case .string(let pattern)?: query = .pattern(pattern)
        case .object(let items)?:
            var patterns: [String: String] = [:]
            for (name, value) in items { patterns[name] = try string(value, at: "\(place).?.\(name)") }
            query = .items(patterns)
        default: throw invalid("\(place).? is neither a string nor an object")
        }
        let exclude: Bool
        switch members["exclude"] {
        case nil: exclude = false
        case .bool(let value)?: exclude = value
        default: throw invalid("\(place).exclude is not true or false")
        }
        return Component(path: try members["/"].map { value throws(ExportError) in try string(value, at: place + "./") } ?? "*",
                         query: query,
                         fragment: try members["#"].map { value throws(ExportError) in try string(value, at: place + ".#") },
                         exclude: exclude, caseSensitive: flags.0, percentEncoded: flags.1, index: index)
    }

    /// `caseSensitive` and `percentEncoded` of an object, or those inherited.
    private static func flags(_ object: JSONValue?, at place: String, inherited: (Bool, Bool)) throws(ExportError) -> (Bool, Bool) {
        guard let object else { return inherited }
        guard case .object(let members) = object else { throw invalid("\(place) is not an object") }
        func flag(_ key: String, _ fallback: Bool) throws(ExportError) -> Bool {
            switch members[key] {
            case nil: return fallback
            case .bool(let value)?: return value
            default: throw invalid("\(place).\(key) is not true or false")
            }
        }
        return (try flag("caseSensitive", inherited.0), try flag("percentEncoded", inherited.1))
    }

    private static func string(_ value: JSONValue, at place: String) throws(ExportError) -> String {
        guard case .string(let text) = value else { throw invalid("\(place) is not a string") }
        return text
    }

    private static func invalid(_ message: String) -> ExportError { ExportError(code: "invalid_aasa", message: message) }
}
