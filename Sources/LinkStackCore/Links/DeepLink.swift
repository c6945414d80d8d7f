/// A deep link, parsed strictly and normalized, ready to be matched against a `RouteTable`.
///
/// ```swift
/// let link = try DeepLink("shop://products/42/reviews?sort=new")
/// link.scheme        // "shop"
/// link.path          // "/products/42/reviews" (a custom scheme's host is the first segment)
/// link.queryItems   // [QueryItem(name: "sort", value: "new")]
/// ```
///
/// Parsing follows RFC 3986 and rejects rather than repairs: control characters, spaces,
/// backslashes, raw non-ASCII, userinfo, malformed `%` escapes, escapes that decode to invalid
/// UTF-8 or to control characters (a query value may hold tab, LF and CR), empty segments (`//`) and `.`/`..` segments (raw or encoded)
/// all throw; so do web links whose host is an IP address or ends with `.`, or whose port is not
/// the default. Each error names the ``DeepLinkError/Rule`` broken.
///
/// A link keeps its ``text`` and where each part is in it, checked: ``scheme``, ``host``,
/// ``path`` and ``queryItems`` are made from the text each time they are read (a matcher reads
/// the bytes), so a reader that needs one often keeps it.
public struct DeepLink: Sendable, Hashable {
    /// The text the link was parsed from.
    public let text: String
    /// Where each part is in ``text``'s UTF-8: the link is kept as byte ranges, and each part's
    /// `String` is made when it is asked for (matching reads the bytes).
    package let layout: Layout
    /// The path, when it had to be normalized (escapes, the root `/` of `scheme://`): nil when
    /// ``text`` holds it as it is (``Layout/path``).
    private let normalizedPath: String?
    /// The query names the table drops before matching (``Options/droppedQuery``).
    private let droppedQuery: [String]
    private let restQuery: [String]  // (``Options/restQuery``)
    /// Whether the link is a redirect's hop (``Options/isRedirectHop``), which `internal: true` routes answer.
    package let isRedirectHop: Bool
    /// The scheme, lower-cased (made on use from ``text``).
    public var scheme: String {
        let range = layout.scheme
        return LinkBytes.reading(text) { DeepLinkParser.lowercased($0.part(range)) }
    }
    /// The host, lower-cased, for `http` and `https` links and a table's `hostSchemes`; nil for
    /// any other custom scheme, whose host is the first path segment (made on use from ``text``).
    public var host: String? {
        guard let range = layout.host else { return nil }
        return LinkBytes.reading(text) { DeepLinkParser.lowercased($0.part(range)) }
    }
    /// The path to match: still percent-encoded, normalized (escapes of unreserved characters
    /// decoded, other escapes upper-cased), starting with `/`, with no trailing slash unless
    /// `Options.keepsTrailingSlash` (made on use from ``text``).
    public var path: String {
        // (The range asked first: `if let` on the optional `String` copied it through its value witness.)
        guard let range = layout.path else { return normalizedPath ?? "/" }
        return LinkBytes.reading(text) { $0.part(range).string }
    }
    /// The `String` whose UTF-8 holds the path at ``pathRange``: ``text``, or the normalized path.
    /// A matcher reads the path's bytes there (`LinkBytes.reading` reads a native string in place).
    package var pathSource: String { layout.path == nil ? normalizedPath ?? "/" : text }
    /// Where the path is in ``pathSource``'s UTF-8.
    package var pathRange: Range<Int> { layout.path ?? 0..<(normalizedPath?.utf8.count ?? 1) }
    /// How many `/` ``path`` holds (its segments, one more for a trailing slash kept; the root
    /// `/` holds one), as the parser counted them: what the dispatcher reads the path's length by.
    package var slashes: Int { layout.slashes }
    /// The path segments, each percent-decoded exactly once (computed on use; matching never
    /// needs them).
    public var segments: [String] {
        let path = path
        guard path != "/" else { return [] }
        return path.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map { segment in
            (try? PercentEncoding.decode(segment.utf8)) ?? String(segment)
        }
    }
    /// The query items in the order written, names and values decoded (`+` is a space): decoded
    /// from ``text`` on each use (a matcher that reads them more than once reads them once).
    public var queryItems: [QueryItem] {
        // Nothing after the `?` (or no `?`): no item, nothing to read.
        guard layout.queryEnd > layout.pathEnd + 1 else { return [] }
        let layout = layout
        // The parse checked the items against its limits: read here, they are all kept (but those the table drops).
        let dropped = droppedQuery, rest = restQuery
        return LinkBytes.reading(text) { DeepLink.queryItems(of: $0, layout: layout, limits: Limits(maxQueryItems: .max), dropping: dropped, rest: rest) } ?? []
    }

    /// One `name=value` pair of a query string.
    public struct QueryItem: Sendable, Hashable {
        /// The decoded name.
        public let name: String
        /// The decoded value; empty for `?flag` and `?flag=`.
        public let value: String
    }

    /// Whether a lower-cased scheme is `http` or `https`, whose authority is a host rather than
    /// the first path segment.
    package static func isWebScheme(_ scheme: String) -> Bool { scheme == "https" || scheme == "http" }

    /// The first value given for the query name `name` (later repeats of a name are ignored): a
    /// link has few query items.
    package func firstQueryValue(named name: String) -> String? {
        queryItems.firstValue(named: name)
    }

    /// Parses and normalizes `text` under the default limits, as a link of a table without
    /// `hostSchemes` (a resolver reads its links under its table's own rules).
    ///
    /// - Parameter text: The URL, e.g. `shop://products/42` or `https://shop.example.com/products/42`.
    /// - Throws: ``DeepLinkError`` saying what is wrong and at which column.
    public init(_ text: String) throws(DeepLinkError) {
        self = try DeepLinkParser.parse(text, limits: .default, options: Options())
    }

    /// Parses and normalizes `text` under a table's `limits` and `options`.
    package init(_ text: String, limits: Limits = .default, options: Options = Options()) throws(DeepLinkError) {
        self = try DeepLinkParser.parse(text, limits: limits, options: options)
    }

    /// Parses and normalizes `text` the way a ``LinkResolving`` reads the link it is given: as
    /// ``init(_:limits:options:)`` does, with a malformed link's error as ``ResolutionError/invalidURL(_:)``.
    ///
    /// - Throws: ``ResolutionError/invalidURL(_:)`` saying what is wrong and at which column.
    package init(resolving text: String, limits: Limits = .default, options: Options = Options()) throws(ResolutionError) {
        do throws(DeepLinkError) {
            self = try DeepLinkParser.parse(text, limits: limits, options: options)
        } catch {
            throw .invalidURL(error)
        }
    }

    /// How a route table reads its links, beyond RFC 3986.
    package struct Options: Sendable, Hashable {
        /// Custom schemes whose links carry a host (`ksr://www.kickstarter.com/projects/1`): it is
        /// read and checked like an `https` host instead of becoming the first path segment.
        package var hostSchemes: Set<String>
        /// Whether a trailing slash is kept (`trailingSlash: strict`): `/ios/` and `/ios` differ.
        package var keepsTrailingSlash: Bool
        /// The query names dropped before matching (`dropQuery: [utm_*, fbclid]`): a name, or a
        /// prefix and `*`. Tracking items then never reach a route (an open map, an `absent:` name).
        package var droppedQuery: [String]
        /// The query names a route reads as `{name:rest}`: such an item runs to the end of the query.
        package var restQuery: [String] = []
        /// Whether the link is one a `redirect:` route sent (the only links `internal: true` routes answer).
        package var isRedirectHop = false

        /// Creates options; by default no custom scheme carries a host, a trailing slash is dropped
        /// and every query item is kept.
        package init(hostSchemes: Set<String> = [], keepsTrailingSlash: Bool = false, droppedQuery: [String] = []) {
            self.hostSchemes = hostSchemes
            self.keepsTrailingSlash = keepsTrailingSlash
            self.droppedQuery = droppedQuery
        }

        /// Whether `dropped` (``droppedQuery``) drops the query name `name`.
        package static func drops(_ dropped: [String], _ name: String) -> Bool {
            dropped.contains { $0.hasSuffix("*") ? name.hasPrefix($0.dropLast()) : $0 == name }
        }

        /// Whether links on a lower-cased `scheme` carry a host: `http`, `https` and ``hostSchemes``.
        package func carriesHost(_ scheme: String) -> Bool {
            DeepLink.isWebScheme(scheme) || (!hostSchemes.isEmpty && hostSchemes.contains(scheme))
        }

        /// ``carriesHost(_:)`` for a scheme's bytes as written and checked (letters in either
        /// case, digits, `+`, `-`, `.`: setting the 0x20 bit lower-cases them): no `String`.
        package func carriesHost(scheme bytes: LinkBytes) -> Bool {
            // "http" and "https", their letters lower-cased by setting the 0x20 bit.
            let isWeb = (bytes.count == 4 || (bytes.count == 5 && bytes[4] | 0x20 == UInt8(ascii: "s")))
                && bytes[0] | 0x20 == UInt8(ascii: "h") && bytes[1] | 0x20 == UInt8(ascii: "t")
                && bytes[2] | 0x20 == UInt8(ascii: "t") && bytes[3] | 0x20 == UInt8(ascii: "p")
            guard !isWeb, !hostSchemes.isEmpty else { return isWeb }
            // Each named scheme compared by its bytes (hashing a new `String` cost 300 a link).
            for name in hostSchemes {
                let equal = LinkBytes.reading(name) { stored in
                    stored.count == bytes.count && stored.indices.allSatisfy { stored[$0] == bytes[$0] | 0x20 }
                }
                if equal { return true }
            }
            return false
        }
    }

    init(text: String, layout: Layout, normalizedPath: String?, options: Options) {
        self.text = text
        self.layout = layout
        self.normalizedPath = normalizedPath
        droppedQuery = options.droppedQuery
        restQuery = options.restQuery
        isRedirectHop = options.isRedirectHop
    }

    /// How large a link may be.
    package struct Limits: Sendable, Hashable {
        /// The most bytes of URL text.
        package var maxLength: Int
        /// The most path segments.
        package var maxSegments: Int
        /// The most bytes in one path segment, as written (escapes count three).
        package var maxSegmentLength: Int
        /// The most query items.
        package var maxQueryItems: Int

        /// Creates limits; each defaults to the value in ``default``.
        package init(maxLength: Int = 8192, maxSegments: Int = 32, maxSegmentLength: Int = 1024, maxQueryItems: Int = 64) {
            self.maxLength = maxLength
            self.maxSegments = maxSegments
            self.maxSegmentLength = maxSegmentLength
            self.maxQueryItems = maxQueryItems
        }

        /// The defaults, and the most a route table's `limits:` may allow: 8 KiB of text, 32 path
        /// segments, 1 KiB per segment, 64 query items.
        package static let `default` = Limits()
    }
}

extension [DeepLink.QueryItem] {
    /// The first value given for the query name `name`.
    package func firstValue(named name: String) -> String? {
        first { $0.name == name }?.value
    }

    /// The first query name that `counts` and is given more than once, or nil. A link has few
    /// query items: each is compared with those before it, and `counts` (a set's look-up) is
    /// asked only of a name given again, with no name hashed for a link without repeats.
    package func firstRepeatedName(where counts: (String) -> Bool) -> String? {
        guard count > 1 else { return nil }
        guard count <= 16 else {
            var seen: Set<String> = []
            return first { counts($0.name) && !seen.insert($0.name).inserted }?.name
        }
        for index in indices.dropFirst() where self[..<index].contains(where: { $0.name == self[index].name }) && counts(self[index].name) {
            return self[index].name
        }
        return nil
    }
}
