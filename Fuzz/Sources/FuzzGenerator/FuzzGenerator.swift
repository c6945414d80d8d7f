import FuzzSupport
@_spi(Engine) @testable import LinkStack
@testable import LinkStackCore

/// The generator's escaping (issue 61). The input, read as UTF-8, is text a route file could hold:
/// a comment written from it holds no line terminator nor bidirectional control, and a string
/// literal written from it reads back to it. Its lines then name a table's routes, screens, a word
/// list and an inline regex; a table that loads is generated, and the file holds no line
/// terminator but the line feeds between its lines, and names each route in its comment.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGenerator(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    let comment = SwiftLiteral.comment(text)
    fuzzCheck(!comment.unicodeScalars.contains(where: isLineBreakOrBidi), "a comment holds a line terminator: \(comment.debugDescription)")
    let literal = SwiftLiteral.string(text)
    fuzzCheck(readBack(literal) == text, "\(literal.debugDescription) does not read back to \(text.debugDescription)")

    let parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let names = parts + Array(repeating: "x", count: max(0, 4 - parts.count))
    let yaml = """
        schemes: [app]
        screens: { \(json(names[0])): {}, \(json(names[1] + "2")): { parent: \(json(names[0])) } }
        routes:
          - { name: \(json(names[2])), pattern: '/a/{w:(a|\(names[3].filter { $0.isLetter }))}', screen: \(json(names[0])) }
          - { name: r2, pattern: \(json("/b/{v:" + names[3] + "}")), screen: \(json(names[1] + "2")) }
        """
    guard let table = try? RouteTable(yaml: yaml, file: "fuzz.yaml"),
          let source = try? SwiftGenerator(table: table, name: "FuzzLinks", routesArgument: names[3], output: nil, version: "0").source()
    else { return 0 }
    fuzzCheck(!source.unicodeScalars.contains { $0 != "\n" && isLineBreakOrBidi($0) }, "the generated file holds a line terminator")
    // Every route is named in its doc comment, escaped as comments are: by the name the table
    // holds (YAML folds a raw NEL or line separator in a quoted string, so it may not be the text given).
    for route in table.routes {
        fuzzCheck(source.contains("`" + SwiftLiteral.comment(route.name) + "`"), "\(route.name.debugDescription) is not named in its comment")
    }
    return 0
}

/// A JSON string (YAML reads it as one), as the core renders it: any text, escaped.
private func json(_ text: String) -> String { JSONValue.string(text).rendered() }

/// What Swift reads a line-breaking or reordering scalar as: anything that ends a `//` comment's
/// line, or that reorders what a reader sees.
private func isLineBreakOrBidi(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
}

/// The text a one-line Swift string literal stands for: `\"`, `\\` and `\u{…}` decoded; nil
/// when it is not one.
private func readBack(_ literal: String) -> String? {
    var scalars = literal.unicodeScalars[...]
    guard scalars.first == "\"", scalars.last == "\"", scalars.count >= 2 else { return nil }
    scalars = scalars.dropFirst().dropLast()
    var result = String.UnicodeScalarView()
    while let scalar = scalars.popFirst() {
        guard scalar == "\\" else {
            if scalar == "\"" || scalar == "\n" || scalar == "\r" { return nil }
            result.append(scalar)
            continue
        }
        switch scalars.popFirst() {
        case "\""?: result.append("\"")
        case "\\"?: result.append("\\")
        case "u"?:
            guard scalars.popFirst() == "{", let close = scalars.firstIndex(of: "}") else { return nil }
            guard let value = UInt32(String(String.UnicodeScalarView(scalars[..<close])), radix: 16), let decoded = Unicode.Scalar(value) else { return nil }
            result.append(decoded)
            scalars = scalars[scalars.index(after: close)...]
        default: return nil
        }
    }
    return String(result)
}
