import LinkStackCore

// Answers each link on standard input as `linkstack resolve --batch` does, one JSON line each,
// through the generated resolver (LargeLinks.swift, written by Scripts/check-large-table.sh).
let resolver = LargeLinks.resolver
var output: [UInt8] = []
while let line = readLine(strippingNewline: true) {
    do throws(ResolutionError) {
        try resolver.renderResolution(of: line, from: .empty, context: NavigationContext(), events: false, into: &output)
    } catch {
        error.renderJSON(into: &output)
    }
    output.append(UInt8(ascii: "\n"))
}
print(String(decoding: output, as: UTF8.self), terminator: "")
