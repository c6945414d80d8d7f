import LinkStackCore

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
/// `current` (a stack or state object, or `"@path"` read through `stateFileReader`) replaces
/// the batch's current state and whose `context` adds to the batch's context, for that line only.
/// Any `LinkResolving` answers the lines. The batch's own `current` is parsed once, by its maker;
/// a line's own is parsed with the line.
package struct BatchResolver<Resolving: LinkResolving>: Sendable {
    /// The resolver every line goes through.
    package let resolver: Resolving
    /// The state shown now, for lines that do not give their own.
    package let current: NavigationState
    /// What holds, for every line; a line's own context adds to it.
    package let context: NavigationContext
    /// Whether results list the UIKit notifications.
    package let events: Bool
    /// The engine's answers from ``current`` under ``context``, prepared once per route and kind
    /// of link, for the lines that give neither their own (``PreparedAnswers``); nil for another resolver.
    private let answers: PreparedAnswers?
    /// Reads a line's `"current": "@path"` into JSON, or says why it cannot (never quoting the
    /// file), as `linkstack resolve --batch --states DIR` does inside that folder; without one,
    /// such a line gets an `invalid_current` error.
    package var stateFileReader: (@Sendable (_ path: String) throws(ResolutionError.Message) -> JSONValue)?

    /// Creates a batch over a resolver, with defaults for every line.
    package init(resolver: Resolving, current: NavigationState = .empty, context: NavigationContext = NavigationContext(),
                events: Bool = false) {
        self.resolver = resolver
        self.current = current
        self.context = context
        self.events = events
        answers = (resolver as? Resolver).flatMap { PreparedAnswers(resolver: $0, current: current, context: context, events: events) }
    }

    /// Appends the one-line JSON result of `line` and a newline to `output`.
    package func resolve(line: String, into output: inout [UInt8]) {
        write(trimmed: line.trimmingWhitespace, into: &output)
        output.append(UInt8(ascii: "\n"))
    }

    /// Appends the one-line JSON result of the line `bytes` (without its newline) and a newline
    /// to `output`: what `linkstack resolve --batch` does with each line it reads. A line that is
    /// not UTF-8 gets an `invalid_line` error.
    package func resolve(line bytes: LinkBytes, into output: inout [UInt8]) {
        // A URL line the batch's prepared answers answer is read as it is, no `String` made of it;
        // one they decline is the resolver's to word, as text, and is not read by them again.
        var declined = false
        if let answers, let url = bytes.urlLine {
            do throws(ResolutionError) {
                if try answers.render(url, into: &output) { return output.append(UInt8(ascii: "\n")) }
                declined = true
            } catch {
                error.writeJSON(into: &output)
                return output.append(UInt8(ascii: "\n"))
            }
        }
        if let text = bytes.validString {
            write(trimmed: text.trimmingWhitespace, declined: declined, into: &output)
        } else {
            ResolutionError.invalidLine("the line is not valid UTF-8 text").writeJSON(into: &output)
        }
        output.append(UInt8(ascii: "\n"))
    }

    /// Exactly the bytes `linkstack resolve --batch` writes for `line`, without the newline.
    package func resolve(line: String) -> String {
        var output: [UInt8] = []
        write(trimmed: line.trimmingWhitespace, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Writes the JSON result of one line, already trimmed, into `output`; `declined`: the
    /// prepared answers have read the line's URL and left it to the resolver.
    private func write(trimmed line: Substring, declined: Bool = false, into output: inout [UInt8]) {
        do throws(ResolutionError) {
            let request = try request(line)
            if let answers, !request.isOwn {
                try declined ? answers.renderWhole(request.url, into: &output) : answers.render(request.url, into: &output)
            } else {
                try resolver.renderResolution(of: request.url, from: request.current, context: request.context, events: events, into: &output)
            }
        } catch {
            error.writeJSON(into: &output)
        }
    }

    /// The JSON result of one line: a resolution, or `{"error": ...}`.
    package func result(of line: String) -> JSONValue {
        do throws(ResolutionError) {
            let request = try request(line.trimmingWhitespace)
            return try resolver.resolve(request.url, from: request.current, context: request.context, events: events).json
        } catch {
            return error.json
        }
    }

    /// The URL, state and context a line asks for, and whether they are the line's own (a request object).
    private typealias Request = (url: String, current: NavigationState, context: NavigationContext, isOwn: Bool)

    /// Reads a trimmed line into its request: a URL line over the batch's state and context, or
    /// a request object's own, parsed and checked; a line that is neither is `invalid_line`.
    private func request(_ line: Substring) throws(ResolutionError) -> Request {
        // By its first byte: a `{` followed by ASCII is that Character, anything else is asked as one.
        guard line.utf8.first == UInt8(ascii: "{"), (line.utf8.dropFirst().first ?? 0) < 0x80 || line.first == "{" else {
            let whole = line.startIndex == line.base.startIndex && line.endIndex == line.base.endIndex
            return (whole ? line.base : String(line), current, context, false)
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
        return (url, state, facts, true)
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
