import Testing
@testable import LinkStack
@testable import LinkStackCore

@Suite struct JSONValueTests {
    @Test func keysAreSortedAndCompact() {
        let value: JSONValue = ["b": 1, "a": ["z": true, "y": .null], "c": [1, "x"]]
        #expect(value.rendered() == #"{"a":{"y":null,"z":true},"b":1,"c":[1,"x"]}"#)
    }

    @Test func prettyIndentsTwoSpaces() {
        let value: JSONValue = ["a": [1], "b": [:]]
        #expect(value.rendered(pretty: true) == "{\n  \"a\": [\n    1\n  ],\n  \"b\": {}\n}")
    }

    @Test func stringsAreEscaped() {
        #expect(JSONValue.string("a\"b\\c\n\u{1}é/").rendered() == #""a\"b\\c\n\u0001é/""#)
    }

    @Test func parsingKeepsIntegersAndRoundTrips() throws {
        let text = #"{"a":[1,-2,2.5,"x",true,null],"b":{}}"#
        let value = try JSONValue(parsing: text)
        #expect(value["a"] == [1, -2, .double(2.5), "x", true, .null])
        #expect(value.rendered() == text)
    }

    @Test func malformedJSONIsAnError() {
        #expect(throws: JSONValue.ParseError.self) { try JSONValue(parsing: "[1,") }
    }

    @Test func currentStatesAreReadStrictly() throws {
        let state = try NavigationState(jsonText: #"[{"screen":"Home"},{"screen":"P","params":{"id":4,"s":"x"}}]"#)
        #expect(state.stack == [Screen("Home"), Screen("P", params: ["id": 4, "s": "x"])])
        for bad in [#"{"flow":1}"#, #"{"tab":"A"}"#, #"{"modals":[[]]}"#, #"[1]"#, #"[{"params":{}}]"#, #"[{"screen":"A","params":{"x":1.5}}]"#,
                    #"[{"screen":"A","params":{"x":[1]}}]"#, #"[{"screen":"A","extra":1}]"#, "nope"] {
            #expect(throws: ResolutionError.Message.self) { try NavigationState(jsonText: bad) }
        }
    }
}

/// JSON the CLI reads comes from anyone: one pass, bounded nesting, no ambiguous keys.
@Suite struct JSONParsingStrictnessTests {
    @Test(arguments: [#"{"a":1,"a":2}"#, #"{"context":{"signedIn":true,"signedIn":false}}"#, #"[{"x":[],"y":1,"x":{}}]"#])
    func aRepeatedKeyIsAnErrorNamingIt(_ text: String) {
        #expect(throws: JSONValue.ParseError.self) { try JSONValue(parsing: text) }
        do {
            _ = try JSONValue(parsing: text)
        } catch {
            #expect(error.message.contains("is given twice"))
            #expect(error.message.contains(text.contains("signedIn") ? #""signedIn""# : (text.contains(#""a""#) ? #""a""# : #""x""#)))
        }
    }

    @Test func nestingIsCappedAtThirtyTwoLevels() throws {
        let ok = String(repeating: "[", count: 32) + String(repeating: "]", count: 32)
        #expect(try JSONValue(parsing: ok) != .null)
        for depth in [33, 511, 100_000] {
            let text = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
            #expect(throws: JSONValue.ParseError(message: "not valid JSON: nested more than 32 levels deep at line 1, column 161")) {
                try JSONValue(parsing: text)
            }
        }
    }

    @Test func numbersStringsAndEscapesFollowRFC8259() throws {
        #expect(try JSONValue(parsing: #"[0,-0,1e2,1.5E-1,9223372036854775807,9223372036854775808]"#)
            == [0, 0, .double(100), .double(0.15), .int(Int.max), .double(9_223_372_036_854_775_808)])
        #expect(try JSONValue(parsing: #""a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00""#) == .string("a\"\\/\u{8}\u{C}\n\r\té😀"))
        for bad in ["01", "1.", ".5", "-", "1e", "+1", #""\ud83d""#, #""\udc00x""#, "\"a\u{1}\"", #""\x""#, "tru", "[1,]", "{,}", #"{"a"}"#, "1 2", ""] {
            #expect(throws: JSONValue.ParseError.self, "\(bad)") { try JSONValue(parsing: bad) }
        }
    }

    /// Where a key starts is counted only for an error: counting it for every key of a long
    /// one-line object made parsing quadratic in the line's length.
    @Test func aWideOneLineObjectParsesInOnePass() throws {
        let text = "{" + (0..<20_000).map { #""k\#($0)":\#($0)"# }.joined(separator: ",") + "}"
        guard case .object(let members) = try JSONValue(parsing: text) else { Issue.record("not an object"); return }
        #expect(members.count == 20_000)
        #expect(throws: JSONValue.ParseError.self) { try JSONValue(parsing: String(text.dropLast()) + #","k7":1}"#) }
    }

    @Test func errorsSayWhere() {
        #expect(throws: JSONValue.ParseError(message: "not valid JSON: expected ',' or ']' in an array at line 2, column 4")) {
            try JSONValue(parsing: "[1,\n 2 3]")
        }
    }
}
