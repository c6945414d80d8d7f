import LinkStackCore

// Answers each link on standard input as `linkstack resolve --batch` does, one JSON line each,
// through the generated resolver (LargeLinks.swift, written by Scripts/check-large-table.sh).
let batch = BatchResolver(resolver: LargeLinks.resolver)
var output: [UInt8] = []
while let line = readLine(strippingNewline: true) {
    batch.resolve(line: line, into: &output)
}
print(String(decoding: output, as: UTF8.self), terminator: "")
