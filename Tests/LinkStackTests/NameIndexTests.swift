import Testing
@testable import LinkStackCore
@testable import LinkStack

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

    /// Keys of every length up to three words, of few distinct bytes (so that many share their
    /// first words, or all but one byte), are found as a dictionary of their bytes finds them.
    @Test func everyKeyOfEveryLengthIsFoundByItsBytes() {
        var random = SampleGenerator(seed: 73)
        let key = { (random: inout SampleGenerator) -> [UInt8] in
            (0..<Int.random(in: 0...24, using: &random)).map { _ in [UInt8(ascii: "a"), UInt8(ascii: "b"), 0, 0xFF].randomElement(using: &random) ?? 0 }
        }
        for _ in 0..<20 {
            let keys = (0..<Int.random(in: 0...200, using: &random)).map { _ in key(&random) }
            let index = NameIndex(keys)
            var expected: [[UInt8]: Int] = [:]
            for (position, key) in keys.enumerated() where expected[key] == nil { expected[key] = position }
            for (key, position) in expected { #expect(LinkBytes.reading(key) { index[$0] } == position, "\(key)") }
            for _ in 0..<200 {
                let probe = key(&random)
                #expect(LinkBytes.reading(probe) { index[$0] } == expected[probe], "\(probe)")
            }
            #expect(index.isEmpty == keys.isEmpty)
        }
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
