import Foundation

/// One fixture file: a deep link (or a pair of stacks) and exactly the JSON it must produce.
///
/// ```json
/// {"routes": "Routes/shop.yaml", "url": "shop://cart", "current": [], "context": {"signedIn": true},
///  "events": false, "expect": {"url": "shop://cart", "route": "cart", ...}}
/// ```
///
/// A fixture with a `url` pins `linkstack resolve`; one with `target` and no `url` pins
/// `linkstack diff`. `expect` is the exact JSON, result or `{"error": {...}}`. `current`,
/// `target` and `pending` may be `"@path"`: a state file, relative to the fixture's folder.
package struct Fixture: Sendable {
    /// The fixture file's path.
    package let path: String
    /// The `routes` value as written: a route file or folder, relative to the fixture's folder or one above it.
    package let routes: String?
    /// The URL to resolve, for a resolve fixture.
    package let url: String?
    /// The current state, as JSON.
    package let current: JSONValue?
    /// The target state, for a diff fixture.
    package let target: JSONValue?
    /// The state a guard kept, to resume (`linkstack resolve --pending`), if any.
    package let pending: JSONValue?
    /// How the plan changes stacks (`"plan": "reuse"`); minimal unless given.
    package let plan: TransitionPlan.Style
    /// What holds, for flows' requirements: a JSON object such as `{"signedIn": true}`.
    package let context: JSONValue?
    /// Whether the resolution lists UIKit's notifications (`--events`).
    package let events: Bool
    /// The code of an error about the fixture's own input that it pins on purpose
    /// (`"pinsError": "invalid_current"`): `linkstack check --update` writes such an error into
    /// `expect` only when the old `expect` had it too, or when the fixture names it here.
    package let pinsError: String?
    /// The exact JSON expected.
    package let expect: JSONValue
    /// The file's text, as read.
    package let text: String
    /// The line each value of the file starts on, by JSON path (`expect.target[2].params`).
    let lines: [String: Int]
    /// The UTF-8 byte range of the `expect` value in ``text``.
    let expectSpan: Range<Int>

    /// Reads a fixture file.
    ///
    /// - Throws: A message saying why the file is not a fixture.
    package init(contentsOf path: String) throws(ResolutionError.Message) {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw .init("cannot read the file")
        }
        let json: JSONValue
        var parser = JSONParser(text, recordingLines: true)
        do throws(JSONValue.ParseError) {
            json = try parser.parse()
        } catch {
            throw .init("the fixture is \(error.message)")
        }
        self.text = text
        self.lines = parser.lines ?? [:]
        self.expectSpan = parser.topLevelSpans["expect"] ?? 0..<0
        guard case .object(let members) = json else { throw .init("a fixture is a JSON object") }
        let known: Set = ["routes", "url", "current", "pending", "target", "context", "events", "plan", "expect", "description", "pinsError"]
        if let unknown = members.keys.sorted().first(where: { !known.contains($0) }) {
            throw .init("unknown key '\(unknown)'; expected \(known.sorted().joined(separator: ", "))")
        }
        guard let expect = members["expect"] else { throw .init("a fixture needs \"expect\"") }
        self.path = path
        self.expect = expect
        self.current = try Fixture.state(members["current"], key: "current", besideFixtureAt: path)
        self.target = try Fixture.state(members["target"], key: "target", besideFixtureAt: path)
        self.pending = try Fixture.state(members["pending"], key: "pending", besideFixtureAt: path)
        if case .string(let pins)? = members["pinsError"] { self.pinsError = pins } else if members["pinsError"] != nil {
            throw .init("\"pinsError\" is the code of the error the fixture pins, like \"invalid_current\"")
        } else { self.pinsError = nil }
        switch members["plan"] {
        case nil: self.plan = .minimal
        case .string(let name)?:
            guard let style = TransitionPlan.Style(rawValue: name) else { throw .init("\"plan\" is minimal or reuse, not '\(name)'") }
            self.plan = style
        default: throw .init("\"plan\" is minimal or reuse")
        }
        self.context = members["context"]
        switch members["events"] {
        case nil: self.events = false
        case .bool(let flag)?: self.events = flag
        default: throw .init("\"events\" is true or false")
        }
        if case .string(let routes)? = members["routes"] { self.routes = routes } else { self.routes = nil }
        if case .string(let url)? = members["url"] { self.url = url } else { self.url = nil }
        guard (url == nil) != (target == nil) else {
            throw .init("a fixture has either \"url\" (with \"routes\") or \"target\" (a diff)")
        }
        guard url == nil || routes != nil else { throw .init("a fixture with \"url\" needs \"routes\"") }
    }

    /// The line of the file where the expected value at `path` (a path inside `expect`, as
    /// ``JSONDifference/path`` gives it) starts, or that of its nearest enclosing value.
    package func line(ofExpected path: String) -> Int {
        var key = path.isEmpty ? "expect" : "expect." + path
        while true {
            if let line = lines[key] { return line }
            guard let cut = key.lastIndex(where: { $0 == "." || $0 == "[" }) else { return lines["expect"] ?? 1 }
            key = String(key[..<cut])
        }
    }

    /// The file's text with `expect` replaced by `actual`, written as `linkstack --pretty` writes
    /// it and indented to where `expect` stands; everything else in the file is kept as it was.
    package func text(expecting actual: JSONValue) -> String {
        let bytes = Array(text.utf8)
        let lineStart = bytes[..<expectSpan.lowerBound].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let indent = String(decoding: bytes[lineStart..<expectSpan.lowerBound].prefix { $0 == UInt8(ascii: " ") }, as: UTF8.self)
        let value = actual.rendered(pretty: true).replacingOccurrences(of: "\n", with: "\n" + indent)
        return String(decoding: bytes[..<expectSpan.lowerBound], as: UTF8.self) + value
            + String(decoding: bytes[expectSpan.upperBound...], as: UTF8.self)
    }

    /// The error codes that say a fixture's own input is wrong (its routes, its states, its
    /// context), not what the link does.
    package static let inputErrorCodes: Set = ["route_file", "invalid_current", "invalid_target", "invalid_context"]

    /// Why `linkstack check --update` must not write `actual` into `expect`, or nil: `actual` is
    /// an error about the fixture's own input (``inputErrorCodes``: a misspelt screen in
    /// `current`, a moved routes folder) that the old `expect` did not have and that ``pinsError``
    /// does not name, so blessing it would make a broken fixture pass.
    package func updateRefusal(for actual: JSONValue) -> String? {
        guard let code = Fixture.errorCode(of: actual), Fixture.inputErrorCodes.contains(code),
              Fixture.errorCode(of: expect) != code, pinsError != code else { return nil }
        return "not updated: the output is the fixture's own input error (\(code)), which its expect did not have; "
            + "fix the fixture's input, or add \"pinsError\": \"\(code)\" if that error is what it pins"
    }

    /// The `code` of an `{"error": {"code": ...}}` value, or nil.
    private static func errorCode(of value: JSONValue) -> String? {
        guard case .object(let members) = value, case .object(let error)? = members["error"],
              case .string(let code)? = error["code"] else { return nil }
        return code
    }

    /// A state value as written, or, for `"@states/home.json"`, the JSON of that file inside the
    /// fixture's folder (``StateFolder``: no absolute path, no `..`, at most 1 MiB): fixtures share
    /// states that way.
    ///
    /// - Throws: A message naming the key and the file when it cannot be read or is not JSON.
    private static func state(_ value: JSONValue?, key: String, besideFixtureAt path: String) throws(ResolutionError.Message) -> JSONValue? {
        guard case .string(let reference)? = value, reference.hasPrefix("@") else { return value }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard let states = StateFolder(folder) else { throw .init("\"\(key)\": cannot read the fixture's folder \(folder)") }
        do throws(ResolutionError.Message) {
            return try states.json(String(reference.dropFirst()))
        } catch {
            throw .init("\"\(key)\": \(error.text)")
        }
    }

    /// Where `routes` is: the first of the fixture's folder and the folders above it that holds it.
    package var routesPath: String? {
        guard let routes else { return nil }
        if routes.hasPrefix("/") { return routes }
        var folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(routes).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return routes }
            folder = parent
        }
    }
}
