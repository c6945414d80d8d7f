import Foundation

/// Instruction counts from `valgrind --tool=callgrind`: repeatable on shared, noisy machines,
/// unlike time. Binaries are copied with their debug info stripped (`objcopy --strip-debug`),
/// which valgrind 3.19 cannot read in Swift's DWARF 5, and run with deterministic hashing so two
/// runs of the same work count the same.
enum Instructions {
    /// Whether valgrind and objcopy are on the PATH.
    static var isAvailable: Bool { ["valgrind", "objcopy"].allSatisfy { which($0) != nil } }

    /// A stripped copy of `binary` in `folder`.
    static func stripped(_ binary: String, in folder: String) throws -> String {
        let copy = folder + "/" + (binary as NSString).lastPathComponent + "-stripped"
        try? FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: binary, toPath: copy)
        guard try run("objcopy", ["--strip-debug", copy], input: nil).status == 0 else { throw BenchError("objcopy failed on \(copy)") }
        return copy
    }

    /// The instructions `executable` runs with `arguments` and `input` on standard input.
    static func count(_ executable: String, _ arguments: [String], input: String? = nil) throws -> Double {
        let result = try run("valgrind", ["--tool=callgrind", "--callgrind-out-file=/dev/null", executable] + arguments, input: input)
        guard let line = result.stderr.split(separator: "\n").first(where: { $0.contains("Collected :") }),
              let number = line.split(separator: " ").last.flatMap({ Double($0) }) else {
            throw BenchError("callgrind gave no count for \(executable) \(arguments.joined(separator: " ")):\n\(result.stderr.suffix(600))")
        }
        return number
    }

    /// Runs a program found on the PATH; its status and standard error (standard output is dropped).
    private static func run(_ program: String, _ arguments: [String], input: String?) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        process.environment = environment
        let errors = Pipe(), feed = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = input == nil ? FileHandle.nullDevice : feed
        try process.run()
        if let input {
            DispatchQueue.global().async {
                feed.fileHandleForWriting.write(Data(input.utf8))
                try? feed.fileHandleForWriting.close()
            }
        }
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private static func which(_ program: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(program)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
