extension RouteExplanation {
    /// `{"link": {...}, "candidates": [{"route", "pattern", "verdict", ...}], "winner"}`, and
    /// `"redirect"` (the next link) when the winner is a `redirect:` route, or `"redirectError"`
    /// (`{"code", "message", ...}`) when that link is refused; `"shows"` (the winner's stack,
    /// labelled) when it shows screens, and `"ignored"` when it ignores optional values.
    package var json: JSONValue {
        let linkJSON: JSONValue = [
            "url": .string(link.text), "scheme": .string(link.scheme), "host": link.host.map(JSONValue.string) ?? .null,
            "path": .string(link.path), "segments": .array(link.segments.map(JSONValue.string)),
            "query": .array(link.queryItems.map { ["name": .string($0.name), "value": .string($0.value)] }),
        ]
        let candidatesJSON = candidates.map { candidate -> JSONValue in
            var members: [String: JSONValue] = ["route": .string(candidate.route.name), "pattern": .string(candidate.route.template)]
            switch candidate.verdict {
            case .wins(let params):
                members["verdict"] = "wins"
                members["params"] = params.json
            case .excludes:
                members["verdict"] = "excludes"
            case let .outranked(winner, reason):
                members["verdict"] = "outranked"
                members["by"] = .string(winner)
                members["reason"] = .string(reason)
            case .rejected(let reason):
                members["verdict"] = "rejected"
                members["reason"] = .string(reason)
            }
            return .object(members)
        }
        var members: [String: JSONValue] = ["link": linkJSON, "candidates": .array(candidatesJSON),
                                            "winner": winner.map { .string($0.name) } ?? .null]
        if let redirect { members["redirect"] = .string(redirect) }
        if let redirectError { members["redirectError"] = redirectError.json["error"] }
        if !shows.isEmpty { members["shows"] = .array(shows.map(JSONValue.string)) }
        if !ignored.isEmpty { members["ignored"] = .object(ignored.mapValues(JSONValue.string)) }
        return .object(members)
    }
}
