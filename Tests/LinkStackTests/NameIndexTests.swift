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
}
