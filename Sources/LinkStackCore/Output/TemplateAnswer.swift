/// A template's answer as a sequence of bytes that writes itself straight into the memory an array
/// appends it in (``ResolutionTemplate/render(_:into:)``): `Array.append(contentsOf:)` reserves
/// room for ``underestimatedCount`` bytes (the answer's exact size) and hands that room to
/// `_copyContents(initializing:)`, the standard library's bulk copy, which writes each step there.
/// The answer was otherwise written into memory of its own and then copied into the array.
struct TemplateAnswer: Sequence {
    typealias Element = UInt8
    typealias Iterator = EmptyCollection<UInt8>.Iterator

    /// The template whose steps are written, kept by the caller while the answer is appended:
    /// unretained, and asked through a guaranteed reference (an `unowned(unsafe)` one was still
    /// retained and released to be asked).
    let template: Unmanaged<ResolutionTemplate>
    /// The link's values, each used slot's bytes once, with ``ResolutionTemplate/slack`` bytes after them.
    let values: UnsafePointer<UInt8>
    /// Each slot's start and length in `values`, then room for where each step's writing ends.
    let marks: UnsafeMutablePointer<Int>
    /// The answer's size in bytes.
    let size: Int

    var underestimatedCount: Int { size }

    /// No byte: every byte is written by `_copyContents(initializing:)`, which the array asks first.
    func makeIterator() -> Iterator { EmptyCollection().makeIterator() }

    /// Writes the answer at the start of `buffer`, which has room for it (the array reserved it),
    /// and says it wrote ``size`` bytes. A step's copy writes whole 16-byte words, up to
    /// ``ResolutionTemplate/slack`` bytes past the answer's end: with less room than that past
    /// it, the answer is written into memory of its own and copied.
    func _copyContents(initializing buffer: UnsafeMutableBufferPointer<UInt8>) -> (Iterator, UnsafeMutableBufferPointer<UInt8>.Index) {
        guard let base = buffer.baseAddress, size > 0, size <= buffer.count else { return (makeIterator(), 0) }
        if size + ResolutionTemplate.slack <= buffer.count {
            template._withUnsafeGuaranteedRef { $0.write(values, marks: marks, into: base) }
        } else {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: size + ResolutionTemplate.slack) { memory in
                guard let answer = memory.baseAddress else { return }
                template._withUnsafeGuaranteedRef { $0.write(values, marks: marks, into: answer) }
                base.initialize(from: answer, count: size)
            }
        }
        return (makeIterator(), size)
    }
}
