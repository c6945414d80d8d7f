extension LinkTable {
    /// The format of the data `encoded(fileName:)` writes and ``init(data:)`` reads. A generated file
    /// holds data of one format; a LinkStackCore that reads another refuses it with a
    /// ``TableDataError`` that says to regenerate the file.
    package static let dataFormat = 3

    /// The bytes a table's data starts with.
    package static let dataMark = Array("LSLINKS\0".utf8)

    /// The largest table data read, in bytes (16 MiB, a compiled `.lsc` file's limit).
    package static let maxDataSize = 16 * 1024 * 1024

    /// Reads a table from its data (`encoded(fileName:)`): the mark, checksum and format are checked
    /// before anything else is read, and every read after them is bounded by the bytes there are.
    ///
    /// - Throws: ``TableDataError`` for data that is not a table's, of another format, changed,
    ///   over `maxDataSize`, or that does not read.
    public init(data bytes: [UInt8]) throws(TableDataError) {
        let mark = Self.dataMark
        guard bytes.count <= Self.maxDataSize else { throw TableDataError("the table data is over \(Self.maxDataSize) bytes") }
        guard TableReader.hasMark(bytes, mark) else {
            throw TableDataError("not a LinkStack table's data (it does not start with the table mark); regenerate the file with linkstack generate swift")
        }
        var reader = TableReader(bytes, from: mark.count + 8)
        let format = try reader.unsigned()
        guard format == UInt64(Self.dataFormat) else {
            throw TableDataError("table data format \(format); this LinkStackCore reads format \(Self.dataFormat): regenerate the file with linkstack generate swift")
        }
        guard TableReader.isSealed(bytes, mark: mark) else {
            throw TableDataError("the table data's checksum does not match: the file was cut short or changed; regenerate it with linkstack generate swift")
        }
        try reader.readStrings()
        let (limits, options) = try reader.linkRules()
        let screens = try reader.list { reader throws(TableDataError) in try reader.screen() }
        let flows = try reader.list { reader throws(TableDataError) in try reader.flow() }
        let routes = try reader.list { reader throws(TableDataError) in try reader.linkRoute() }
        guard reader.isAtEnd else { throw reader.failure("bytes follow the table") }
        self.init(routes: routes, screens: screens, flows: flows, linkLimits: limits, linkOptions: options)
    }

    /// Reads a table from its data as Base64 text, as a generated file holds it (line breaks
    /// are skipped).
    ///
    /// - Throws: ``TableDataError`` for text that is not Base64, or data ``init(data:)`` refuses.
    public init(base64 text: StaticString) throws(TableDataError) {
        let decoded = LinkBytes.reading(text) { Base64.decode($0, limit: Self.maxDataSize) }
        guard let decoded else { throw TableDataError("the table data is not Base64 text of at most \(Self.maxDataSize) bytes") }
        self = try LinkTable(data: decoded)
    }
}
