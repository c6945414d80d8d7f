// Unsafe: a template's pieces copied straight into the writer's ByteBuffer, each value written at its first hole and copied from there into the others: with prepared answers, GitHub --batch costs 11,226 instructions a line against 25,546 with every line resolved (the performance page).
import LinkStackCore

/// The JSON a route answers every link with that gives it the same parameters (by name and kind,
/// and a boolean's value), from one shown state under one context: its bytes, with holes where
/// the link's own values go. ``PreparedAnswers`` makes one per route and kind of link, the first
/// time such a link comes, by resolving the route with marked values (``AnswerMarks``) and finding
/// the marks in what the one JSON writer writes; a link then fills the holes
/// (``write(params:url:redirects:ignored:to:)``) instead of building and writing its resolution.
final class AnswerTemplate: Sendable {
    /// What fills a hole.
    enum Hole: Sendable, Equatable {
        /// The link's parameter at this position of its ``Parameters``: a string's text as a JSON
        /// string holds it (inside the quotes of a value, a title, an interpolated value), an
        /// integer's digits, a map's object.
        case parameter(Int)
        /// The link itself, inside its string.
        case url
        /// The optional values the route ignored, as the `ignored` member, or nothing.
        case ignored
        /// The `redirect:` hops the link took, as the `redirects` member, or nothing.
        case redirects
    }

    /// The answer's bytes, without its holes.
    let bytes: [UInt8]
    /// The holes, in order, each after the bytes up to `end`.
    let holes: [(end: Int, hole: Hole)]

    private init(bytes: [UInt8], holes: [(end: Int, hole: Hole)]) {
        self.bytes = bytes
        self.holes = holes
    }

    /// Appends the answer to a link with `params`, of the kinds this template was made for.
    func write(params: Parameters, url: LinkBytes, redirects: [Redirect], ignored: [String: String], to output: inout JSONOutput) {
        // Each value written at its first hole, and copied from there into its later ones.
        withUnsafeTemporaryAllocation(of: (start: Int, end: Int).self, capacity: params.items.count) { written in
            written.initialize(repeating: (-1, -1))
            bytes.withUnsafeBufferPointer { all in
                guard let base = all.baseAddress else { return }
                var start = 0
                for (end, hole) in holes {
                    output.buffer.append(base + start, end - start)
                    start = end
                    switch hole {
                    case .parameter(let position) where written[position].start >= 0:
                        let (from, to) = written[position]
                        output.buffer.reserve(to - from)  // (room first: the bytes are read from the buffer itself)
                        output.buffer.appendReserved(output.buffer.base + from, to - from)
                    case .parameter(let position):
                        let from = output.buffer.count
                        if case .string(let text) = params.items[position].value {
                            JSONWriter.content(text, to: &output)
                        } else {
                            JSONWriter.value(params.items[position].value, to: &output)
                        }
                        written[position] = (from, output.buffer.count)
                    case .url: JSONWriter.content(url.lent, to: &output)
                    case .ignored: JSONWriter.ignored(ignored, to: &output)
                    case .redirects: JSONWriter.redirects(member: redirects, to: &output)
                    }
                }
                output.buffer.append(base + start, all.count - start)
            }
        }
    }
}

extension AnswerTemplate {
    /// The template of `resolution`, a resolution with ``AnswerMarks/first`` marks for values,
    /// made without hops or ignored values: its JSON as ``JSONWriter`` writes it, each mark a
    /// hole, and holes for the link's own `ignored` and `redirects`. Nil when a mark is not
    /// where a value can be (the caller checks the template against a second set of marks).
    convenience init?(marked resolution: Resolution) {
        var json = JSONOutput(buffer: ByteBuffer(capacity: 1024))
        defer { json.buffer.deallocate() }
        JSONWriter.opening(of: resolution.outcome, to: &json)
        let ignoredAt = json.buffer.count
        JSONWriter.plan(of: resolution.outcome, params: resolution.params, to: &json)
        let redirectsAt = json.buffer.count
        JSONWriter.closing(of: resolution.outcome, route: resolution.route, url: resolution.url, to: &json)
        var reader = AnswerMarks.Reader(Array(json.buffer.bytes))
        guard reader.read(upTo: ignoredAt), reader.hole(.ignored), reader.read(upTo: redirectsAt), reader.hole(.redirects),
              reader.read(upTo: json.buffer.count) else { return nil }
        let count = resolution.params.items.count
        guard reader.holes.allSatisfy({ entry in
            switch entry.hole {
            case .parameter(let position): return position < count
            case .url, .ignored, .redirects: return true
            }
        }) else { return nil }
        self.init(bytes: reader.bytes, holes: reader.holes)
    }

    /// The bytes this template writes for `resolution`'s values (a resolution made without hops
    /// or ignored values), and those the writer writes for it, equal: the test a template passes
    /// with ``AnswerMarks/second`` marks before it is kept.
    func writes(_ resolution: Resolution) -> Bool {
        var filled = JSONOutput(buffer: ByteBuffer(capacity: 1024)), written = JSONOutput(buffer: ByteBuffer(capacity: 1024))
        defer {
            filled.buffer.deallocate()
            written.buffer.deallocate()
        }
        LinkBytes.lent(resolution.url) { write(params: resolution.params, url: $0, redirects: [], ignored: [:], to: &filled) }
        JSONWriter.members(of: resolution.outcome, url: resolution.url, route: resolution.route, params: resolution.params,
                           redirects: nil, ignored: nil, to: &written)
        return Array(filled.buffer.bytes) == Array(written.buffer.bytes)
    }
}
