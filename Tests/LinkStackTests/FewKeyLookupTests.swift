import Testing
@testable import LinkStack
@testable import LinkStackCore

/// `Dictionary.value(forFew:)`, which finds a tab's stack, a flow's transition and a layer's
/// presentation style by comparing keys instead of hashing: always what the subscript gives.
@Suite struct FewKeyLookupTests {
    /// Names a tab bar or a flow table might hold, composed and decomposed ones among them.
    static let names = ["Home", "Search", "Account", "Cart", "caf\u{E9}", "cafe\u{301}", "H", "", "Settings", "Orders", "Wishlist", "Help"]

    /// Up to 12 of ``names`` with small values.
    static func members(_ random: inout SampleGenerator) -> [String: Int] {
        var members: [String: Int] = [:]
        for _ in 0..<Int.random(in: 0...12, using: &random) { members[names.randomElement(using: &random) ?? ""] = Int.random(in: 0..<9, using: &random) }
        return members
    }

    @Test func aFewKeysLookUpAsTheSubscriptDoes() {
        var random = SampleGenerator(seed: 51)
        for _ in 0..<300 {
            let members = Self.members(&random)
            for name in Self.names + ["Other", "home"] {
                #expect(members.value(forFew: name) == members[name])
            }
        }
    }

    /// `set(few:to:)` leaves what the subscript's setter leaves: the same members, each key
    /// spelt as before (a key given in another composition updates the one held).
    @Test func aFewKeysAreSetAsTheSubscriptSetsThem() {
        var random = SampleGenerator(seed: 52)
        for _ in 0..<300 {
            let members = Self.members(&random)
            for name in Self.names + ["Other"] {
                var few = members, subscripted = members
                few.set(few: name, to: 42)
                subscripted[name] = 42
                #expect(few == subscripted)
                #expect(Set(few.keys.map { Array($0.utf8) }) == Set(subscripted.keys.map { Array($0.utf8) }))
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
