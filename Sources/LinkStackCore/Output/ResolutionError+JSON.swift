extension ResolutionError {
    /// `{"error": {"code": ..., "message": ..., ...}}`, with the URL, column, route or every
    /// redirect hop where they apply.
    public var json: JSONValue {
        var object: [String: JSONValue] = [:]
        for (key, value) in members {
            switch value {
            case .text(let text): object["\(key)"] = .string(text)
            case .number(let number): object["\(key)"] = .int(number)
            case .texts(let list): object["\(key)"] = .array(list.map(JSONValue.string))
            }
        }
        return ["error": .object(object)]
    }

    /// Appends ``json``'s bytes, as `render(into:)` writes them, straight from the members: no
    /// `JSONValue` is built, and no key sorted (a batch's error line cost about 5 K instructions so).
    package func renderJSON(into output: inout [UInt8]) {
        JSONWriter.write(into: &output) { out in
            JSONWriter.raw(#"{"error":{"#, to: &out)
            for (position, (key, value)) in members.enumerated() {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "\""))
                out.append(key)  // a plain ASCII name
                JSONWriter.raw(#"":"#, to: &out)
                switch value {
                case .text(let text): JSONWriter.string(text, to: &out)
                case .number(let number): JSONWriter.int(number, to: &out)
                case .texts(let list): JSONWriter.strings(list, to: &out)
                }
            }
            JSONWriter.raw("}}", to: &out)
        }
    }

    /// One value of the error object.
    private enum Member {
        case text(String)
        case number(Int)
        case texts([String])
    }

    /// The error object's members, in their keys' byte order (the order JSON writes keys in).
    private var members: [(key: StaticString, value: Member)] {
        switch self {
        case let .noRoute(url, reason):
            return [("code", .text(code)), ("message", .text(reason)), ("url", .text(url))]
        case let .invalidURL(error):
            let column: [(key: StaticString, value: Member)] = error.column.map { [("column", .number($0))] } ?? []
            return [("code", .text(code))] + column + [("message", .text(error.reason)), ("url", .text(error.url))]
        case let .matchLimit(url, route):
            let message = "matching against route '\(route)' hit the match limit; the URL is too costly to match"
            return [("code", .text(code)), ("message", .text(message)), ("route", .text(route)), ("url", .text(url))]
        case let .matchBudget(url, budget):
            let message = "matching used up the link's match budget of \(budget) steps across every route tried; the URL is too costly to match"
            return [("budget", .number(Int(budget))), ("code", .text(code)), ("message", .text(message)), ("url", .text(url))]
        case let .redirectLoop(url, hops):
            return [("code", .text(code)), ("message", .text(ResolutionError.loopMessage(hops))), ("redirects", .texts(hops)),
                    ("url", .text(url))]
        case let .invalidCurrent(reason), let .invalidTarget(reason), let .invalidContext(reason), let .invalidLine(reason):
            return [("code", .text(code)), ("message", .text(reason))]
        }
    }
}
