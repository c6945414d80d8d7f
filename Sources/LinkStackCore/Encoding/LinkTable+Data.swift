extension LinkTable {
    /// The format of the data `encoded(fileName:)` writes and ``init(data:)`` reads. A generated file
    /// holds data of one format; a LinkStackCore that reads another refuses it with a
    /// ``TableDataError`` that says to regenerate the file.
    public static let dataFormat = 1

    /// The bytes a table's data starts with.
    package static let dataMark = Array("LSLINKS\0".utf8)

    /// The largest table data read, in bytes (16 MiB, a compiled `.lsc` file's limit).
    public static let maxDataSize = 16 * 1024 * 1024

    /// The table as data: the mark `LSLINKS\0`, a checksum (FNV-1a, 64 bits) of every byte after
    /// it, the ``dataFormat``, every distinct string once and every distinct list of strings
    /// once, then the link limits and options, the screens and flows by name, and the routes in
    /// match order, which name strings and lists by number. It is what `linkstack generate swift`
    /// writes into an app (as Base64 text), so that the Swift compiler reads one literal, not a
    /// table's worth of expressions. `fileName` rewrites each location's file (a generated file
    /// holds paths relative to its folder).
    package func encoded(fileName: @escaping (String) -> String = { $0 }) -> [UInt8] {
        var body = TableWriter(fileName: fileName)
        body.linkRules(linkLimits, linkOptions)
        body.list(graph.screens.values.sorted { $0.name < $1.name }) { $0.screen($1) }
        body.list(graph.flows.values.sorted { $0.name < $1.name }) { $0.flow($1) }
        body.list(routes) { $0.linkRoute($1) }
        var header = TableWriter()
        header.unsigned(UInt64(Self.dataFormat))
        header.strings(of: body)
        return TableWriter.sealed(header.bytes + body.bytes, mark: Self.dataMark)
    }

    /// The table as data (`encoded(fileName:)`), as ``init(data:)`` reads it.
    public var data: [UInt8] { encoded() }

    /// Reads a table from its data (`encoded(fileName:)`): the mark, checksum and format are checked
    /// before anything else is read, and every read after them is bounded by the bytes there are.
    ///
    /// - Throws: ``TableDataError`` for data that is not a table's, of another format, changed,
    ///   over ``maxDataSize``, or that does not read.
    public init(data bytes: UnsafeBufferPointer<UInt8>) throws(TableDataError) {
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
        let decoded = text.withUTF8Buffer { Base64.decode($0, limit: Self.maxDataSize) }
        guard let decoded else { throw TableDataError("the table data is not Base64 text of at most \(Self.maxDataSize) bytes") }
        self = try decoded.withUnsafeBufferPointer { buffer throws(TableDataError) in try LinkTable(data: buffer) }
    }
}
