/// A resolver's table held by reference, made once with the resolver: what the table's writer is
/// handed for every link (``LinkWriter/write(line:table:settings:current:context:events:into:)``),
/// and reads the table from only for the links it hands back to the table (an exclusion, a
/// redirect, rank rule 3). Handed the table itself, from a resolver that holds it, the writer got
/// a copy of the whole struct (536 bytes) on every link.
final class SharedTable: Sendable {
    /// The resolver's table.
    let table: RouteTable

    /// The reference of `table`.
    init(_ table: RouteTable) {
        self.table = table
    }
}
