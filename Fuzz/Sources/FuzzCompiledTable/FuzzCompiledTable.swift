import FuzzSupport
@_spi(Engine) @testable import LinkStack

/// Reads the input as a compiled table twice: as a whole file (whose checksum almost always
/// fails), and sealed with a correct mark and checksum, so that the decoder itself sees every
/// byte. A table that loads then resolves links made from its routes' templates. Any input must
/// end in a table or a `CompiledTableError`: never a crash, a hang or an unbounded allocation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCompiledTable(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: start, count: count))
    _ = try? CompiledTable.table(from: input)
    let sealed = CompiledTable.sealed(input)
    guard let table = try? CompiledTable.table(from: sealed) else { return 0 }
    let resolver = Resolver(table: table)
    for route in table.routes.prefix(16) {
        for scheme in route.schemes.sorted().prefix(2) {
            let path = route.template.split(separator: "?").first.map { $0.replacingOccurrences(of: "{", with: "x").replacingOccurrences(of: "}", with: "") } ?? ""
            var output: [UInt8] = []
            try? resolver.resolve("\(scheme):/\(path)").renderJSON(into: &output)
        }
    }
    return 0
}
