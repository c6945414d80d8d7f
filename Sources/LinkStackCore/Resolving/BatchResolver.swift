/// Resolves requests one a line, as `linkstack resolve --batch` reads them, each to one line of
/// JSON: the resolution or the error object. A bad line is an error for that line only.
///
/// ```swift
/// let batch = BatchResolver(resolver: Resolver(table: table), context: NavigationContext(["signedIn": true]))
/// var output: [UInt8] = []
/// batch.resolve(line: "shop://products/42", into: &output)
/// batch.resolve(line: #"{"url": "shop://cart", "current": [{"screen": "Home"}]}"#, into: &output)
/// batch.resolve(line: "shop://cart")  // one line's bytes as a String, without the newline
/// ```
///
/// A line is a URL, or a JSON object `{"url": ..., "current": ..., "context": ...}` whose
/// `current` (a stack or state object, or `"@path"` read through ``stateFileReader``) replaces
/// the batch's current state and whose `context` adds to the batch's context, for that line only. Any ``LinkResolving`` answers the lines.
/// A batch keeps the last few `current` states its lines gave, by the exact bytes of their JSON,
/// so lines that give the same state (one, or a few in turn) read it once; the answers are the
/// same bytes either way.
public struct BatchResolver<Resolving: LinkResolving>: Sendable {
    /// The resolver every line goes through.
    public let resolver: Resolving
    /// The state shown now, for lines that do not give their own.
    public var current: NavigationState
    /// What holds, for every line; a line's own context adds to it.
    public var context: NavigationContext
    /// Whether results list the UIKit notifications.
    public var events: Bool
    /// Reads a line's `"current": "@path"` into JSON, or says why it cannot (never quoting the
    /// file), as `linkstack resolve --batch --states DIR` does inside that folder; without one,
    /// such a line gets an `invalid_current` error.
    public var stateFileReader: (@Sendable (_ path: String) throws(ResolutionError.Message) -> JSONValue)?
    /// The current states request lines gave most recently, by their JSON bytes (``RecentStates``).
    private let recentStates = Locked(RecentStates())

    /// Creates a batch over a resolver, with defaults for every line.
    public init(resolver: Resolving, current: NavigationState = .empty, context: NavigationContext = NavigationContext(),
                events: Bool = false) {
        self.resolver = resolver
        self.current = current
        self.context = context
        self.events = events
    }

    /// Appends the one-line JSON result of `line` and a newline to `output`.
    public func resolve(line: String, into output: inout [UInt8]) {
        var text = line
        text.withUTF8 { resolve(line: $0, into: &output) }
    }

    /// Appends the one-line JSON result of the line `bytes` (without its newline) and a newline
    /// to `output`: what `linkstack resolve --batch` does with each line it reads. A line that is
    /// not UTF-8 gets an `invalid_line` error.
    public func resolve(line bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        if let range = BatchResolver.trimmedASCII(bytes) {
            let trimmed = UnsafeBufferPointer(rebasing: bytes[range])
            // A request line the skimmer vouches for is read from its bytes: no `String` of the
            // whole line is made (a line with its own `current` is a few hundred bytes).
            if trimmed.first != UInt8(ascii: "{") {  // a URL line: the URL is the line, handed on as its bytes
                write(url: trimmed, into: &output)
            } else if let request = knownRequest(trimmed) {
                write(url: request.url, current: request.current, context: request.context, into: &output)
            } else {  // (skimmed already: not skimmed again)
                write(trimmed: String(decoding: trimmed, as: UTF8.self)[...], skimmed: true, into: &output)
            }
        } else if let text = String(validating: bytes, as: UTF8.self)?.trimmingWhitespace {
            write(trimmed: text, into: &output)
        } else {
            ResolutionError.invalidLine("the line is not valid UTF-8 text").renderJSON(into: &output)
        }
        output.append(UInt8(ascii: "\n"))
    }

    /// Where an ASCII line (checked eight bytes at a time, ``PercentEncoding/anyWord(of:_:orByte:)``)
    /// is without its leading and trailing
    /// spaces, tabs and carriage returns; nil for a line with any other byte (read as text, by
    /// its Characters). A CR before an LF stays, as the Character they make together is neither
    /// (as `String.trimmingWhitespace` reads them).
    private static func trimmedASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard bytes.baseAddress != nil else { return 0..<0 }
        guard !PercentEncoding.anyWord(of: bytes, { $0 & 0x8080_8080_8080_8080 != 0 }, orByte: { $0 >= 0x80 }) else { return nil }
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0D }
        var start = 0, end = bytes.count
        while start < end, isSpace(bytes[start]), !(bytes[start] == 0x0D && start + 1 < end && bytes[start + 1] == 0x0A) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return start..<end
    }

    /// Exactly the bytes `linkstack resolve --batch` writes for `line`, without the newline.
    public func resolve(line: String) -> String {
        var output: [UInt8] = []
        write(line: line, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Writes the JSON result of one line (``result(of:)``'s bytes) straight into `output`. No
    /// `Result` is made: in this generic code, one was destroyed through its type's value witnesses,
    /// field by field (about 2 K instructions a line), where a `Resolution` is freed directly.
    private func write(line: String, into output: inout [UInt8]) {
        write(trimmed: line.trimmingWhitespace, into: &output)
    }

    /// ``write(line:into:)`` for a line already trimmed; `skimmed` when ``knownRequest(_:)`` has
    /// read its bytes already and found no request it vouches for.
    private func write(trimmed line: Substring, skimmed: Bool = false, into output: inout [UInt8]) {
        do throws(ResolutionError) {
            let request = try request(line, skimmed: skimmed)
            write(url: request.url, current: request.current, context: request.context, into: &output)
        } catch {
            error.renderJSON(into: &output)
        }
    }

    /// Writes the JSON result of resolving `url` from `current` under `context`: the one place a
    /// request line written as bytes reaches the resolver
    /// (``LinkResolving/renderResolution(of:from:context:events:into:)-(String,_,_,_,_)``).
    private func write(url: String, current: NavigationState, context: NavigationContext, into output: inout [UInt8]) {
        do throws(ResolutionError) {
            try resolver.renderResolution(of: url, from: current, context: context, events: events, into: &output)
        } catch {
            error.renderJSON(into: &output)
        }
    }

    /// Writes the JSON result of resolving the URL line `url` (its bytes) from the batch's state
    /// under its context (``LinkResolving/renderResolution(of:from:context:events:into:)-(UnsafeBufferPointer<UInt8>,_,_,_,_)``).
    private func write(url: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        do throws(ResolutionError) {
            try resolver.renderResolution(of: url, from: current, context: context, events: events, into: &output)
        } catch {
            error.renderJSON(into: &output)
        }
    }

    /// The JSON result of one line: a resolution, or `{"error": ...}`.
    public func result(of line: String) -> JSONValue {
        do throws(ResolutionError) {
            return try resolved(line.trimmingWhitespace).json
        } catch {
            return error.json
        }
    }

    /// What one line resolves to, or throws the error it gets (no `Result`, as for ``write(line:into:)``).
    @inline(__always)
    private func resolved(_ line: Substring) throws(ResolutionError) -> Resolution {
        try resolution(of: request(line))
    }

    /// The URL, state and context a line asks for.
    private typealias Request = (url: String, current: NavigationState, context: NavigationContext)

    /// What a line's request resolves to, for ``result(of:)``: the lines written as bytes reach
    /// the resolver through ``LinkResolving/renderResolution(of:from:context:events:into:)``.
    @inline(__always)
    private func resolution(of request: Request) throws(ResolutionError) -> Resolution {
        try resolver.resolve(request.url, from: request.current, context: request.context, events: events)
    }

    /// The request of a line of JSON `bytes` that the skimmer vouches for (``KnownRequest``), over
    /// the batch's `current` and `context`; nil for any other line.
    private func knownRequest(_ bytes: UnsafeBufferPointer<UInt8>) -> Request? {
        guard bytes.first == UInt8(ascii: "{") else { return nil }
        return KnownRequest.read(bytes, recent: recentStates)?.request(current: current, context: context)
    }

    /// The URL, state and context a line asks for; `skimmed` as for ``write(trimmed:skimmed:into:)``.
    private func request(_ line: Substring, skimmed: Bool = false) throws(ResolutionError) -> Request {
        if !skimmed, line.utf8.first == UInt8(ascii: "{") {
            // The closure holds only the recent states, not this generic batch: one that called a
            // method of the batch looked its type up every line (about 300 instructions), and one
            // given the method itself copied the whole batch into a box.
            let recent = recentStates
            if let known = line.utf8.withContiguousStorageIfAvailable({ KnownRequest.read($0, recent: recent) }) ?? nil,
               let request = known.request(current: current, context: context) {
                return request
            }
        }
        // By its first byte: a `{` followed by ASCII is that Character, anything else is asked as one.
        guard line.utf8.first == UInt8(ascii: "{"), (line.utf8.dropFirst().first ?? 0) < 0x80 || line.first == "{" else {
            let whole = line.startIndex == line.base.startIndex && line.endIndex == line.base.endIndex
            return (whole ? line.base : String(line), current, context)
        }
        let value: JSONValue
        do throws(JSONValue.ParseError) {
            value = try JSONValue(parsing: String(line))
        } catch {
            throw .invalidLine(error.message)
        }
        guard case .object(let members) = value else { throw .invalidLine("a request line is a URL or a JSON object") }
        if let unknown = members.keys.sorted().first(where: { !["url", "current", "context"].contains($0) }) {
            throw .invalidLine("\(unknown): unknown key; a request has url, current and context")
        }
        guard case .string(let url)? = members["url"] else { throw .invalidLine("url: a request needs the URL as a string") }
        var state = current
        var facts = context
        if let given = members["current"] {
            do throws(ResolutionError.Message) { state = try NavigationState(json: try stateJSON(given)) } catch { throw .invalidCurrent(error.text) }
        }
        if let given = members["context"] {
            do throws(ResolutionError.Message) { try facts.add(json: given) } catch { throw .invalidContext(error.text) }
        }
        return (url, state, facts)
    }
}

extension BatchResolver {
    /// A line's state as written, or for `"@path"` the JSON of that file, through ``stateFileReader``.
    private func stateJSON(_ given: JSONValue) throws(ResolutionError.Message) -> JSONValue {
        guard case .string(let reference) = given, reference.hasPrefix("@"), let stateFileReader else { return given }
        return try stateFileReader(String(reference.dropFirst()))
    }
}

extension String {
    /// The text without leading and trailing spaces, tabs and carriage returns.
    var trimmingWhitespace: Substring {
        // A space, tab or carriage return Character is that one byte: when neither end's byte is
        // one, there is nothing to trim, and the Characters need not be read.
        let isSpaceByte = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0D }
        if let first = utf8.first, let last = utf8.last, !isSpaceByte(first), !isSpaceByte(last) { return self[...] }
        let isSpace = { (character: Character) in character == " " || character == "\t" || character == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return self[first...last]
    }
}
