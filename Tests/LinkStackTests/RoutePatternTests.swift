import Testing
@_spi(Engine) @testable import LinkStack

@Suite struct RoutePatternTests {
    @Test func parsesEveryParameterKind() throws {
        let pattern = try RoutePattern("/a/{p}/{i:int}/{n:int(-5...100)}/{u:uuid}/{s:slug}/{l:url}/{r:[a-z]{2}}/{rest:path}")
        #expect(pattern.path == [
            .literal("a"), .parameter(name: "p", kind: .plain), .parameter(name: "i", kind: .int),
            .parameter(name: "n", kind: .intRange(-5...100)), .parameter(name: "u", kind: .uuid), .parameter(name: "s", kind: .slug),
            .parameter(name: "l", kind: .url),
            .parameter(name: "r", kind: .regex("[a-z]{2}")), .parameter(name: "rest", kind: .path),
        ])
    }

    @Test func parsesQueryRequirements() throws {
        let pattern = try RoutePattern("/search?q={query}&page={page:int}&tab=all")
        #expect(pattern.query == [
            QueryRequirement(queryName: "q", value: .parameter(name: "query", kind: .plain)),
            QueryRequirement(queryName: "page", value: .parameter(name: "page", kind: .int)),
            QueryRequirement(queryName: "tab", value: .literal("all")),
        ])
    }

    /// `{*}` is an open query whose items are parameters of their own (``RoutePattern/openQuery`` is
    /// empty); a pattern has one open query at most, of either form.
    @Test func anOpenQueryOfItsOwnItemsParses() throws {
        #expect(try RoutePattern("/artist/{id}?tab={tab?}&{*}").openQuery == "")
        #expect(try RoutePattern("/artist/{id}?{*m}").openQuery == "m")
        #expect(throws: TemplateError.self) { try RoutePattern("/a?{*}&{*m}") }
        #expect(throws: TemplateError.self) { try RoutePattern("/a?{*}&{*}") }
    }

    @Test(arguments: ["/", "/products/{id:int}/reviews", "/search?q={query}&page={page:int}", "/x/{r:[0-9]{4}}", "/artist/{id}?{*}",
                       "/pages/{n:int(1...100)}?next={next:url}"])
    func descriptionRoundTrips(_ template: String) throws {
        #expect(try RoutePattern(template).description == template)
    }

    @Test func literalsAreStoredNormalized() throws {
        #expect(try RoutePattern("/caf%c3%a9/a b/%7e").path == [.literal("caf%C3%A9"), .literal("a%20b"), .literal("~")])
    }

    @Test(arguments: [
        ("products", 0), ("/a/{id", 3), ("/a/id}", 5), ("/a/x{id}", 4), ("/{id:integer}", 5), ("/{1id}", 2),
        ("/{__x}", 2), ("/{a}/{a}", 5), ("/{p:path}/x", 1), ("/a//b", 3), ("/a/../b", 3), ("/s?q", 3),
        ("/s?q={x:path}", 5), ("/{a:}", 4), ("/{n:int(5...1)}", 4), ("/{n:int(1..5)}", 4), ("/{n:int(a...b)}", 4),
        ("/{n:int(1...)}", 4),
    ])
    func rejectsBadTemplatesWithAnOffset(_ template: String, _ offset: Int) {
        #expect {
            try RoutePattern(template)
        } throws: { error in
            (error as? TemplateError)?.offset == offset
        }
    }

    @Test func inlineRegexMustMatchTheWholeSegment() throws {
        let pattern = try PCRE2Pattern(try RoutePattern("/y/{year:[0-9]{4}}/{rest}").pathExpression)
        #expect(try pattern.match("/y/2024/x")?["year"] == "2024")
        #expect(try pattern.match("/y/20245/x") == nil)
        #expect(try pattern.match("/y/202/x") == nil)
    }

    @Test func inlineRegexCannotSpanSegments() throws {
        let pattern = try PCRE2Pattern(try RoutePattern("/f/{name:.+}").pathExpression)
        #expect(try pattern.match("/f/a")?["name"] == "a")
        #expect(try pattern.match("/f/a/b") == nil)
    }
}
