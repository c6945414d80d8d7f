/// Everything that can go wrong between URL text and a navigation plan, each with a stable code.
///
/// | code | case | CLI exit |
/// | --- | --- | --- |
/// | `no_route` | ``noRoute(url:reason:)`` | 2 |
/// | `no_url` | ``noURL(screen:reason:)`` | 2 |
/// | `invalid_url` | ``invalidURL(_:)`` | 65 |
/// | `url_too_long`, `too_many_segments`, `segment_too_long`, `too_many_query_items` | ``invalidURL(_:)`` breaking a size limit | 65 |
/// | `match_limit` | ``matchLimit(url:route:)``, ``matchBudget(url:budget:)`` | 65 |
/// | `invalid_current` | ``invalidCurrent(_:)`` | 65 |
/// | `invalid_target` | ``invalidTarget(_:)`` | 65 |
/// | `invalid_context` | ``invalidContext(_:)`` | 65 |
/// | `invalid_line` | ``invalidLine(_:)`` | 65 |
/// | `redirect_loop` | ``redirectLoop(url:hops:)`` | 65 |
/// | `route_file` | ``routeFile(_:)`` | 78 |
public enum ResolutionError: Error, Sendable, Hashable {
    /// The URL is well-formed but no route answers it (its scheme or host is not the table's, or no pattern matches).
    case noRoute(url: String, reason: String)
    /// No route can write a URL for this screen and these parameters (``RouteTable/url(for:params:)``).
    case noURL(screen: String, reason: String)
    /// The URL is malformed or larger than the limits; ``DeepLinkError/rule`` says which rule it breaks.
    case invalidURL(DeepLinkError)
    /// A route's pattern hit its match limit on this URL: an error for the URL, never a different route.
    case matchLimit(url: String, route: String)
    /// The patterns this URL was tried against used up the link's match budget
    /// (``PCRE2Limits/linkBudget``) together: an error for the URL, never a different route.
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
    /// more than ``RouteTable/maxRedirects`` hops; `hops` are the links it went through.
    case redirectLoop(url: String, hops: [String])
    /// The route files have problems: all of them, each with file, line and column.
    case routeFile([RouteFileProblem])

    /// What a redirect loop's hops say, in words.
    static func loopMessage(_ hops: [String]) -> String {
        hops.count > RouteTable.maxRedirects
            ? "more than \(RouteTable.maxRedirects) redirects (\(hops.joined(separator: " → ")))"
            : "the redirects come back to a link already visited (\(hops.joined(separator: " → ")))"
    }

    /// The stable, machine-readable code: `no_route`, `no_url`, `invalid_url` (or a size limit's own code:
    /// `url_too_long`, `too_many_segments`, `segment_too_long`, `too_many_query_items`),
    /// `match_limit`, `invalid_current`, `invalid_target`, `invalid_context`, `invalid_line`,
    /// `redirect_loop` or `route_file`.
    public var code: String {
        switch self {
        case .noRoute: return "no_route"
        case .noURL: return "no_url"
        case .invalidURL(let error): return error.code
        case .matchLimit, .matchBudget: return "match_limit"
        case .invalidCurrent: return "invalid_current"
        case .invalidTarget: return "invalid_target"
        case .invalidContext: return "invalid_context"
        case .invalidLine: return "invalid_line"
        case .redirectLoop: return "redirect_loop"
        case .routeFile: return "route_file"
        }
    }

    /// The process exit status the CLI uses for this error (sysexits.h where one fits).
    public var exitCode: Int32 {
        switch self {
        case .noRoute, .noURL: return 2
        case .invalidURL, .matchLimit, .matchBudget, .invalidCurrent, .invalidTarget, .invalidContext, .invalidLine, .redirectLoop:
            return 65
        case .routeFile: return 78
        }
    }
}

extension ResolutionError {
    /// The error for a match of `url` against `route` that PCRE2 stopped: the link's budget spent
    /// (``matchBudget(url:budget:)``), or a limit of that route's pattern (``matchLimit(url:route:)``).
    init(_ error: PCRE2Error, url: String, route: String) {
        if case .budgetSpent(let budget) = error {
            self = .matchBudget(url: url, budget: budget)
        } else {
            self = .matchLimit(url: url, route: route)
        }
    }

    /// A reason some input is not valid, for ``ResolutionError/invalidCurrent(_:)`` and
    /// ``ResolutionError/invalidTarget(_:)``.
    public struct Message: Error, Sendable, Hashable {
        /// The reason.
        public let text: String
        /// Creates a reason.
        public init(_ text: String) { self.text = text }
    }
}

extension ResolutionError: CustomStringConvertible {
    /// A message a person can act on.
    public var description: String {
        switch self {
        case let .noRoute(url, reason): return "no route for \(url): \(reason)"
        case let .noURL(screen, reason): return "no URL for \(screen): \(reason)"
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
        case let .routeFile(problems):
            let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
            return "\(count) in route files:\n" + problems.map(\.description).joined(separator: "\n")
        }
    }
}
