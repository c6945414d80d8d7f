import Testing
@testable import LinkStack
@testable import LinkStackCore

/// A state's stack is its selected tab's, found by the tab's name.
@Suite struct SelectedStackTests {
    @Test func aStateFindsItsSelectedStackByTheTabsName() {
        let home = [Screen("Home"), Screen("Product", params: ["id": 4])], search = [Screen("Search")]
        let state = NavigationState(flow: "main", tab: "Home", tabStacks: ["Home": home, "Search": search], flowStack: [], modals: [])
        #expect(state.stack == home)
        #expect(state.stack(tab: "Search") == search)
        #expect(state.stack(tab: "Account").isEmpty)
        #expect(state.stack(tab: nil).isEmpty)
    }
}
