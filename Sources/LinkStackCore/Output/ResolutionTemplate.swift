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
    }

    /// The template's own bytes, which the steps copy (read-only once made).
    private let constant: UnsafeMutableBufferPointer<UInt8>
    /// The steps, in order.
    package let steps: [Step]

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
        self.constant = .allocate(capacity: max(constant.count, 1))
        _ = self.constant.initialize(from: constant)
        self.steps = ResolutionTemplate.folded(steps, constant: constant)
    }

    deinit {
        constant.deallocate()
    }

    /// Appends the answer for a link's values: the template's bytes with each value in its hole.
    package func render(url: String, params: Parameters, redirects: [Redirect], ignored: [String: String],
                        into output: inout [UInt8]) {
        params.items.withUnsafeBufferPointer { items in
            render(ResolvedHoles(url: url, items: items, redirects: redirects, ignored: ignored), count: items.count, into: &output)
        }
    }

    /// Appends the answer for a link read from its bytes (`line`, a link without a query or
    /// fragment): its `captures` in their names' byte order, ranges of its normalized `path`.
    package func render(line: UnsafeBufferPointer<UInt8>, path: UnsafePointer<UInt8>, captures: UnsafeBufferPointer<TemplateCapture>,
                        into output: inout [UInt8]) {
        render(CapturedHoles(line: line, path: path, captures: captures), count: captures.count, into: &output)
    }

    /// The template's bytes with `holes`' values (`count` parameters) in the holes.
    private func render<Holes: TemplateHoles>(_ holes: Holes, count: Int, into output: inout [UInt8]) {
        guard let base = constant.baseAddress else { return }
        let slots = 2 * max(count, 1)
        // Where each parameter's JSON and text were first written, to copy them where they come
        // again (a stack is written twice, and a route's parameters are on several screens); then
        // where each step's writing ends, for ``Hole/again``.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * slots + steps.count) { marks in
            guard let marks = marks.baseAddress else { return }
            marks.initialize(repeating: -1, count: 2 * slots)
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: constant.count + 512) { memory in
                var json = JSONOutput(buffer: ByteBuffer(lent: memory), written: UnsafeMutableBufferPointer(start: nil, count: 0))
                defer { json.buffer.deallocate() }
                steps.withUnsafeBufferPointer { steps in
                    for index in steps.indices {
                        let step = steps[index]
                        json.append(base + Int(step.start), Int(step.count))
                        switch step.hole {
                        case .none: break
                        case .again:
                            let from = marks[2 * slots + Int(step.position)], to = marks[2 * slots + Int(step.position + step.length)]
                            json.reserve(to - from)
                            json.buffer.appendCopyReserved(of: from..<to)
                        case .value, .text:
                            let slot = 2 * (2 * Int(step.position) + (step.hole == .value ? 0 : 1))
                            if marks[slot] >= 0 {
                                json.reserve(marks[slot + 1] - marks[slot])
                                json.buffer.appendCopyReserved(of: marks[slot]..<marks[slot + 1])
                            } else {
                                marks[slot] = json.buffer.count
                                if step.hole == .value { holes.value(Int(step.position), to: &json) } else { holes.text(Int(step.position), to: &json) }
                                marks[slot + 1] = json.buffer.count
                            }
                        case .url: holes.url(to: &json)
                        case .redirects: holes.redirects(to: &json)
                        case .ignored: holes.ignored(to: &json)
                        }
                        marks[2 * slots + index] = json.buffer.count
                    }
                }
                output.append(contentsOf: UnsafeBufferPointer(start: json.buffer.base, count: json.buffer.count))
            }
        }
    }

    /// `steps` with each run of two or more that repeats an earlier run (the same bytes and
    /// holes: a stack written twice) as one ``Hole/again`` step copying what the earlier run wrote.
    private static func folded(_ steps: [Step], constant: [UInt8]) -> [Step] {
        func same(_ one: Step, _ other: Step) -> Bool {
            one.hole == other.hole && one.position == other.position && one.hole != .again
                && constant[Int(one.start)..<Int(one.start + one.count)] == constant[Int(other.start)..<Int(other.start + other.count)]
        }
        var folded: [Step] = []
        var index = 0
        while index < steps.count {
            // The longest run from `index` the same as one that ends before it, starting after a step of its own.
            var best = (source: 0, length: 0)
            for source in folded.indices {
                var length = 0
                while source + 1 + length < folded.count, index + length < steps.count,
                      same(folded[source + 1 + length], steps[index + length]) { length += 1 }
                if length > best.length { best = (source, length) }
            }
            guard best.length >= 2 else {
                folded.append(steps[index])
                index += 1
                continue
            }
            folded.append(Step(start: 0, count: 0, hole: .again, position: Int32(best.source), length: Int32(best.length)))
            index += best.length
        }
        return folded
    }

    /// A placeholder's bytes, with the hole that takes their place.
    /// (`offset` is where its first U+E000 or `%`, its marker's, starts.)
    private typealias Needle = (bytes: [UInt8], hole: Hole, position: Int, offset: Int)

    /// The needles of the URL, the hops and the ignored values.
    private static let others: [Needle] = [
        needle(.url, 0) { JSONWriter.string(placeholderURL, to: &$0) },
        needle(.redirects, 0) { JSONWriter.redirects(placeholderRedirects, to: &$0) },
        needle(.ignored, 0) { JSONWriter.strings(placeholderIgnored, to: &$0) },
    ]

    /// The parameters' needles made so far, two a position, made the first time a template has
    /// that many parameters (making sixteen positions' at once cost a short batch more than its
    /// templates saved).
    private static let made = Locked([Needle]())

    /// The needles made of the parameters: those of at least the first `parameterCount`.
    private static func needles(parameterCount: Int) -> [Needle] {
        made.withLock { made in
            for position in made.count / 2..<max(parameterCount, made.count / 2) {
                let value = placeholder(position)
                made.append(needle(.value, position) { JSONWriter.value(value, to: &$0) })
                made.append(needle(.text, position) { JSONWriter.text(of: value, to: &$0) })
            }
            return made
        }
    }

    /// The bytes `write` writes, as the needle of `hole`.
    private static func needle(_ hole: Hole, _ position: Int, _ write: (inout JSONOutput) -> Void) -> Needle {
        var bytes: [UInt8] = []
        JSONWriter.write(into: &bytes, write)
        let offset = bytes.firstIndex { $0 == 0xEE || $0 == UInt8(ascii: "%") } ?? 0
        return (bytes, hole, position, offset)
    }

    /// The needle whose first marker byte is at `index` of `json` (one of the first
    /// `parameterCount` parameters', or another placeholder's), with where its bytes start; nil
    /// when none is there.
    private static func needle(around index: Int, in json: UnsafeBufferPointer<UInt8>, among needles: [Needle],
                               parameterCount: Int) -> (Int, Needle)? {
        // By position: a needle is copied (its bytes retained) only when it is the one found.
        needles.withUnsafeBufferPointer { needles in
            for position in needles.indices where index >= needles[position].offset {
                if needles[position].hole.isParameter, needles[position].position >= parameterCount { continue }
                if has(needles[position].bytes, in: json, at: index - needles[position].offset) {
                    return (index - needles[position].offset, needles[position])
                }
            }
            return nil
        }
    }

    /// The position of the first byte from `start` on that may start a marker (0xEE, or `%`),
    /// or the end: eight bytes at a time while none is there.
    private static func nextMarkerByte(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var index = start
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let lead = word ^ (0xEE &* ones), percent = word ^ (UInt64(UInt8(ascii: "%")) &* ones)
            if ((lead &- ones) & ~lead | (percent &- ones) & ~percent) & highs != 0 { break }
            index += 8
        }
        while index < bytes.count, bytes[index] != 0xEE, bytes[index] != UInt8(ascii: "%") { index += 1 }
        return index
    }

    /// Whether `bytes` start at `index` of `json`.
    private static func has(_ bytes: [UInt8], in json: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + bytes.count <= json.count else { return false }
        return bytes.indices.allSatisfy { json[index + $0] == bytes[$0] }
    }

    /// Whether `text` holds a marker's character (U+E000 or U+E001, private use: no table's
    /// text in practice), as it is (EE 80 80, EE 80 81) or percent-encoded (`%EE%80%80`).
    private static func holdsMarkerBytes(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        let encoded = Array("%EE%80%8".utf8)
        var index = nextMarkerByte(in: text, from: 0)
        while index < text.count {
            if text[index] == 0xEE {
                if index + 2 < text.count, text[index + 1] == 0x80, text[index + 2] & 0xFE == 0x80 { return true }
            } else if has(encoded, in: text, at: index), index + 8 < text.count, text[index + 8] & 0xFE == UInt8(ascii: "0") {
                return true
            }
            index = nextMarkerByte(in: text, from: index + 1)
        }
        return false
    }


}
