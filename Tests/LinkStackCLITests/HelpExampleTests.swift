import Foundation
import Testing

/// Every example in every command's `--help` works when pasted into a shell.
@Suite struct HelpExampleTests {
    static let commands = [[], ["resolve"], ["explain"], ["diff"], ["url"], ["routes"], ["routes", "list"], ["routes", "lint"],
                           ["routes", "graph"], ["routes", "compile"], ["check"], ["export"], ["export", "aasa"], ["export", "assetlinks"],
                           ["export", "intent-filters"]]

    /// Runs `script` with `sh` in the package root, `linkstack` on the PATH.
    static func shell(_ script: String) throws -> (status: Int32, output: String) {
        let folder = try #require(CLI.executable.map { ($0 as NSString).deletingLastPathComponent })
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: CLI.root)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = folder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["COLUMNS"] = "400"  // examples unwrapped
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The example commands in a help text: the indented lines under `Example:` or `Examples:`,
    /// a line ending in `\` joined with the next.
    static func examples(in help: String) -> [String] {
        var examples: [String] = [], inExamples = false, pending = ""
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("Example") { inExamples = true; continue }
            guard inExamples, line.hasPrefix("  ") else { inExamples = inExamples && !line.isEmpty && line.hasPrefix(" "); continue }
            let text = pending + line.trimmingCharacters(in: .whitespaces)
            if text.hasSuffix("\\") { pending = String(text.dropLast()) + " "; continue }
            pending = ""
            examples.append(text)
        }
        return examples
    }

    @Test(arguments: commands)
    func everyExampleWorksWhenPasted(_ command: [String]) throws {
        let help = try Self.shell((["linkstack"] + command + ["--help"]).joined(separator: " "))
        #expect(help.status == 0)
        let examples = Self.examples(in: help.output)
        #expect(!examples.isEmpty, "linkstack \(command.joined(separator: " ")) --help has no example")
        for example in examples where !example.contains("dot -T") {  // Graphviz is not installed everywhere
            let run = try Self.shell(example.replacingOccurrences(of: "> shop.dot &&", with: "> /dev/null #"))
            #expect(run.status == 0, "\(example)\n\(run.output.prefix(400))")
        }
    }
}
