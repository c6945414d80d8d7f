import Foundation
import LinkStack
import Testing

/// Standard input and output that misbehave: a full disk, a reader that leaves, an endless line.
@Suite struct StreamTests {
    /// Runs a shell command line with `$LINKSTACK` set to the built executable.
    static func shell(_ script: String) throws -> CLI.Output {
        try CLI.run(program: "/bin/bash", ["-c", script],
                    environment: ["LINKSTACK": try #require(CLI.executable, "linkstack was not built")])
    }

    /// `resolve URL > /dev/full` exited 0 with its output lost.
    @Test func aFullDiskIsAnIOErrorWithAMessage() throws {
        let output = try Self.shell(#""$LINKSTACK" resolve shop://cart > /dev/full"#)
        #expect(output.status == 74)
        #expect(output.stderr == "linkstack: cannot write to standard output: No space left on device\n")
        let batch = try Self.shell(#"printf 'shop://cart\n' | "$LINKSTACK" resolve --batch > /dev/full"#)
        #expect(batch.status == 74)
    }

    /// `routes compile -o dir/x.lsc` and `generate swift --output dir/x.swift` into a folder that
    /// did not exist failed with "the file doesn't exist": the folders are made, and a path that
    /// cannot be written says why.
    @Test func anOutputFileGetsItsFoldersOrAReason() throws {
        let folder = try CLI.temporaryFolder("output-folders")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let compiled = try CLI.run(["routes", "compile", "--routes", "Routes", "-o", folder + "/new/deeper/app.lsc"])
        #expect(compiled.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder + "/new/deeper/app.lsc"))
        let generated = try CLI.run(["generate", "swift", "--routes", "Routes", "--name", "AppLinks", "--output", folder + "/Generated/AppLinks.swift"])
        #expect(generated.status == 0)
        #expect(try String(contentsOfFile: folder + "/Generated/AppLinks.swift", encoding: .utf8).contains("enum AppLinks"))
        try "x".write(toFile: folder + "/plain", atomically: true, encoding: .utf8)
        let blocked = try CLI.run(["routes", "compile", "--routes", "Routes", "-o", folder + "/plain/sub/app.lsc"])
        #expect(blocked.status == 74)
        #expect(blocked.stderr == "linkstack: cannot write \(folder)/plain/sub/app.lsc: \(folder)/plain is a file, not a folder\n")
    }

    /// `--batch | head -1` with SIGPIPE ignored trapped (exit 132) on the failed write. (The
    /// writer of the links may find the pipe closed too, when linkstack leaves before reading them
    /// all; what it says about that is not linkstack's, so it is not part of the check.)
    @Test func aReaderThatLeavesEndsTheBatchQuietly() throws {
        let output = try Self.shell("""
            trap '' PIPE
            for i in $(seq 1 5000); do echo shop://products/$i; done 2> /dev/null | "$LINKSTACK" resolve --batch | head -c 10 > /dev/null
            echo "status ${PIPESTATUS[1]}"
            """)
        #expect(output.stdout == "status 74\n")
        #expect(output.stderr.isEmpty)
    }

    /// `--batch < /dev/zero` grew to the memory limit and exited 0 with no result.
    @Test func anEndlessLineCostsFlatMemoryAndGetsAnError() throws {
        let output = try Self.shell(#"""
            { head -c 5000000 /dev/zero; printf '\nshop://cart\n'; } | "$LINKSTACK" resolve --batch --max-line-bytes 1000
            """#)
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first == #"{"error":{"code":"invalid_line","message":"the line is 5000000 bytes, over the limit of 1000 (--max-line-bytes)"}}"#)
        #expect(lines.last?.contains(#""route":"cart""#) == true)
    }

    @Test func aLineThatIsNotUTF8IsAnInvalidLine() throws {
        let output = try Self.shell(#"printf 'shop://\xff\nshop://cart' | "$LINKSTACK" resolve --batch"#)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == #"{"error":{"code":"invalid_line","message":"the line is not valid UTF-8 text"}}"#)
        #expect(lines.count == 2)
    }

    @Test func aFilePathWithoutTheAtSignSaysSo() throws {
        let output = try CLI.run(["resolve", "shop://cart", "--current", "Routes/states/search-tab.json"])
        #expect(output.status == 65)
        #expect(output.stdout.contains("'Routes/states/search-tab.json' is a file path, not JSON; to read the file, write @Routes/states/search-tab.json"))
    }
}
