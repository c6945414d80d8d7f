import Testing
@testable import LinkStack
@testable import LinkStackCore

/// `JSONSkimmer` may vouch only for text the parser reads without error, and its members must be
/// the parser's: checked on thousands of seeded random texts, well-formed and broken.
@Suite struct JSONSkimmerTests {
    /// A string is read eight bytes at a time while none of them is `"`, `\` or below 0x20: the
    /// word test says so exactly, whatever bytes sit beside those.
    @Test func aWordStopsAStringExactlyWhenOneOfItsBytesWould() {
        let bytes: [UInt8] = [0x00, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x61, 0x7F, 0x80, 0xA2, 0xDC, 0xFF]
        var random = SampleGenerator(seed: 111)
        for _ in 0..<5000 {
            let word = (0..<8).map { _ in bytes.randomElement(using: &random) ?? 0 }
            let packed = word.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64(8 * $1.offset) }
            let stops = word.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
            #expect(JSONSkimmer.stopsString(packed) == stops, "\(word)")
        }
    }

    @Test func vouchesOnlyForWhatTheParserReadsAndFindsItsMembers() throws {
        var random = SampleGenerator(seed: 7)
        var vouched = 0, parsed = 0
        for round in 0..<6000 {
            var text = JSONSkimmerTests.object(&random, depth: 0)
            if round % 3 == 0 { text = JSONSkimmerTests.mutated(text, &random) }
            let members = Array(text.utf8).withUnsafeBufferPointer { JSONSkimmer.members(of: $0) }
            let value = try? JSONValue(parsing: text)
            if value != nil { parsed += 1 }
            guard let members else { continue }
            vouched += 1
            guard case .object(let expected)? = value else {
                Issue.record("the skimmer vouched for text the parser refuses or that is no object: \(text)")
                continue
            }
            let bytes = Array(text.utf8)
            var found: [String: JSONValue] = [:]
            for (key, range) in members {
                found[String(decoding: bytes[key], as: UTF8.self)] = try JSONValue(parsing: String(decoding: bytes[range], as: UTF8.self))
            }
            #expect(members.count == expected.count, "\(text)")
            #expect(found == expected, "\(text)")
        }
        // Not vacuous: most well-formed texts are vouched for, and some broken ones are met.
        #expect(vouched > 2000)
        #expect(parsed < 6000)
    }

    @Test func refusesWhatItDoesNotCheckAsTheParserDoes() {
        for text in [#"{"a":"\u0041"}"#, #"{"a":1.5}"#, #"{"a":1e3}"#, #"{"a":1234567890123456789}"#, #"{"a":1,"a":2}"#,
                     #"{"a":01}"#, #"{"a":-}"#, #"{"a":tru}"#, #"{"a":[1,]}"#, #"{"a":1}x"#, #"["a"]"#, "{\"a\":\"\u{1}\"}",
                     String(repeating: "[", count: 40) + String(repeating: "]", count: 40)] {
            #expect(Array(text.utf8).withUnsafeBufferPointer { JSONSkimmer.members(of: $0) } == nil, "\(text)")
        }
        let members = Array(#" {"url": "a://b", "current": [{"screen": "Home"}], "n": -0} "#.utf8)
            .withUnsafeBufferPointer { JSONSkimmer.members(of: $0) }
        #expect(members?.count == 3)
    }

    /// Keys of the objects open at once are kept on the stack, room for 64: more, and the skimmer
    /// gives up (the parser then reads the text); up to that, it vouches as always.
    @Test func givesUpPastTheKeysItHasRoomFor() {
        let object = { (count: Int, prefix: String) in "{" + (0..<count).map { #""\#(prefix)\#($0)":1"# }.joined(separator: ",") }
        let fits = object(4, "top") + #","inner":"# + object(59, "k") + "}}"  // 4 + 1 + 59 = 64 open at the end
        let over = object(4, "top") + #","inner":"# + object(60, "k") + "}}"
        for (text, vouched) in [(fits, true), (over, false)] {
            #expect((try? JSONValue(parsing: text)) != nil)
            #expect((Array(text.utf8).withUnsafeBufferPointer { JSONSkimmer.members(of: $0) } != nil) == vouched)
        }
    }

    /// A top-level object or array the caller vouches for is passed over by its brackets, with the
    /// same members found; anything it does not vouch for, or cannot be passed over so (a string
    /// with an escape), is checked as always.
    @Test func passesOverWhatTheCallerVouchesFor() throws {
        // The caller knows a few whole values, and vouches for bytes that begin with one of them.
        func members(_ text: String, known: [String], asked: inout [String]) -> [String]? {
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBufferPointer { buffer in
                JSONSkimmer.members(of: buffer) { key, start in
                    asked.append(String(decoding: bytes[key], as: UTF8.self))
                    let value = known.first { bytes[start...].starts(with: $0.utf8) }
                    return value.map { start + $0.utf8.count }
                }?.map { String(decoding: bytes[$0.value], as: UTF8.self) }
            }
        }
        var asked: [String] = []
        let state = #"{"tab":"A","stacks":{"A":[{"screen":"A"}]}}"#
        let text = #"{"url":"a://b","current":"# + state + #","n":[1,[2]],"c":{}}"#
        #expect(members(text, known: [state], asked: &asked) == [#""a://b""#, state, "[1,[2]]", "{}"])
        #expect(asked == ["current", "n", "c"])  // top-level containers only
        // Vouched-for bytes are not checked again (what the caller answers for), others are.
        #expect(members(#"{"current":[01,],"url":"x"}"#, known: ["[01,]"], asked: &asked) == ["[01,]", #""x""#])
        #expect(members(#"{"current":[01,],"url":"x"}"#, known: [], asked: &asked) == nil)
        #expect(members(#"{"current":{"a":"\u0041"}}"#, known: [], asked: &asked) == nil)  // checked, refused
        #expect(members(#"{"current":[1],"current":[1]}"#, known: ["[1]"], asked: &asked) == nil)  // the key twice
        #expect(members(#"{"current":[1}"#, known: ["[1]"], asked: &asked) == nil)  // not the known value: checked
        #expect(members(#"{"current":[1]]}"#, known: ["[1]"], asked: &asked) == nil)  // what follows the value is still read
    }

    static let keys = ["url", "current", "context", "a", "é", "flow"]
    static let scalars = ["true", "false", "null", "0", "-0", "42", "-17", "01", "1.5", "2e3", "123456789012345678",
                          "1234567890123456789", #""text""#, #""""#, #""caf\u00e9""#, #""a\"b""#, "\"tab\u{9}\"", "tru", "-"]
    static let spaces = ["", " ", "\n", "\t", "\r\n"]

    static func pick<T>(_ list: [T], _ random: inout SampleGenerator) -> T { list[Int(random.next() % UInt64(list.count))] }

    static func value(_ random: inout SampleGenerator, depth: Int) -> String {
        switch random.next() % (depth > 3 ? 2 : 5) {
        case 0, 1: return pick(scalars, &random)
        case 2: return object(&random, depth: depth + 1)
        default:
            let count = Int(random.next() % 4)
            return "[" + (0..<count).map { _ in pick(spaces, &random) + value(&random, depth: depth + 1) }.joined(separator: ",") + "]"
        }
    }

    static func object(_ random: inout SampleGenerator, depth: Int) -> String {
        let count = Int(random.next() % 4)
        let members = (0..<count).map { _ in
            "\"\(pick(keys, &random))\"" + pick(spaces, &random) + ":" + pick(spaces, &random) + value(&random, depth: depth)
        }
        return pick(spaces, &random) + "{" + members.joined(separator: "," + pick(spaces, &random)) + "}" + pick(spaces, &random)
    }

    /// The text with one byte dropped, doubled or replaced.
    static func mutated(_ text: String, _ random: inout SampleGenerator) -> String {
        var bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return text }
        let index = Int(random.next() % UInt64(bytes.count))
        switch random.next() % 3 {
        case 0: bytes.remove(at: index)
        case 1: bytes.insert(bytes[index], at: index)
        default:
            let replacements = Array("{}[],:\"\\ 0a".utf8)
            bytes[index] = replacements[Int(random.next() % UInt64(replacements.count))]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
