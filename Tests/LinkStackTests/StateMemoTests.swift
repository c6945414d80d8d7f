import Testing
@testable import LinkStack
@testable import LinkStackCore

/// `StateMemo`: a graph checks a current state equal to the last one it checked once.
@Suite struct StateMemoTests {
    /// Two states with the same tabs are the same whatever order their dictionaries list the tabs
    /// in (compared pairwise when the orders agree, tab by tab otherwise), and differ when one
    /// tab's stack does.
    @Test func tabbedStatesAreTheSameInAnyTabOrder() {
        let tabs = (0..<12).map { "Tab\($0)" }
        var forward: [String: [Screen]] = [:], backward: [String: [Screen]] = [:]
        for tab in tabs { forward[tab] = [Screen(tab), Screen("Detail", params: ["id": .int(tab.count)])] }
        for tab in tabs.reversed() { backward[tab] = [Screen(tab), Screen("Detail", params: ["id": .int(tab.count)])] }
        for extra in 0..<40 { backward["x\(extra)"] = [] }  // grown and shrunk: another layout, another order
        for extra in 0..<40 { backward["x\(extra)"] = nil }
        let one = NavigationState(flow: "main", tab: "Tab0", tabStacks: forward)
        let other = NavigationState(flow: "main", tab: "Tab0", tabStacks: backward)
        #expect(Array(forward.keys) != Array(backward.keys))  // not vacuous: the orders differ
        #expect(StateMemo.same(one, other) && StateMemo.same(other, one) && StateMemo.same(one, one))
        var changed = backward
        changed["Tab7"] = [Screen("Tab7")]
        #expect(!StateMemo.same(one, NavigationState(flow: "main", tab: "Tab0", tabStacks: changed)))
        changed = forward
        changed["Tab7"] = [Screen("Tab7"), Screen("Detail", params: ["id": .int(5)])]
        #expect(!StateMemo.same(one, NavigationState(flow: "main", tab: "Tab0", tabStacks: changed)))
    }

    @Test func anEqualStateIsCheckedOnceAndAnErrorIsNotKept() throws {
        let memo = StateMemo()
        var checks = 0
        let check = { (state: NavigationState) throws(ResolutionError) -> NavigationState in
            checks += 1
            guard state.top?.name != "Bad" else { throw .invalidCurrent("bad") }
            var titled = state
            titled.flowStack = state.flowStack.map { Screen($0.name, params: $0.params, title: "checked") }
            return titled
        }
        let shown = NavigationState([Screen("Home"), Screen("Product", params: ["id": .int(4)])])
        #expect(try memo.checked(shown, by: check).top?.title == "checked")
        #expect(try memo.checked(NavigationState([Screen("Home"), Screen("Product", params: ["id": .int(4)], title: "stale")]), by: check)
            .top?.title == "checked")
        #expect(checks == 1)
        #expect(try memo.checked(NavigationState([Screen("Home")]), by: check).top?.name == "Home")
        #expect(checks == 2)
        _ = try memo.checked(shown, by: check)  // states taken in turn are each kept
        #expect(checks == 2)
        let bad = NavigationState([Screen("Bad")])
        #expect(throws: ResolutionError.self) { try memo.checked(bad, by: check) }
        #expect(throws: ResolutionError.self) { try memo.checked(bad, by: check) }
        #expect(checks == 4)
        for id in 0..<StateMemo.capacity { _ = try memo.checked(NavigationState([Screen("Home"), Screen("P", params: ["id": .int(id)])]), by: check) }
        #expect(checks == 4 + StateMemo.capacity)
        _ = try memo.checked(shown, by: check)  // the oldest are let go
        #expect(checks == 5 + StateMemo.capacity)
    }

    /// A kept state's stacks get their JSON the second time they are asked for: the very arrays
    /// (and the base's) are then copied as `JSONWriter` writes them; an equal state made anew,
    /// or one the memo does not keep, gets none.
    @Test func aStateShownAgainHasTheJSONOfItsStacks() throws {
        let memo = StateMemo()
        let home = [Screen("Home"), Screen("Product", params: ["id": .int(4)], title: "Product 4")]
        let given = NavigationState(flow: "main", tab: "Home", tabStacks: ["Home": home, "Search": [Screen("Search")]])
        let checked = try memo.checked(given) { (state) throws(ResolutionError) in state }
        let account = [Screen("Account", title: "Account")]
        let base = PreparedStackJSON(stacks: [account])
        #expect(memo.stacks(of: checked, base: base) == nil)  // asked once: nothing made yet
        let json = try #require(memo.stacks(of: checked, base: base))
        for stack in checked.everyStack + [account, [Screen("Account", title: "Account")]] where !stack.isEmpty {
            var expected = JSONOutput(capacity: 64), copied = ByteBuffer(capacity: 64)
            JSONWriter.screens(stack, to: &expected)
            defer { expected.buffer.deallocate(); copied.deallocate() }
            let address = try #require(PreparedStackJSON.address(of: stack))
            let found = json.append(stackAt: address, count: stack.count, to: &copied)
            // An array of the same screens made anew is not the base's: a stack is found by its storage.
            if stack.first?.name == "Account", address != PreparedStackJSON.address(of: account) { #expect(!found) } else {
                #expect(found && Array(copied.bytes) == Array(expected.buffer.bytes), "\(stack)")
            }
        }
        #expect(memo.stacks(of: checked, base: base) === json)  // kept
        let remade = NavigationState(flow: "main", tab: "Home", tabStacks: ["Home": home, "Search": [Screen("Search")]])
        #expect(memo.stacks(of: remade, base: base) == nil)  // equal, but not the state the memo made
    }

    @Test func aStateEqualButNotByteForByteIsCheckedAgain() throws {
        let memo = StateMemo()
        var checks = 0
        let check = { (state: NavigationState) throws(ResolutionError) -> NavigationState in
            checks += 1
            return state
        }
        let composed = NavigationState([Screen("Home"), Screen("Search", params: ["q": .string("caf\u{E9}")])])
        let decomposed = NavigationState([Screen("Home"), Screen("Search", params: ["q": .string("cafe\u{301}")])])
        #expect(composed == decomposed)  // Swift's == is canonical equivalence
        _ = try memo.checked(composed, by: check)
        let back = try memo.checked(decomposed, by: check)
        #expect(checks == 2)
        #expect(back.top?.params["q"]?.text.utf8.count == 6)  // the line's own bytes, not the kept state's
        let tabbed = { (tab: String) in NavigationState(flow: "main", tab: tab, tabStacks: [tab: [Screen("Home")]]) }
        _ = try memo.checked(tabbed("T\u{E9}"), by: check)
        _ = try memo.checked(tabbed("Te\u{301}"), by: check)
        _ = try memo.checked(tabbed("Te\u{301}"), by: check)
        #expect(checks == 4)
    }

    @Test func aBatchFromOneStateAnswersAsFromAFreshResolverEachLine() throws {
        let table = try RouteTable(contentsOf: TestPaths.routes)
        let shown = try Resolver(table: table).resolve("shop://products/42/reviews", context: NavigationContext(["signedIn": true])).target
        let batch = BatchResolver(resolver: Resolver(table: table), current: shown, context: NavigationContext(["signedIn": true]))
        for link in ["shop://cart", "shop://products/7", "shop://search?q=shoes", "shop://cart"] {
            let fresh = BatchResolver(resolver: Resolver(table: try RouteTable(contentsOf: TestPaths.routes)), current: shown,
                                      context: NavigationContext(["signedIn": true]))
            #expect(batch.resolve(line: link) == fresh.resolve(line: link), "\(link)")
        }
    }
}
