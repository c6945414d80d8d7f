/// Appends a route's steps and bytes, merging neighbouring bytes into one step.
struct ExpressProgramWriter {
    var ops: [ExpressOp]
    var pool: [UInt8]
    /// The route's first step: steps before it are another route's and never merged.
    let firstOp: Int

    init(ops: [ExpressOp], pool: [UInt8]) {
        self.ops = ops
        self.pool = pool
        firstOp = ops.count
    }

    mutating func bytes(_ text: String) {
        guard !text.isEmpty else { return }
        if ops.count > firstOp, let last = ops.last, last.kind == .bytes, last.position < 0, Int(last.start + last.count) == pool.count {
            ops[ops.count - 1].count += Int32(text.utf8.count)
        } else {
            ops.append(ExpressOp(kind: .bytes, start: Int32(pool.count), count: Int32(text.utf8.count)))
        }
        pool += text.utf8
    }

    mutating func op(_ kind: ExpressOp.Kind) {
        ops.append(ExpressOp(kind: kind))
    }

    /// Capture `position`, written after the bytes before it (in the same step when it can).
    mutating func capture(_ position: Int) {
        if ops.count > firstOp, let last = ops.last, last.kind == .bytes, last.position < 0 {
            ops[ops.count - 1].position = Int32(position)
        } else {
            ops.append(ExpressOp(kind: .bytes, start: Int32(pool.count), count: 0, position: Int32(position)))
        }
    }

    /// `{"key":value,...}` for the parameters `given`, in key order; positions among `names`,
    /// `ints` the positions of JSON numbers (the lane writes only when every capture is set).
    mutating func object(_ given: [String], of names: [String], ints: UInt64) {
        bytes("{")
        for (index, name) in given.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
            guard let position = names.firstIndex(of: name) else { continue }
            let quote = ints & 1 << UInt64(position) == 0 ? "\"" : ""
            bytes((index > 0 ? "," : "") + ExpressRoute.json(name) + ":" + quote)
            capture(position)
            bytes(quote)
        }
        bytes("}")
    }

    /// A title template's pieces: `{name}` of a parameter the screen gets is that capture's text.
    mutating func title(_ template: String, given: [String], of names: [String]) {
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            bytes(String(ExpressRoute.json(String(rest[..<open])).dropFirst().dropLast()))
            let name = String(rest[rest.index(after: open)..<close])
            if given.contains(name), let position = names.firstIndex(of: name) { capture(position) }
            rest = rest[rest.index(after: close)...]
        }
        bytes(String(ExpressRoute.json(String(rest)).dropFirst().dropLast()))
    }
}
