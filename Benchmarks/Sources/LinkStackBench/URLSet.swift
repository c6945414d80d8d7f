import Foundation

/// The request paths a benchmark resolves, with the template line each must resolve to when known.
struct URLSet {
    /// Paths such as `/repos/octocat/hello/pulls/7`.
    let paths: [String]
    /// For each path, the 0-based template line it must resolve to, -1 for none, nil when unknown.
    let expected: [Int?]

    /// Reads paths one a line, each optionally followed by a tab and the expected template line
    /// (the `--tsv` output of `make_urls.py`). Blank lines and lines starting with `#` are skipped.
    init(text: String) {
        var paths: [String] = [], expected: [Int?] = []
        for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") && !line.isEmpty {
            let fields = line.split(separator: "\t")
            paths.append(String(fields[0]))
            expected.append(fields.count > 1 ? Int(fields[1]) : nil)
        }
        self.paths = paths
        self.expected = expected
    }

    /// Runs `make_urls.py` on a template file: `perTemplate` hits per template and `misses` more
    /// as a fraction, shuffled with `seed`.
    static func generate(script: String, routes: String, perTemplate: Int, misses: Double, seed: Int) throws -> URLSet {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script, routes, "-n", "\(perTemplate)", "--misses", "\(misses)",
                             "--seed", "\(seed)", "--tsv"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("make_urls.py failed on \(routes)") }
        return URLSet(text: String(decoding: data, as: UTF8.self))
    }
}

/// A reason the benchmark cannot run, printed as is.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
