import Foundation

/// A checked route table in a binary file (`linkstack routes compile -o FILE`, loaded with
/// `--routes FILE.lsc`): the screens, flows, routes in match order with their rank data, the
/// limits, and the sources of the dispatch patterns, so that loading reads no YAML, checks
/// nothing again, writes no pattern and compiles none (each compiles when a link first needs it).
///
/// The file starts with a mark, the format version and a checksum (FNV-1a, 64 bits) of every
/// byte after it, all checked before anything is decoded; then the LinkStack and PCRE2 versions
/// it was written with, which must be this process's. Any mismatch is a ``CompiledTableError``.
/// Then every distinct string once, every distinct list of strings once (as string numbers), and
/// the table, which names strings and lists by number.
public enum CompiledTable {
    /// The file name ending the CLI takes as a compiled table.
    public static let fileExtension = "lsc"
    /// The format this LinkStack writes and reads.
    public static let formatVersion = 3
    /// The bytes every compiled table starts with.
    static let mark = Array("LSTABLE\0".utf8)

    /// The table as a compiled table's bytes.
    public static func bytes(of table: RouteTable) -> [UInt8] {
        var body = CompiledTableWriter()
        body.write(table)
        var header = CompiledTableWriter()
        header.unsigned(UInt64(formatVersion))
        header.text(LinkStackVersion.current)
        header.text(PCRE2Pattern.libraryVersion)
        header.list(body.strings) { $0.text($1) }
        header.list(body.stringLists) { writer, list in writer.list(list) { $0.unsigned(UInt64($1)) } }
        return sealed(header.bytes + body.bytes)
    }

    /// Reads a compiled table's bytes.
    ///
    /// - Throws: ``CompiledTableError`` for a file that is not one, of another format, version or
    ///   PCRE2, whose checksum fails, or that does not read.
    public static func table(from bytes: UnsafeBufferPointer<UInt8>) throws(CompiledTableError) -> RouteTable {
        guard bytes.count >= mark.count + 8, mark.elementsEqual(bytes.prefix(mark.count)) else { throw .notCompiledTable }
        var reader = CompiledTableReader(bytes, from: mark.count + 8)
        let format = try reader.unsigned()
        guard format == UInt64(formatVersion) else { throw .formatVersion(found: Int(clamping: format), expected: formatVersion) }
        var stored: UInt64 = 0
        for index in 0..<8 { stored |= UInt64(bytes[mark.count + index]) << (8 * UInt64(index)) }
        guard stored == checksum(UnsafeBufferPointer(rebasing: bytes[(mark.count + 8)...])) else { throw .checksum }
        let linkStack = try reader.text(), pcre2 = try reader.text()
        guard linkStack == LinkStackVersion.current, pcre2 == PCRE2Pattern.libraryVersion else {
            throw .builtWith(linkStack: linkStack, pcre2: pcre2)
        }
        try reader.readStrings()
        let table = try reader.table()
        guard reader.isAtEnd else { throw reader.failure("bytes follow the table") }
        return table
    }

    /// The largest compiled table read, in bytes (16 MiB: four times a route file's limit, as a
    /// table of thousands of routes compiles to less than twice its YAML).
    public static let maxFileSize = 4 * RouteTable.maxFileSize

    /// Reads the compiled table at `path`.
    ///
    /// - Throws: ``RouteFileError`` naming the file: it cannot be read, is over ``maxFileSize``,
    ///   or (with the code `compiled_table` in its message) is not a table this LinkStack reads.
    public static func table(atPath path: String) throws(RouteFileError) -> RouteTable {
        let problem = { (message: String) in RouteFileError([RouteFileProblem(message, at: SourceLocation(file: path, line: 1, column: 1))]) }
        // Never more than the limit plus one byte (a device or a pipe has no size to check first).
        guard let handle = FileHandle(forReadingAtPath: path), let data = try? handle.read(upToCount: maxFileSize + 1) ?? Data() else {
            throw problem("cannot read the compiled table")
        }
        try? handle.close()
        guard data.count <= maxFileSize else {
            throw problem("the file is over \(maxFileSize) bytes; a compiled table may be at most 16 MiB")
        }
        do throws(CompiledTableError) {
            return try Array(data).withUnsafeBufferPointer { buffer throws(CompiledTableError) in try table(from: buffer) }
        } catch {
            throw problem("\(error.code): \(error.message)")
        }
    }

    /// `checked` (the bytes from the format version on) behind the mark and its checksum: how
    /// tests and the `compiled` fuzz target reach the decoder with bytes of their own.
    @_spi(Engine) public static func sealed(_ checked: [UInt8]) -> [UInt8] {
        let sum = checksum(checked[...])
        return mark + (0..<8).map { UInt8(truncatingIfNeeded: sum >> (8 * UInt64($0))) } + checked
    }

    /// FNV-1a, 64 bits.
    static func checksum<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }
}
