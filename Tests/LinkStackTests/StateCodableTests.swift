import Foundation
import LinkStackCore
import Testing

/// `NavigationState: Codable`, how an app keeps what it shows: what `JSONEncoder` writes reads back
/// as the same state, in the form `linkstack` reads (`--current`), and a malformed state is a
/// `DecodingError` that names where.
@Suite struct StateCodableTests {
    static let tabbed = NavigationState(
        flow: "main", tab: "Search",
        tabStacks: ["Home": [Screen("Home", title: "Home")],
                    "Search": [Screen("Search"), Screen("Product", params: ["id": 42, "ref": "mail", "new": true])]],
        modals: [[Screen("Filters", params: ["sort": .map(["by": "price"])])]])

    @Test(arguments: [tabbed, NavigationState([Screen("Home"), Screen("Cart")]), NavigationState([Screen("Sign")], flow: "auth"), .empty])
    func encodedStatesDecodeAsThemselves(_ state: NavigationState) throws {
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(NavigationState.self, from: data) == state)
    }

    @Test func oneStackIsAnArrayOfScreensAndMoreIsAnObject() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let stack = String(decoding: try encoder.encode(NavigationState([Screen("Product", params: ["id": 7])])), as: UTF8.self)
        #expect(stack == #"[{"params":{"id":7},"screen":"Product"}]"#)
        let object = String(decoding: try encoder.encode(Self.tabbed), as: UTF8.self)
        #expect(object.hasPrefix(#"{"flow":"main","modals":[[{"params":{"sort":{"by":"price"}},"screen":"Filters"}]],"stacks":{"#))
        #expect(object.hasSuffix(#""tab":"Search"}"#))
    }

    @Test func aMalformedStateIsADecodingErrorNamingWhere() {
        let text = #"{"flow":"main","tab":"Home","stacks":{"Home":[{"screen":"Home","params":{"z":1.5}}]}}"#
        do {
            _ = try JSONDecoder().decode(NavigationState.self, from: Data(text.utf8))
            Issue.record("a fractional parameter was read")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.hasPrefix("stacks.Home[0].params.z: "))
        } catch {
            Issue.record("\(error)")
        }
    }
}
