/// A path or value pattern of the kind link-association files write: literal text, `?` (one
/// character) and `*` (any run of characters, `/` included), as an AASA file's components do.
///
/// Exports build one per route (``RouteCover``) and write it as AASA text, or as an Android
/// `pathPattern` (where `.` is one character and `.*` a run).
package struct LinkGlob: Sendable, Hashable {
    /// One piece of a pattern.
    package enum Piece: Sendable, Hashable {
        /// This text exactly.
        case literal(String)
        /// Exactly one character (AASA `?`).
        case one
        /// Any run of characters, none included (AASA `*`).
        case any
    }

    /// The pieces, left to right; adjacent literals are joined.
    package private(set) var pieces: [Piece] = []

    /// An empty pattern (it matches the empty text).
    package init() {}

    /// A pattern of these pieces.
    package init(_ pieces: [Piece]) {
        for piece in pieces { append(piece) }
    }

    /// Appends a piece, joining it to a literal before it.
    package mutating func append(_ piece: Piece) {
        if case .literal(let text) = piece {
            guard !text.isEmpty else { return }
            if case .literal(let before)? = pieces.last {
                pieces[pieces.count - 1] = .literal(before + text)
                return
            }
        }
        pieces.append(piece)
    }

    /// Appends every piece of `other`.
    package mutating func append(contentsOf other: LinkGlob) {
        for piece in other.pieces { append(piece) }
    }

    /// The text when the pattern is all literal, else nil.
    package var literalText: String? {
        var text = ""
        for piece in pieces {
            guard case .literal(let part) = piece else { return nil }
            text += part
        }
        return text
    }

    /// Whether the pattern matches all of `text`, case-sensitively.
    package func matches(_ text: String) -> Bool {
        let tokens = pieces.flatMap { piece -> [Piece] in
            guard case .literal(let part) = piece else { return [piece] }
            return part.map { .literal(String($0)) }
        }
        return AASAFile.globMatches(tokens[...], Array(text)[...])
    }

    /// Whether the pattern ends in `*`, so it already takes a trailing `/`.
    package var endsInAny: Bool { pieces.last == .any }

    /// The pattern as an AASA file writes it: `*` and `?` as themselves, literals as they are
    /// (a route's literal `*` or `?` was made a `?` piece by ``RouteCover``).
    package var aasaText: String {
        pieces.map { piece in
            switch piece {
            case .literal(let text): return text
            case .one: return "?"
            case .any: return "*"
            }
        }.joined()
    }

    /// The pattern as an Android `android:pathPattern` (`android.os.PatternMatcher`'s simple
    /// glob): `.` for one character, `.*` for a run, `\\` before a literal `.`, `*` or `\` (the
    /// manifest's string reading takes one backslash, the matcher the other).
    package var androidPattern: String {
        pieces.map { piece in
            switch piece {
            case .literal(let text):
                return text.map { character in
                    character == "." || character == "*" || character == "\\" ? "\\\\" + String(character) : String(character)
                }.joined()
            case .one: return "."
            case .any: return ".*"
            }
        }.joined()
    }
}
