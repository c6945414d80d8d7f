/// Fixture results as JUnit XML, the report CI systems (GitHub Actions, GitLab, Jenkins) read:
/// one `<testcase>` per fixture file, with a `<failure>` holding its report when it failed.
///
/// ```swift
/// var runner = FixtureRunner()
/// let xml = JUnitReport(name: "linkstack check", results: runner.run("Tests/Fixtures")).xml
/// ```
package struct JUnitReport: Sendable {
    /// The test suite's name.
    package let name: String
    /// The fixtures' results, in order.
    package let results: [FixtureRunner.Result]

    /// Creates a report.
    package init(name: String, results: [FixtureRunner.Result]) {
        self.name = name
        self.results = results
    }

    /// The XML document.
    package var xml: String {
        let failures = results.filter { !$0.passed }.count
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="\#(escape(name))" tests="\#(results.count)" failures="\#(failures)">"#,
            #"  <testsuite name="\#(escape(name))" tests="\#(results.count)" failures="\#(failures)" errors="0" skipped="0">"#,
        ]
        for result in results {
            let (folder, file) = split(result.path)
            let open = #"    <testcase classname="\#(escape(folder))" name="\#(escape(file))" file="\#(escape(result.path))""#
            guard !result.passed else {
                lines.append(open + "/>")
                continue
            }
            lines.append(open + ">")
            lines.append(#"      <failure message="\#(escape(result.message))">\#(escape(result.report.joined(separator: "\n")))</failure>"#)
            lines.append("    </testcase>")
        }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A fixture path's folder (dots between its names, as JUnit class names go) and file name.
    private func split(_ path: String) -> (String, String) {
        guard let slash = path.lastIndex(of: "/") else { return ("fixtures", path) }
        let folder = path[..<slash].split(separator: "/").joined(separator: ".")
        return (folder.isEmpty ? "fixtures" : folder, String(path[path.index(after: slash)...]))
    }

    /// Text safe inside an XML attribute or element: markup characters escaped, and characters
    /// XML 1.0 cannot hold (controls other than tab and line breaks) written as `\u{…}`.
    private func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value):
                escaped += "\\u{\(String(scalar.value, radix: 16))}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
