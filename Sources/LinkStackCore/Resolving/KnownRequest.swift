/// A JSON request line of a batch read from its bytes without parsing it whole: its URL, and its
/// own `current` and `context` when it gives them. Only a line ``JSONSkimmer`` vouches for, with
/// nothing wrong in it, is read so; ``BatchResolver`` reads every other line whole (and words its
/// error).
struct KnownRequest {
    /// The link.
    let url: String
    /// The line's own current state; nil when it gives none.
    let current: NavigationState?
    /// The line's own context, as written; nil when it gives none.
    let context: JSONValue?

    /// The request `bytes` hold, or nil. A `current` is read from its bytes once for as long as
    /// `recent` keeps them: one whose very bytes a recent line gave was checked then, and is not
    /// skimmed again.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, recent: Locked<RecentStates>) -> KnownRequest? {
        var vouched: NavigationState?
        // (Both closures literals at the call: one kept in a `let` first had its captures boxed.)
        let read = JSONSkimmer.withMembers(of: bytes, vouched: { (key: Range<Int>, start: Int) -> Int? in
            guard JSONSkimmer.same(bytes, key, "current"),
                  let known = recent.withLock({ $0.state(startingAt: UnsafeBufferPointer(rebasing: bytes[start...])) })
            else { return nil }
            vouched = known.state
            return start + known.count
        }) { members -> KnownRequest? in
            var url: String?, current: NavigationState?, context: JSONValue?
            for index in 0..<members.count {
                let (key, value) = members[index]
                let first = bytes[value.lowerBound]
                if JSONSkimmer.same(bytes, key, "url") {
                    guard first == UInt8(ascii: "\"") else { return nil }
                    url = String(decoding: UnsafeBufferPointer(rebasing: bytes[value.lowerBound + 1..<value.upperBound - 1]), as: UTF8.self)
                } else if JSONSkimmer.same(bytes, key, "current") {
                    guard first == UInt8(ascii: "{") || first == UInt8(ascii: "["),
                          let known = vouched ?? state(UnsafeBufferPointer(rebasing: bytes[value]), recent: recent) else { return nil }
                    current = known
                } else if JSONSkimmer.same(bytes, key, "context") {
                    guard let json = try? JSONValue(parsing: String(decoding: UnsafeBufferPointer(rebasing: bytes[value]), as: UTF8.self))
                    else { return nil }
                    context = json
                } else {
                    return nil
                }
            }
            return url.map { KnownRequest(url: $0, current: current, context: context) }
        }
        return read ?? nil
    }

    /// The URL, state and context the line asks for over the batch's own `current` and `context`;
    /// nil when its context is wrong (the batch then reads the line whole, to word the error).
    func request(current: NavigationState,
                 context: NavigationContext) -> (url: String, current: NavigationState, context: NavigationContext)? {
        var facts = context
        if let json = self.context, (try? facts.add(json: json)) == nil { return nil }
        return (url, self.current ?? current, facts)
    }

    /// The state the JSON `bytes` (checked by the skimmer, and not among the recent ones: those
    /// the skimmer's question found) give, read now and kept; nil when it is not a state a line
    /// may give.
    private static func state(_ bytes: UnsafeBufferPointer<UInt8>, recent: Locked<RecentStates>) -> NavigationState? {
        guard let json = try? JSONValue(parsing: String(decoding: bytes, as: UTF8.self)),
              let state = try? NavigationState(json: json) else { return nil }
        recent.withLock { $0.keep(state, for: bytes) }
        return state
    }
}
