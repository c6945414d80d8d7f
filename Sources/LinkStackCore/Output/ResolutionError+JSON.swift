extension ResolutionError {
    /// `{"error": {"code": ..., "message": ..., ...}}`, with the URL, column, route or every
    /// redirect hop where they apply.
    public var json: JSONValue {
        var members: [String: JSONValue] = ["code": .string(code)]
        switch self {
        case let .noRoute(url, reason):
            members["url"] = .string(url)
            members["message"] = .string(reason)
        case let .invalidURL(error):
            members["url"] = .string(error.url)
            members["message"] = .string(error.reason)
            if let column = error.column { members["column"] = .int(column) }
        case let .matchLimit(url, route):
            members["url"] = .string(url)
            members["route"] = .string(route)
            members["message"] = .string("matching against route '\(route)' hit the match limit; the URL is too costly to match")
        case let .matchBudget(url, budget):
            members["url"] = .string(url)
            members["budget"] = .int(Int(budget))
            members["message"] = .string("matching used up the link's match budget of \(budget) steps across every route tried; the URL is too costly to match")
        case let .redirectLoop(url, hops):
            members["url"] = .string(url)
            members["redirects"] = .array(hops.map(JSONValue.string))
            members["message"] = .string(ResolutionError.loopMessage(hops))
        case let .invalidCurrent(reason), let .invalidTarget(reason), let .invalidContext(reason), let .invalidLine(reason):
            members["message"] = .string(reason)
        }
        return ["error": .object(members)]
    }
}
