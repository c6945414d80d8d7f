/// Everything that can go wrong between URL text and a navigation plan, each with a stable code:
/// what a ``LinkResolving`` throws and what a `resolve --batch` line answers.
///
/// | code | case |
/// | --- | --- |
/// | `no_route` | ``noRoute(url:reason:)`` |
/// | `invalid_url` | ``invalidURL(_:)`` |
/// | `url_too_long`, `too_many_segments`, `segment_too_long`, `too_many_query_items` | ``invalidURL(_:)`` breaking a size limit |
/// | `match_limit` | ``matchLimit(url:route:)``, ``matchBudget(url:budget:)`` |
/// | `invalid_current` | ``invalidCurrent(_:)`` |
/// | `invalid_target` | ``invalidTarget(_:)`` |
/// | `invalid_context` | ``invalidContext(_:)`` |
/// | `invalid_line` | ``invalidLine(_:)`` |
/// | `redirect_loop` | ``redirectLoop(url:hops:)`` |
///
/// Loading route files (`route_file`) and writing a screen's URL (`no_url`) have their own
/// errors in the `LinkStack` product.
public enum ResolutionError: Error, Sendable, Hashable {
    /// The URL is well-formed but no route answers it (its scheme or host is not the table's, or no pattern matches).
    case noRoute(url: String, reason: String)
    /// The URL is malformed or larger than the limits; ``DeepLinkError/rule`` says which rule it breaks.
    case invalidURL(DeepLinkError)
    /// A route's pattern hit its match limit on this URL: an error for the URL, never a different route.
    case matchLimit(url: String, route: String)
    /// The patterns this URL was tried against used up the link's match budget
    /// (the engine's `PCRE2Limits.linkBudget`) together: an error for the URL, never a different route.
    case matchBudget(url: String, budget: UInt32)
    /// The current navigation state given is not valid.
    case invalidCurrent(String)
    /// The target navigation state given (to `diff`) is not valid.
    case invalidTarget(String)
    /// The context given (`--context`) is not valid.
    case invalidContext(String)
    /// A line of `linkstack resolve --batch` input is neither a URL nor a valid request object.
    case invalidLine(String)
    /// Following `redirect:` routes from the URL came back to a link already visited, or took
    /// more than `Redirect.maxHops` hops; `hops` are the links it went through.
    case redirectLoop(url: String, hops: [String])

    /// What a redirect loop's hops say, in words.
    static func loopMessage(_ hops: [String]) -> String {
        hops.count > Redirect.maxHops
            ? "more than \(Redirect.maxHops) redirects (\(hops.joined(separator: " → ")))"
            : "the redirects come back to a link already visited (\(hops.joined(separator: " → ")))"
    }

    /// The stable, machine-readable code: `no_route`, `invalid_url` (or a size limit's own code:
    /// `url_too_long`, `too_many_segments`, `segment_too_long`, `too_many_query_items`),
    /// `match_limit`, `invalid_current`, `invalid_target`, `invalid_context`, `invalid_line`,
    /// or `redirect_loop`.
    public var code: String {
        switch self {
        case .noRoute: return "no_route"
        case .invalidURL(let error): return error.code
        case .matchLimit, .matchBudget: return "match_limit"
        case .invalidCurrent: return "invalid_current"
        case .invalidTarget: return "invalid_target"
        case .invalidContext: return "invalid_context"
        case .invalidLine: return "invalid_line"
        case .redirectLoop: return "redirect_loop"
        }
    }
}

extension ResolutionError {
    /// A reason some input is not valid, for ``ResolutionError/invalidCurrent(_:)`` and
    /// ``ResolutionError/invalidTarget(_:)``.
    package struct Message: Error, Sendable, Hashable {
        /// The reason.
        package let text: String
        /// Creates a reason.
        package init(_ text: String) { self.text = text }
    }
}

extension ResolutionError: CustomStringConvertible {
    /// A message a person can act on.
    public var description: String {
        switch self {
        case let .noRoute(url, reason): return "no route for \(url): \(reason)"
        case let .invalidURL(error): return "invalid URL \(error.url): \(error)"
        case let .matchLimit(url, route):
            return "matching \(url) against route '\(route)' hit the match limit; the URL is too costly to match"
        case let .matchBudget(url, budget):
            return "matching \(url) used up its match budget of \(budget) steps across every route tried; the URL is too costly to match"
        case let .invalidCurrent(reason): return "invalid current state: \(reason)"
        case let .invalidTarget(reason): return "invalid target state: \(reason)"
        case let .invalidContext(reason): return "invalid context: \(reason)"
        case let .invalidLine(reason): return "invalid batch line: \(reason)"
        case let .redirectLoop(url, hops): return "redirect loop from \(url): \(ResolutionError.loopMessage(hops))"
        }
    }
}
