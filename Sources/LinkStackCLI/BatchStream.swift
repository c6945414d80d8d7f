import LinkStack
import LinkStackCore

/// `linkstack resolve --batch`'s loop: each line of standard input answered by one batch, the
/// answers gathered and written out 64 KiB at a time, and whenever the input has no more lines
/// ready (a client waiting for its answers gets them).
///
/// A class, so the closure each line goes through holds one reference. When the loop was a
/// method of the command (a struct) taking the batch as a parameter, whether the optimizer copied
/// the command, the batch and its resolver for every line (about 3.6 K instructions a line) came
/// down to how it happened to order its work: building the same code from another directory
/// decided it the other way.
final class BatchStream {
    private let batch: BatchResolver<Resolver>
    private let maxLineBytes: Int

    init(_ batch: BatchResolver<Resolver>, maxLineBytes: Int) {
        self.batch = batch
        self.maxLineBytes = maxLineBytes
    }

    /// Answers every line of standard input, and writes out what is left.
    ///
    /// - Throws: ``LineReader/ReadError`` when standard input cannot be read (what was answered
    ///   before is written first).
    func run() throws(LineReader.ReadError) {
        // A local array, lent to each line: a property of the class changed in place paid Swift's
        // dynamic exclusivity check for every line.
        var output: [UInt8] = []
        output.reserveCapacity(1 << 17)
        var reader = LineReader(maxLineBytes: maxLineBytes)
        defer { BatchStream.flush(&output) }
        while try reader.next({ (line: LineReader.Line) -> Void in answer(line, into: &output) },
                              waiting: { if !output.isEmpty { BatchStream.flush(&output) } }) != nil {}
    }

    /// Appends the answer to one line, and writes out the answers once they fill 64 KiB.
    private func answer(_ line: LineReader.Line, into output: inout [UInt8]) {
        switch line {
        case .bytes(let bytes):
            batch.resolve(line: bytes, into: &output)
        case .tooLong(let length):
            ResolutionError.invalidLine("the line is \(length) bytes, over the limit of \(maxLineBytes) (--max-line-bytes)")
                .renderJSON(into: &output)
            output.append(UInt8(ascii: "\n"))
        }
        if output.count >= 1 << 16 { BatchStream.flush(&output) }
    }

    private static func flush(_ output: inout [UInt8]) {
        StandardStreams.write(output)
        output.removeAll(keepingCapacity: true)
    }
}
