/// The JSON of a resolution with holes where a link's own values go: its parameters' values, its
/// URL, its `redirect:` hops and the optional values it ignored. Every other byte is the same for
/// every link of one route with the same parameter names, resolved from the same shown state under
/// the same context (``ResolutionTemplates``), so it is written once and copied.
///
/// A template is read from the JSON of a resolution whose values are placeholders
/// (``placeholder(_:)``, ``placeholderURL``, ``placeholderRedirects``, ``placeholderIgnored``):
/// the resolution itself, made by the one path every link takes, marks where each value went. A
/// placeholder is a one-item map whose name and value hold private-use characters (U+E000, U+E001:
/// a table whose own text holds them has its kinds resolved whole), so its
/// JSON (an object, where the parameter's value went) differs from its text (a query string, where
/// a title or an interpolated parameter took the value as text), and each names its parameter.
package final class ResolutionTemplate: @unchecked Sendable {
    /// What goes into a hole.
    package enum Hole: UInt8, Sendable {
        /// Nothing: the template's last bytes.
        case none
        /// The JSON of the parameter at the step's position in ``Parameters/items``.
        case value
        /// The text of the parameter at the step's position, inside a JSON string: escaped, without quotes.
        case text
        /// The link's URL, as a JSON string.
        case url
        /// The `redirect:` hops, as a JSON array.
        case redirects
        /// The ignored optional values, as a JSON object.
        case ignored
        /// A copy of what earlier steps wrote: from the end of the step at `position` to the end
        /// of the step `length` after it (a stack written twice: the plan's and the target's).
        case again

        /// Whether the hole takes a parameter's value.
        var isParameter: Bool { self == .value || self == .text }
    }

    /// One step of writing the answer: bytes of the template's own, then a hole.
    package struct Step: Sendable, Equatable {
        /// Where the bytes are in ``constant``, and how many.
        let start: Int32, count: Int32
        /// The hole after them, and the parameter's position for ``Hole/value`` and ``Hole/text``
        /// (for ``Hole/again``, the step whose end the copy starts at).
        package let hole: Hole
        let position: Int32
        /// For ``Hole/again``, how many steps' writing the copy holds.
        var length: Int32 = 0
        /// For a hole a link's value fills, the slot its bytes are written in once
        /// (``ResolutionTemplate/slot(of:position:parameterCount:)``); -1 for none and ``Hole/again``.
        var slot: Int32 = -1
    }

    /// The template's own bytes, which the steps copy (read-only once made), and ``slack`` zero
    /// bytes after them: a copy may read whole words past a piece's end.
    let constant: UnsafeMutableBufferPointer<UInt8>
    /// The steps, in order.
    package let steps: [Step]
    /// How many times each slot's bytes are written into an answer (the copies of
    /// ``Hole/again`` counted), by slot: the link's values are written once, and the answer's
    /// size is known before it is written.
    let uses: [Int]
    /// How many of the template's own bytes an answer holds (the copies of ``Hole/again`` counted).
    let constantUses: Int

    /// The placeholder of the parameter at `position`: a map whose one name and value mark it.
    package static func placeholder(_ position: Int) -> ParameterValue {
        position < placeholders.count ? placeholders[position] : .map([marker: "\u{E001}\(position)\u{E001}"])
    }

    /// The placeholders of the first sixteen positions, made once.
    private static let placeholders = (0..<16).map { ParameterValue.map([marker: "\u{E001}\($0)\u{E001}"]) }

    /// Whether `value` holds a placeholder: is one, or took one as text (an interpolated parameter).
    package static func holdsPlaceholder(_ value: ParameterValue) -> Bool {
        switch value {
        case .map(let items): return items[marker] != nil
        case .string(let text): return text.contains(textMarker)
        case .int, .bool: return false
        }
    }

    /// The placeholder of a link's URL.
    package static let placeholderURL = "\u{E000}LinkStack.url\u{E001}"
    /// The placeholder of a link's `redirect:` hops (given when it has any).
    package static let placeholderRedirects = [Redirect(route: "\u{E000}LinkStack.redirects\u{E001}", url: "")]
    /// The placeholder of a link's ignored optional values (given when it has any).
    package static let placeholderIgnored = ["\u{E000}LinkStack.ignored\u{E001}": ""]

    /// The name every parameter's placeholder holds.
    private static let marker = "\u{E000}LinkStack"
    /// How every placeholder's text starts.
    private static let textMarker = PercentEncoding.encode(marker) + "="

    /// The template read from `json`, a resolution's bytes with ``placeholder(_:)`` for each of its
    /// `parameterCount` parameters and the other placeholders in place of the link's values; nil
    /// when a marker's bytes are left anywhere else (a table whose own text held them).
    package init?(json: UnsafeBufferPointer<UInt8>, parameterCount: Int) {
        let needles = ResolutionTemplate.needles(parameterCount: parameterCount)
        var constant: [UInt8] = [], steps: [Step] = []
        constant.reserveCapacity(json.count)
        steps.reserveCapacity(2 * parameterCount + 4)
        var start = 0, index = ResolutionTemplate.nextMarkerByte(in: json, from: 0)
        // Every placeholder's bytes start with a U+E000 (EE 80 80), as it is or percent-encoded (`%EE`).
        while index < json.count {
            guard let (first, needle) = ResolutionTemplate.needle(around: index, in: json, among: needles, parameterCount: parameterCount)
                    ?? ResolutionTemplate.needle(around: index, in: json, among: ResolutionTemplate.others, parameterCount: 0),
                  first >= start else {
                index = ResolutionTemplate.nextMarkerByte(in: json, from: index + 1)
                continue
            }
            steps.append(Step(start: Int32(constant.count), count: Int32(first - start), hole: needle.hole, position: Int32(needle.position)))
            constant.append(contentsOf: UnsafeBufferPointer(rebasing: json[start..<first]))
            start = first + needle.bytes.count
            index = ResolutionTemplate.nextMarkerByte(in: json, from: start)
        }
        steps.append(Step(start: Int32(constant.count), count: Int32(json.count - start), hole: .none, position: 0))
        constant.append(contentsOf: UnsafeBufferPointer(rebasing: json[start...]))
        // A marker's byte left over: the table's own text looked like one.
        guard !constant.withUnsafeBufferPointer(ResolutionTemplate.holdsMarkerBytes) else { return nil }
        self.constant = .allocate(capacity: constant.count + ResolutionTemplate.slack)
        _ = self.constant.initialize(from: constant + repeatElement(0, count: ResolutionTemplate.slack))
        (self.steps, uses, constantUses) = ResolutionTemplate.counted(ResolutionTemplate.folded(steps, constant: constant),
                                                                      parameterCount: parameterCount)
    }

    deinit {
        constant.deallocate()
    }

    /// Appends the answer for a link's values: the template's bytes with each value in its hole.
    package func render(url: String, params: Parameters, redirects: [Redirect], ignored: [String: String],
                        into output: inout [UInt8]) {
        var url = url  // withUTF8 reads a native string in place
        url.withUTF8 { render(url: $0, params: params, redirects: redirects, ignored: ignored, into: &output) }
    }

    /// ``render(url:params:redirects:ignored:into:)`` of a URL given as its UTF-8 (a batch line's bytes).
    package func render(url: UnsafeBufferPointer<UInt8>, params: Parameters, redirects: [Redirect], ignored: [String: String],
                        into output: inout [UInt8]) {
        params.items.withUnsafeBufferPointer { items in
            render(ResolvedHoles(url: url, items: items, redirects: redirects, ignored: ignored), into: &output)
        }
    }

    /// Appends the answer for a link read from its bytes (`line`, its URL) whose parameters are
    /// its captures: `captures` in their names' byte order, ranges of its normalized `path` or
    /// values of its `query` items.
    package func render(line: UnsafeBufferPointer<UInt8>, path: UnsafePointer<UInt8>, query: UnsafeBufferPointer<DeepLink.QueryItem>,
                        captures: UnsafeBufferPointer<TemplateCapture>, into output: inout [UInt8]) {
        render(CapturedHoles(line: line, path: path, query: query, captures: captures, hop: nil), into: &output)
    }

    /// ``render(line:path:query:captures:into:)`` of a link whose one hop, `hop`, names the link
    /// whose `path` and `query` hold the captures.
    package func render(line: UnsafeBufferPointer<UInt8>, path: UnsafePointer<UInt8>, query: UnsafeBufferPointer<DeepLink.QueryItem>,
                        captures: UnsafeBufferPointer<TemplateCapture>, hop: Redirect, into output: inout [UInt8]) {
        withUnsafePointer(to: hop) { hop in
            render(CapturedHoles(line: line, path: path, query: query, captures: captures, hop: hop), into: &output)
        }
    }
}
