import LinkStackCore

extension LinkTable {
    /// The table as data: the mark `LSLINKS\0`, a checksum (FNV-1a, 64 bits) of every byte after
    /// it, the `dataFormat`, every distinct string once and every distinct list of strings
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

    /// The table as data (`encoded(fileName:)`), as `LinkTable/init(data:)` reads it.
    public var data: [UInt8] { encoded() }
}
