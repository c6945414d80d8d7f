import Testing
@testable import LinkStack
@testable import LinkStackCore

/// `Dictionary.value(forFew:)`, which finds a tab's stack, a flow's transition and a layer's
/// presentation style by comparing keys instead of hashing: always what the subscript gives.
@Suite struct FewKeyLookupTests {
    @Test func aFewKeysLookUpAsTheSubscriptDoes() {
        var random = SampleGenerator(seed: 51)
        let names = ["Home", "Search", "Account", "Cart", "caf\u{E9}", "cafe\u{301}", "H", "", "Settings", "Orders", "Wishlist", "Help"]
        for _ in 0..<300 {
            var members: [String: Int] = [:]
            for _ in 0..<Int.random(in: 0...12, using: &random) { members[names.randomElement(using: &random) ?? ""] = Int.random(in: 0..<9, using: &random) }
            for name in names + ["Other", "home"] {
                #expect(members.value(forFew: name) == members[name])
            }
        }
    }

    @Test func aStateFindsItsSelectedStackByTheTabsName() {
        let home = [Screen("Home"), Screen("Product", params: ["id": 4])], search = [Screen("Search")]
        let state = NavigationState(flow: "main", tab: "Home", tabStacks: ["Home": home, "Search": search], flowStack: [], modals: [])
        #expect(state.stack == home)
        #expect(state.stack(tab: "Search") == search)
        #expect(state.stack(tab: "Account").isEmpty)
        #expect(state.stack(tab: nil).isEmpty)
    }
}
