import Testing
@testable import LinkStack

/// The dispatcher counts a path's `/`s eight bytes at a time: exactly the bytes that are `/`,
/// whatever sits beside them (bytes one above or below, high bits, zeros) and wherever a word ends.
@Suite struct SlashCountTests {
    @Test func everySlashIsCountedAndNothingElse() {
        let bytes: [UInt8] = [0x2F, 0x2E, 0x30, 0xAF, 0x2F, 0x00, 0xFF, 0x7F, 0x80, 0x2F, 0x61, 0x0F, 0x6F]
        var random = SampleGenerator(seed: 91)
        for _ in 0..<2000 {
            let path = (0..<Int.random(in: 0...40, using: &random)).map { _ in bytes.randomElement(using: &random) ?? 0 }
            let counted = path.withUnsafeBufferPointer { RouteDispatcher.slashes(in: $0) }
            #expect(counted == path.filter { $0 == UInt8(ascii: "/") }.count, "\(path)")
        }
    }
}
