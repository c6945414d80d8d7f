import Testing
@testable import LinkStack

@Suite struct RoutesFolderTests {
    @Test func theShippedRoutesFolderLoadsAndCompiles() throws {
        let table = try RouteTable(contentsOf: TestPaths.routes)
        #expect(table.routes.count >= 20)
        #expect(table.schemes.contains("shop"))
        #expect(table.schemes.contains("prefs"))
        let expectedNames: Set = ["home", "product.reviews", "search", "order", "settings", "app", "app.group"]
        #expect(expectedNames.isSubset(of: Set(table.routes.map(\.name))))
    }

    @Test(arguments: ["Routes/shop.yaml", "Routes/settings.yaml"])
    func eachShippedFileLoadsOnItsOwn(_ file: String) throws {
        let table = try RouteTable(contentsOf: TestPaths.file(file))
        #expect(!table.routes.isEmpty)
    }

    @Test func shopRoutesAreScopedToTheirOwnSchemes() throws {
        let table = try RouteTable(contentsOf: TestPaths.routes)
        let link = try DeepLink("prefs://cart")
        #expect(throws: ResolutionError.self) { try table.match(link) }
        #expect(try table.match(DeepLink("shop://cart")).route.name == "cart")
    }
}
