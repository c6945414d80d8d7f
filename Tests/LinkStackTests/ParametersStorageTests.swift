import Testing
@testable import LinkStack
@testable import LinkStackCore

/// `Parameters` keeps its items in their names' byte order and behaves as the dictionary it
/// replaced: one value per name (names compared as `String`s), equality and hashing whatever the
/// order, `values` round-tripping.
@Suite struct ParametersStorageTests {
    @Test func itemsAreInTheirNamesByteOrderHoweverTheyAreSet() {
        var random = SampleGenerator(seed: 41)
        let names = ["id", "page", "Zed", "q", "ünïcode", "a_b", "A", "tab", "sort", "x1", "x10", "x2"]
        for _ in 0..<200 {
            var params = Parameters()
            var model: [String: ParameterValue] = [:]
            for _ in 0..<24 {
                let name = names.randomElement(using: &random) ?? "id"
                if Bool.random(using: &random) {
                    let value = ParameterValue.int(Int.random(in: 0..<5, using: &random))
                    params[name] = value
                    model[name] = value
                } else {
                    params[name] = nil
                    model[name] = nil
                }
                #expect(params.items.map(\.name) == model.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
                #expect(params.values == model)
                #expect(params.count == model.count)
                #expect(params == Parameters(model))
                #expect(params.hashValue == Parameters(model).hashValue)
            }
        }
    }

    @Test func aNameIsOneParameterHoweverItsCharactersAreComposed() {
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        var params = Parameters()
        params[composed] = .int(1)
        params[decomposed] = .int(2)
        #expect(params.items.count == 1)
        #expect(params.items.first?.name == composed)  // kept as first given, as a dictionary's key
        #expect(params[composed] == .int(2))
        params[decomposed] = nil
        #expect(params.isEmpty)
    }

    @Test func equalParametersHashAlikeWhateverTheirOrder() {
        // Two spellings of one name sort on either side of "cafg" by their bytes: the same parameters
        // in two orders.
        var first = Parameters(), second = Parameters()
        first["caf\u{E9}"] = .int(1)
        first["cafg"] = .int(2)
        second["cafg"] = .int(2)
        second["cafe\u{301}"] = .int(1)
        #expect(first.items.map(\.name) != second.items.map(\.name))
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        second["cafg"] = .int(3)
        #expect(first != second)
    }

    /// A route's path parameters are appended in the order worked out at load: its packed
    /// positions read back are the names' byte order, for 0 to 16 names in any order.
    @Test func aRoutesPathParametersAreOrderedAtLoad() {
        var random = SampleGenerator(seed: 7)
        let pool = ["id", "page", "Zed", "q", "ünïcode", "a_b", "A", "tab", "sort", "x1", "x10", "x2", "owner", "repo", "sha", "ref", "n"]
        for count in 0...16 {
            for _ in 0..<20 {
                let names = Array(pool.shuffled(using: &random).prefix(count)).map { (name: $0, kind: ParameterKind.plain) }
                guard let packed = LinkRoute.order(of: names) else {
                    Issue.record("no order for \(count) names")
                    continue
                }
                let positions = (0..<count).map { Int(truncatingIfNeeded: packed >> (4 * $0) & 0xF) }
                #expect(positions.map { names[$0].name } == names.map(\.name).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
            }
        }
        #expect(LinkRoute.order(of: Array(repeating: (name: "a", kind: ParameterKind.plain), count: 17)) == nil)
    }

    @Test func restrictingKeepsTheNamedItemsInOrder() {
        let params: Parameters = ["id": 4, "page": 2, "q": "shoes"]
        #expect(params.restricted(to: ["q", "id"]).items.map(\.name) == ["id", "q"])
        #expect(params.restricted(to: ["q", "id", "page"]) == params)
        #expect(params.restricted(to: ["other"]).isEmpty)
        #expect(params.restricted(to: []).isEmpty)
    }
}
