import Testing
@testable import LinkStackCore

/// `NavigationState(jsonText:)` reads members in any order, yet an error names the first wrong
/// member in key order, whatever order the dictionaries hold them in.
@Suite struct StateReadingTests {
    static func message(_ text: String) -> String? {
        do throws(ResolutionError.Message) {
            _ = try NavigationState(jsonText: text)
            return nil
        } catch {
            return error.text
        }
    }

    @Test func theFirstWrongMemberInKeyOrderIsNamed() {
        let cases: [(String, String)] = [
            (#"{"flow":"main","tab":"Home","stacks":{"Search":[{"screen":"Search","params":{"b":[1],"a":{"y":1,"x":2}}}],"Home":[{"screen":"Home","params":{"z":1.5}}]}}"#,
             "stacks.Home[0].params.z: a parameter is a whole number, a boolean, a string or an object of strings"),
            (#"[{"screen":"Home","params":{"m":{"k":1,"j":true},"l":{"b":"x","a":null}}}]"#, "[0].params.l.a: an open query map holds strings"),
            (#"{"zeta":1,"flow":"main","alpha":2}"#, "alpha: unknown key; a state has flow, tab, stacks or stack, and modals"),
            (#"[{"screen":"Home","zz":1,"aa":2}]"#, "[0].aa: unknown key; a screen has screen, params and title"),
            (#"{"flow":"main","tab":"Home","stacks":{"Search":7,"Home":[{"screen":"Home"}],"Account":"x"}}"#,
             #"stacks.Account: expected an array of screens, root first, like [{"screen": "Home", "params": {}}]"#),
        ]
        for (text, expected) in cases {
            #expect(Self.message(text) == expected, "\(text)")
        }
        let read = try? NavigationState(jsonText: #"[{"screen":"Home","params":{"b":true,"a":1,"m":{"y":"2","x":"1"},"s":"t"}}]"#)
        #expect(read?.flowStack.first?.params == ["a": .int(1), "b": .bool(true), "m": .map(["x": "1", "y": "2"]), "s": .string("t")])
    }
}
