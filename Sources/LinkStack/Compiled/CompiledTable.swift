import Foundation

/// A checked route table in a binary file (`linkstack routes compile -o FILE`, loaded with
/// `--routes FILE.lsc`): the screens, flows, routes in match order with their rank data, the
/// limits, and the sources of the dispatch patterns, so that loading reads no YAML, checks
/// nothing again, writes no pattern and compiles none (each compiles when a link first needs it).
///
/// The file starts with a mark, the format version and a checksum (FNV-1a, 64 bits) of every
/// byte after it, all checked before anything is decoded; then the LinkStack and PCRE2 versions
/// it was written with, which must be this process's. Any mismatch is a ``CompiledTableError``.
/// Then the route files it was compiled from with their checksums (`CompiledTableSources`).
/// Then every distinct string once, every distinct list of strings once (as string numbers), and
/// the table, which names strings and lists by number.
public enum CompiledTable {
    /// The file name ending the CLI takes as a compiled table.
    package static let fileExtension = "lsc"
    /// The format this LinkStack writes and reads.
    package static let formatVersion = 7
    /// The bytes every compiled table starts with.
    static let mark = Array("LSTABLE\0".utf8)

    /// The table as a compiled table's bytes, recording the route files it was compiled from
    /// when given (``CompiledTableSources``: what finds the table stale later).
    package static func bytes(of table: RouteTable, sources: CompiledTableSources? = nil) -> [UInt8] {
        var body = TableWriter()
        body.write(table)
        var header = TableWriter()
        header.unsigned(UInt64(formatVersion))
        header.text(LinkStackVersion.current)
        header.text(PCRE2Pattern.libraryVersion)
        header.optional(sources) { writer, sources in
            writer.text(sources.routes)
            writer.list(sources.files) { writer, file in
                writer.text(file.path)
                writer.unsigned(file.checksum)
                writer.unsigned(file.size)
                writer.unsigned(UInt64(bitPattern: file.modified))
            }
        }
        header.strings(of: body)
        return sealed(header.bytes + body.bytes)
    }

    /// Reads a compiled table's bytes.
    ///
    /// - Throws: ``CompiledTableError`` for a file that is not one, of another format, version or
    ///   PCRE2, whose checksum fails, or that does not read.
    public static func table(from bytes: [UInt8]) throws(CompiledTableError) -> RouteTable {
        guard TableReader.hasMark(bytes, mark) else { throw .notCompiledTable }
        var reader = TableReader(bytes, from: mark.count + 8)
        let format = try readable { () throws(TableDataError) in try reader.unsigned() }
        guard format == UInt64(formatVersion) else { throw .formatVersion(found: Int(clamping: format), expected: formatVersion) }
        guard TableReader.isSealed(bytes, mark: mark) else { throw .checksum }
        let (linkStack, pcre2) = try readable { () throws(TableDataError) in (try reader.text(), try reader.text()) }
        guard linkStack == LinkStackVersion.current, pcre2 == PCRE2Pattern.libraryVersion else {
            throw .builtWith(linkStack: linkStack, pcre2: pcre2)
        }
        return try readable { () throws(TableDataError) in
            let sources = try reader.optional { reader throws(TableDataError) in
                CompiledTableSources(routes: try reader.text(), files: try reader.list { reader throws(TableDataError) in
                    CompiledTableSources.File(path: try reader.text(), checksum: try reader.unsigned(), size: try reader.unsigned(),
                                              modified: Int64(bitPattern: try reader.unsigned()))
                })
            }
            try reader.readStrings()
            var table = try reader.table()
            guard reader.isAtEnd else { throw reader.failure("bytes follow the table") }
            table.compiledSources = sources
            return table
        }
    }

    /// What `read` reads, its ``TableDataError`` made ``CompiledTableError/malformed(_:)``.
    private static func readable<Value>(_ read: () throws(TableDataError) -> Value) throws(CompiledTableError) -> Value {
        do throws(TableDataError) {
            return try read()
        } catch {
            throw .malformed(error.message)
        }
    }

    /// The largest compiled table read, in bytes (16 MiB: four times a route file's limit, as a
    /// table of thousands of routes compiles to less than twice its YAML).
    package static let maxFileSize = 4 * RouteTable.maxFileSize

    /// Reads the compiled table at `path`.
    ///
    /// - Throws: ``RouteFileError`` naming the file: it cannot be read, is over `maxFileSize`,
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
            return try table(from: Array(data))
        } catch {
            throw problem("\(error.code): \(error.message)")
        }
    }

    /// `checked` (the bytes from the format version on) behind the mark and its checksum: how
    /// tests and the `compiled` fuzz target reach the decoder with bytes of their own.
    package static func sealed(_ checked: [UInt8]) -> [UInt8] {
        TableWriter.sealed(checked, mark: mark)
    }
}
