import LinkStackCore

/// The marked values ``PreparedAnswers`` resolves a route with to make its ``AnswerTemplate``:
/// each parameter's value replaced by one of its kind that names its position (a string between
/// two noncharacters, which JSON writes as they are; an integer no link's could be told from only
/// by its digits; a map with one such key), and the link by `u` between them. Two sets: ``first``
/// to find the holes in the written JSON by, ``second`` to check the template with, so that a
/// mark's bytes written by the table or the shown state themselves never pass for a hole.
struct AnswerMarks: Sendable {
    /// The noncharacter marked text is written between: U+FDD0 or U+FDD1.
    private let character: UInt32
    /// The integer marking position 0; position `p` is this less `p`.
    private let intBase: Int

    /// The marks templates are read by.
    static let first = AnswerMarks(character: 0xFDD0, intBase: -7_306_000_000_000_000_000)
    /// The marks templates are checked with.
    static let second = AnswerMarks(character: 0xFDD1, intBase: -7_307_000_000_000_000_000)

    /// The marked link.
    var url: String { text("u") }

    /// `token` between two of the mark's noncharacters.
    private func text(_ token: String) -> String {
        let mark = Unicode.Scalar(character).map(String.init) ?? ""  // a noncharacter is a scalar
        return mark + token + mark
    }

    /// `params` with each value marked by its position; a boolean is kept (a template is made for
    /// each of its values).
    func marked(_ params: Parameters) -> Parameters {
        var marked = Parameters(capacity: params.items.count)
        for (position, item) in params.items.enumerated() {
            let value: ParameterValue
            switch item.value {
            case .string: value = .string(text(String(position)))
            case .int: value = .int(intBase - position)
            case .map: value = .map([text(String(position)): ""])
            case .bool: value = item.value
            }
            marked.append(following: item.name, value)
        }
        return marked
    }
}

extension AnswerMarks {
    /// Reads JSON written with the ``first`` marks into a template's bytes and holes: a marked
    /// string's text, a marked integer's digits and a marked map's object are each a hole for the
    /// parameter they name (the link's text, ``AnswerTemplate/Hole/url``). Where a mark is, inside
    /// a string or not, needs no reading of the JSON around it: an integer's digits are its text too,
    /// a map's text never looks like a mark, and a string is marked only inside its quotes.
    struct Reader {
        /// The bytes read so far, without the marks.
        private(set) var bytes: [UInt8] = []
        /// The holes found so far.
        private(set) var holes: [(end: Int, hole: AnswerTemplate.Hole)] = []
        private let json: [UInt8]
        private var index = 0

        /// A reader of `json`, from its start.
        init(_ json: [UInt8]) {
            self.json = json
            bytes.reserveCapacity(json.count)
        }

        /// Adds `hole` where the reading is; true.
        mutating func hole(_ hole: AnswerTemplate.Hole) -> Bool {
            holes.append((bytes.count, hole))
            return true
        }

        /// Reads on to `end`; false when a mark names no parameter.
        mutating func read(upTo end: Int) -> Bool {
            let markStart = Reader.mark[0], minus = UInt8(ascii: "-")
            while index < end {
                // The run of bytes up to the next one a mark may start with, copied whole.
                var stop = index
                while stop < end, json[stop] != markStart, json[stop] != minus { stop += 1 }
                bytes.append(contentsOf: json[index..<stop])
                index = stop
                guard index < end else { break }
                if let (token, after) = markedText(at: index) {
                    guard let hole = token == "u" ? AnswerTemplate.Hole.url : Int(token).map(AnswerTemplate.Hole.parameter) else { return false }
                    index = after
                    // A map's one key: the hole is the whole object.
                    if hole != .url, bytes.suffix(2).elementsEqual(Reader.mapHead), json[index...].starts(with: Reader.mapTail) {
                        bytes.removeLast(2)
                        index += Reader.mapTail.count
                    }
                    _ = self.hole(hole)
                } else if let (position, after) = markedInt(at: index) {
                    _ = hole(.parameter(position))
                    index = after
                } else {
                    bytes.append(json[index])
                    index += 1
                }
            }
            return index == end
        }

        /// What comes before and after a marked map's key: `{"` and `":""}`.
        private static let mapHead = Array(#"{""#.utf8), mapTail = Array(#"":""}"#.utf8)
        /// The first mark's noncharacter, U+FDD0, in UTF-8.
        private static let mark: [UInt8] = [0xEF, 0xB7, 0x90]
        /// A marked integer's digits but its last three (the position): 7306 and twelve zeros.
        private static let intDigits = Array(String(-AnswerMarks.first.intBase).utf8.prefix(16))

        /// Whether the first mark's noncharacter starts at `start`.
        private func isMark(at start: Int) -> Bool {
            start + 3 <= json.count && json[start] == Self.mark[0] && json[start + 1] == Self.mark[1] && json[start + 2] == Self.mark[2]
        }

        /// The token of marked text whose first noncharacter starts at `start`, and where it ends.
        private func markedText(at start: Int) -> (token: String, after: Int)? {
            guard isMark(at: start) else { return nil }
            var end = start + 3
            while end < json.count, end - start < 8, !isMark(at: end) { end += 1 }
            guard end > start + 3, isMark(at: end) else { return nil }
            return (String(decoding: json[start + 3..<end], as: UTF8.self), end + 3)
        }

        /// The position a marked integer starting at `start` (its `-`) names, and where it ends.
        private func markedInt(at start: Int) -> (position: Int, after: Int)? {
            let digits = Self.intDigits
            let end = start + 1 + digits.count + 3
            guard end <= json.count, json[start + 1..<start + 1 + digits.count].elementsEqual(digits),
                  end == json.count || !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(json[end]),
                  let position = Int(String(decoding: json[end - 3..<end], as: UTF8.self)) else { return nil }
            return (position, end)
        }
    }
}
