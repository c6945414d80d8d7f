import Testing
@testable import LinkStack

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
