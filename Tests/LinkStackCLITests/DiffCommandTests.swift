import Foundation
import LinkStack
import Testing

/// `linkstack diff`: without a table it plans between any two stacks; with `--routes` it checks
/// both against the table and plans with its flows.
@Suite struct DiffCommandTests {
    static let misspelt = #"[{"screen":"Hoem"},{"screen":"Cart"}]"#

    @Test func withoutRoutesAnyStacksArePlanned() throws {
        let output = try CLI.run(["diff", "--target", Self.misspelt])
        #expect(output.status == 0)
        #expect(output.stdout.contains(#"{"op":"setStack","stack":[{"params":{},"screen":"Hoem"}"#))
    }

    @Test func withRoutesBothStatesAreChecked() throws {
        let target = try CLI.run(["diff", "--routes", "Routes", "--target", Self.misspelt])
        #expect(target.status == 65)
        #expect(target.stdout == #"{"error":{"code":"invalid_target","message":"[0].screen: 'Hoem' is not a declared screen; did you mean 'Home'?"}}"# + "\n")
        let current = try CLI.run(["diff", "--routes", "Routes", "--current", #"{"flow":"main","tab":"Serch","stacks":{"Serch":[{"screen":"Search"}]}}"#,
                                   "--target", #"[{"screen":"Home"}]"#])
        #expect(current.stdout.contains(#""code":"invalid_current","message":"tab: 'Serch' is not a tab of flow 'main'; did you mean 'Search'?"#))
        let missing = try CLI.run(["diff", "--routes", "Routes/nowhere", "--target", #"[{"screen":"Home"}]"#])
        #expect(missing.stdout.contains(#""code":"route_file""#))
    }

    @Test func withRoutesThePlanFollowsTheTablesFlows() throws {
        let output = try CLI.run(["diff", "--routes", "Routes", "--current", "@Routes/states/sign-in.json", "--target", #"[{"screen":"Home"},{"screen":"Cart"}]"#])
        #expect(output.status == 0)
        guard case .array(let operations)? = try JSONValue(parsing: output.stdout)["operations"] else {
            Issue.record("no operations in \(output.stdout)")
            return
        }
        #expect(operations.first?["op"] == "switchFlow" && operations.first?["transition"] == "fade" && operations.first?["tab"] == "Home")
    }
}
