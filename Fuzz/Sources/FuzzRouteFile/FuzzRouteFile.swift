import FuzzSupport
@_spi(Engine) @testable import LinkStack

/// Loads the input as a route file. A file that loads is then matched, by the dispatcher and by
/// the reference loop, against links made from its own patterns; the two must agree.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRouteFile(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    guard let table = try? RouteTable(yaml: text, file: "fuzz.yaml") else { return 0 }
    let resolver = Resolver(table: table)
    for route in table.routes.prefix(32) {
        for scheme in route.schemes.sorted().prefix(3) {
            // A host the route answers: an exact one, or one made under a wildcard.
            let host = route.hosts.sorted().first.map { $0.hasPrefix("*.") ? "x" + $0.dropFirst() : $0 }
            let carriesHost = (try? table.link("\(scheme)://h.example/x"))?.host != nil  // http(s) or a table's hostSchemes
            for value in ["1", "a", "x-y", "true"] {
                let path = sample(route.template, value: value)
                guard let link = try? table.link("\(scheme)://\(carriesHost ? (host ?? "") + "/" : "")\(path)") else { continue }
                checkDispatchAgrees(table, on: link)
                var output: [UInt8] = []
                try? resolver.resolve(link.text).renderJSON(into: &output)
            }
        }
    }
    return 0
}

/// A path for a template: each `{...}` replaced by `value`, literal alternatives by their first
/// word, the query kept.
private func sample(_ template: String, value: String) -> String {
    var result = "", depth = 0, skipping = false
    for character in template.drop(while: { $0 == "/" || $0 == "^" }) {
        if skipping, character != "/", character != "?" { continue }
        skipping = false
        switch character {
        case "{":
            if depth == 0 { result += value }
            depth += 1
        case "}": depth = max(0, depth - 1)
        case "|" where depth == 0: skipping = true
        default: if depth == 0 { result.append(character) }
        }
    }
    return result.filter { $0 != "$" && $0 != "\\" }
}
