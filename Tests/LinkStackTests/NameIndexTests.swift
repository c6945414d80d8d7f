import Testing
@testable import LinkStackCore

/// `NameIndex` finds each name's position as a dictionary would, for names that collide in its
/// slots, share prefixes, are empty or not ASCII, and refuses names it was not given.
@Suite struct NameIndexTests {
    @Test func everyNameIsFoundAtItsPositionAndNoOtherIs() {
        var names = ["", "a", "ab", "é", "e\u{301}", "Home", "home", "Product", "ProductList"]
        names += (0..<300).map { "screen\($0)" }
        names.append("Home")  // a repeat: the first position is kept
        let index = NameIndex(names)
        var expected: [String: Int] = [:]
        for (position, name) in names.enumerated() where expected[name] == nil { expected[name] = position }
        for (name, position) in expected { #expect(index[name] == position, "\(name)") }
        for absent in ["screen300", "HOME", "Home ", "b", "screen", "e"] { #expect(index[absent] == nil, "\(absent)") }
        #expect(index["Home"] == 5)
        #expect(NameIndex([String]()).isEmpty && NameIndex([String]())["a"] == nil)
    }

    @Test func guardsAreFoundForEveryHolderAndNoOther() {
        let holders = (0..<70).map { (name: "Screen\($0)", guards: [NavigationGuard(requires: ["signedIn\($0)"], redirect: "signIn")]) }
        let index = GuardIndex(holders + [(name: "é", guards: [NavigationGuard(requires: ["x"], redirect: "y")])])
        for holder in holders { #expect(index[holder.name]?.first?.requires == holder.guards[0].requires, "\(holder.name)") }
        #expect(index["é"]?.first?.redirect == "y")
        for absent in ["Screen70", "Screen", "", "e", "Home"] { #expect(index[absent] == nil, "\(absent)") }
        #expect(GuardIndex([]).isEmpty && GuardIndex([])["Screen1"] == nil)
    }
}
