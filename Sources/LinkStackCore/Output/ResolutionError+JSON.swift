extension ResolutionError {
    /// `{"error": {"code": ..., "message": ..., ...}}`, with the URL, column, route or every
    /// redirect hop where they apply.
    package var json: JSONValue {
        var object: [String: JSONValue] = [:]
        forEachMember { key, value in
            switch value {
            case .text(let text): object["\(key)"] = .string(text)
            case .number(let number): object["\(key)"] = .int(number)
            case .texts(let list): object["\(key)"] = .array(list.map(JSONValue.string))
            }
        }
        return ["error": .object(object)]
    }

    /// Appends the error's JSON, `{"error": {"code": ..., "message": ..., ...}}`, to `output`:
    /// what `linkstack resolve` prints for it.
    public func renderJSON(into output: inout [UInt8]) {
        json.render(into: &output)
    }

    /// One value of the error object.
    package enum Member {
        case text(String)
        case number(Int)
        case texts([String])
    }

    /// Gives `body` each of the error object's members, in their keys' byte order (the order JSON
    /// writes keys in).
    package func forEachMember(_ body: (StaticString, Member) -> Void) {
        switch self {
        case let .noRoute(url, reason):
            body("code", .text(code))
            body("message", .text(reason))
            body("url", .text(url))
        case let .invalidURL(error):
            body("code", .text(code))
            if let column = error.column { body("column", .number(column)) }
            body("message", .text(error.reason))
            body("url", .text(error.url))
        case let .matchLimit(url, route):
            body("code", .text(code))
            body("message", .text("matching against route '\(route)' hit the match limit; the URL is too costly to match"))
            body("route", .text(route))
            body("url", .text(url))
        case let .matchBudget(url, budget):
            body("budget", .number(Int(budget)))
            body("code", .text(code))
            body("message", .text("matching used up the link's match budget of \(budget) steps across every route tried; "
                                  + "the URL is too costly to match"))
            body("url", .text(url))
        case let .redirectLoop(url, hops):
            body("code", .text(code))
            body("message", .text(ResolutionError.loopMessage(hops)))
            body("redirects", .texts(hops))
            body("url", .text(url))
        case let .invalidCurrent(reason), let .invalidTarget(reason), let .invalidContext(reason), let .invalidLine(reason):
            body("code", .text(code))
            body("message", .text(reason))
        }
    }
}
