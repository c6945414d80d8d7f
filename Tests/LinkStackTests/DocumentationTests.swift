import Foundation
import Testing
@testable import LinkStack

/// Every result the documentation shows is checked here against the shipped `Routes/`: each
/// Swift snippet's lines must stand in its article as written, and the code they state runs here
/// with the results its comments give; every `linkstack resolve` example in the README that is
/// followed by its JSON prints that JSON.
@Suite struct DocumentationTests {
    static func text(_ relative: String) throws -> String {
        try String(contentsOfFile: TestPaths.file(relative), encoding: .utf8)
    }

    static let productReviews = [Screen("Home"), Screen("ProductList"), Screen("Product", params: ["id": 42]),
                                 Screen("Reviews", params: ["id": 42])]

    /// The overview (LinkStack.md) and the README's Library section: signed in, from Home > ProductList > Cart.
    @Test(arguments: ["Sources/LinkStack/LinkStack.docc/LinkStack.md", "README.md"])
    func resolvingFromTheCartPopsToProductListAndPushesTwo(_ file: String) throws {
        let doc = try Self.text(file)
        for line in [#"let current = NavigationState([Screen("Home"), Screen("ProductList"), Screen("Cart")])"#,
                     #"let resolution = try resolver.resolve("shop://products/42/reviews", from: current,"#,
                     #"context: NavigationContext(["signedIn": true]))"#,
                     "// [.popTo(index: 1), .push(Product(id: 42)), .push(Reviews(id: 42))]"] {
            #expect(doc.contains(line), "\(file) no longer says: \(line)")
        }
        let resolver = Resolver(table: try RouteTable(contentsOf: TestPaths.routes))
        let current = NavigationState([Screen("Home"), Screen("ProductList"), Screen("Cart")])
        let resolution = try resolver.resolve("shop://products/42/reviews", from: current,
                                              context: NavigationContext(["signedIn": true]))
        #expect(resolution.plan.operations == [.popTo(index: 1), .push(Self.productReviews[2]), .push(Self.productReviews[3])])
        #expect(resolution.target.stack == Self.productReviews)
        #expect(resolution.target.stack.map(\.description) == ["Home", "ProductList", "Product(id: 42)", "Reviews(id: 42)"])
    }

    @Test func gettingStartedResolvesFromHomeAndCart() throws {
        let doc = try Self.text("Sources/LinkStack/LinkStack.docc/GettingStarted.md")
        for line in [#"let current = NavigationState([Screen("Home"), Screen("Cart")])"#,
                     #"resolution.route              // "product.reviews""#,
                     "resolution.target.stack       // [Home, ProductList, Product(id: 42), Reviews(id: 42)]",
                     "// [.popTo(index: 0), .push(ProductList), .push(Product(id: 42)), .push(Reviews(id: 42))]",
                     #"try table.url(for: "Reviews", params: ["id": "42"])   // "shop://products/42/reviews""#,
                     #"try table.url(for: Screen("Reviews", params: ["id": 42]), scheme: "https")"#,
                     #"// "https://shop.example.com/products/42/reviews": a link to share"#,
                     #"explanation.winner?.name   // "product""#] {
            #expect(doc.contains(line), "GettingStarted.md no longer says: \(line)")
        }
        let table = try RouteTable(contentsOf: TestPaths.routes)
        let resolution = try Resolver(table: table).resolve("shop://products/42/reviews",
                                                            from: NavigationState([Screen("Home"), Screen("Cart")]),
                                                            context: NavigationContext(["signedIn": true]))
        #expect(resolution.route == "product.reviews")
        #expect(resolution.target.stack == Self.productReviews)
        #expect(resolution.plan.operations == [.popTo(index: 0)] + Self.productReviews.dropFirst().map(NavigationOperation.push))
        #expect(try table.url(for: "Reviews", params: ["id": "42"]) == "shop://products/42/reviews")
        #expect(try table.url(for: Screen("Reviews", params: ["id": 42]), scheme: "https") == "https://shop.example.com/products/42/reviews")
        #expect(try table.explain(DeepLink("shop://products/42")).winner?.name == "product")
    }

    /// A README block holding one `linkstack resolve` command, and the JSON block right after it.
    struct Example: CustomTestStringConvertible, Sendable {
        let command: String
        let json: String
        var testDescription: String { command }

        static let all: [Example] = {
            guard let readme = try? DocumentationTests.text("README.md") else { return [] }
            let blocks = readme.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            return zip(blocks, blocks.dropFirst()).compactMap { first, second in
                guard first.hasPrefix("sh\n"), second.hasPrefix("json\n") else { return nil }
                let command = first.dropFirst(3).replacingOccurrences(of: "\\\n", with: "").trimmingCharacters(in: .whitespacesAndNewlines)
                guard command.hasPrefix("linkstack resolve "), !command.contains("\n") else { return nil }
                return Example(command: command, json: String(second.dropFirst(5)))
            }
        }()
    }

    @Test func theReadmeHasResolveExamples() {
        #expect(Example.all.count >= 3)
    }

    /// Runs the example through the library as the CLI would (the CLI's own tests check that it
    /// prints the library's bytes) and compares the JSON values, so folding the shown JSON is fine.
    @Test(arguments: Example.all)
    func readmeExamplesPrintWhatTheyShow(_ example: Example) throws {
        let words = try Self.shellWords(example.command).dropFirst(2)
        let url = try #require(words.first)
        var options: [String: [String]] = [:]
        var index = words.index(after: words.startIndex)
        while index < words.endIndex {
            let name = words[index]
            if name == "--pretty" || name == "--events" {
                options[name, default: []].append("")
                index += 1
            } else {
                options[name, default: []].append(words[words.index(after: index)])
                index += 2
            }
        }
        var context = NavigationContext()
        for assignment in options["--context"] ?? [] { try context.add(assignment: assignment) }
        let current = try options["--current"]?.first.map { value in
            value.hasPrefix("@") ? try String(contentsOfFile: TestPaths.file(String(value.dropFirst())), encoding: .utf8) : value
        }
        let outcome = Outcome.resolve(url, routes: TestPaths.file(options["--routes"]?.first ?? "Routes"), current: current,
                                      context: context, events: options["--events"] != nil)
        #expect(outcome.json == (try JSONValue(parsing: example.json)))
    }

    /// Splits a command line on spaces, honouring single quotes.
    static func shellWords(_ line: String) throws -> [String] {
        var words: [String] = [], word = "", quoted = false, started = false
        for character in line {
            if character == "'" {
                quoted.toggle()
                started = true
            } else if character == " ", !quoted {
                if started { words.append(word) }
                word = ""
                started = false
            } else {
                word.append(character)
                started = true
            }
        }
        if started { words.append(word) }
        return words
    }
}
