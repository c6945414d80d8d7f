import Foundation
import Testing

/// What a command writes lands where its path leads, and replaces only a regular file: a device
/// or a pipe is written in place, a symbolic link's target is replaced, and an output that is an
/// input is refused (issue 61).
@Suite struct OutputFileTests {
    @Test func aDeviceIsWrittenInPlaceNeverReplaced() throws {
        for arguments in [["routes", "compile", "-o", "/dev/null"], ["generate", "swift", "--name", "AppLinks", "--output", "/dev/null"]] {
            let output = try CLI.run(arguments)
            #expect(output.status == 0, "\(arguments): \(output.stderr)")
            let type = try FileManager.default.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
            #expect(type == .typeCharacterSpecial, "\(arguments) replaced /dev/null")
        }
        // /dev/stdout is the command's own output (a pipe here): the file arrives there.
        let printed = try CLI.run(["generate", "swift", "--name", "AppLinks", "--output", "/dev/stdout"])
        #expect(printed.status == 0)
        #expect(printed.stdout.contains("public enum AppLinks {"))
    }

    @Test func aSymbolicLinkIsFollowedAndStaysALink() throws {
        let folder = try CLI.temporaryFolder("link")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/table.lsc", withDestinationPath: "real.lsc")  // dangling
        try FileManager.default.createSymbolicLink(atPath: folder + "/Links.swift", withDestinationPath: folder + "/RealLinks.swift")
        #expect(try CLI.run(["routes", "compile", "-o", folder + "/table.lsc"]).status == 0)
        #expect(try CLI.run(["generate", "swift", "--name", "AppLinks", "--output", folder + "/Links.swift"]).status == 0)
        for (link, target) in [("table.lsc", "real.lsc"), ("Links.swift", "RealLinks.swift")] {
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + link).hasSuffix(target))
            #expect((try FileManager.default.attributesOfItem(atPath: folder + "/" + target)[.size] as? Int ?? 0) > 1_000)
        }
    }

    @Test func anOutputThatIsAnInputIsAUsageError() throws {
        let folder = try CLI.temporaryFolder("input")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let routes = try String(contentsOfFile: CLI.root + "/Routes/shop.yaml", encoding: .utf8)
        try routes.write(toFile: folder + "/shop.yaml", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/alias.yaml.out", withDestinationPath: folder + "/shop.yaml")
        for arguments in [["routes", "compile", "--routes", folder + "/shop.yaml", "-o", folder + "/shop.yaml"],
                          ["routes", "compile", "--routes", folder, "-o", folder + "/alias.yaml.out"],
                          ["generate", "swift", "--routes", folder, "--name", "AppLinks", "--output", folder + "/shop.yaml"]] {
            let output = try CLI.run(arguments)
            #expect(output.status == 64, "\(arguments)")
            #expect(output.stdout.contains(#""code":"usage""#) && output.stdout.contains("which the command reads"), "\(output.stdout)")
        }
        #expect(try String(contentsOfFile: folder + "/shop.yaml", encoding: .utf8) == routes)
        // A JUnit report onto a fixture it runs.
        let fixtures = folder + "/fixtures"
        try FileManager.default.createDirectory(atPath: fixtures, withIntermediateDirectories: true)
        let fixture = try String(contentsOfFile: CLI.root + "/Tests/Fixtures/links/no-route.json", encoding: .utf8)
        try fixture.write(toFile: fixtures + "/one.json", atomically: true, encoding: .utf8)
        let junit = try CLI.run(["check", fixtures, "--junit", fixtures + "/one.json"])
        #expect(junit.status == 64)
        #expect(try String(contentsOfFile: fixtures + "/one.json", encoding: .utf8) == fixture)
    }
}
