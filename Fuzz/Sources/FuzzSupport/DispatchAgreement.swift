@_spi(Engine) @testable import LinkStack

/// What the dispatcher and the reference loop answer for one link, in a comparable form.
public struct MatchAnswer: Hashable, CustomStringConvertible {
    /// The route's name, or the error's code.
    public let outcome: String
    /// The parameters of a match.
    public let params: Parameters?

    init(_ result: Result<RouteMatch, ResolutionError>) {
        switch result {
        case .success(let match):
            outcome = match.route.name
            params = match.params
        case .failure(let error):
            outcome = "error \(error.code)"
            params = nil
        }
    }

    public var description: String { params.map { "\(outcome) \($0.values)" } ?? outcome }
}

/// Stops the fuzzer when the fast dispatcher and the reference loop answer `link` differently.
public func checkDispatchAgrees(_ table: RouteTable, on link: DeepLink) {
    let fast = MatchAnswer(Result { () throws(ResolutionError) in try table.match(link) })
    let reference = MatchAnswer(Result { () throws(ResolutionError) in try table.referenceMatch(link) })
    fuzzCheck(fast == reference, "dispatcher and reference differ on \(link.text): \(fast) vs \(reference)")
}
