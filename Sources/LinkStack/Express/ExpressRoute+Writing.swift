extension ExpressRoute {
    /// Whether the route answers the link's scheme and host (``Route/accepts(_:)``).
    func accepts(_ link: ExpressLink) -> Bool {
        guard schemes[link.scheme] else { return false }
        guard let host = link.host else { return !ownsHosts }
        return hosts?[host] ?? false
    }

    /// Appends the target stack: `[{"params":{...},"screen":"Name","title":"..."},...]`.
    func writeStack(_ values: UnsafeBufferPointer<ExpressCapture>, line: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "["))
        for (index, screen) in screens.enumerated() {
            if index > 0 { output.append(UInt8(ascii: ",")) }
            output.append(contentsOf: ExpressRoute.screenStart)
            writeParams(screen.slots, values, line: line, into: &output)
            output.append(contentsOf: screen.name)
            if let title = screen.title {
                output.append(contentsOf: ExpressRoute.titleStart)
                for piece in title {
                    switch piece {
                    case .literal(let bytes): output.append(contentsOf: bytes)
                    case .value(let position?) where values[position].isSet: values[position].writeText(line, into: &output)
                    case .value: break
                    }
                }
                output.append(UInt8(ascii: "\""))
            }
            output.append(UInt8(ascii: "}"))
        }
        output.append(UInt8(ascii: "]"))
    }

    /// Appends `{"key":value,...}` for the slots whose captures are set.
    func writeParams(_ slots: [Slot], _ values: UnsafeBufferPointer<ExpressCapture>, line: UnsafeBufferPointer<UInt8>,
                     into output: inout [UInt8]) {
        output.append(UInt8(ascii: "{"))
        var first = true
        for slot in slots where values[slot.position].isSet {
            if !first { output.append(UInt8(ascii: ",")) }
            first = false
            output.append(contentsOf: slot.key)
            values[slot.position].writeJSON(line, into: &output)
        }
        output.append(UInt8(ascii: "}"))
    }

    private static let screenStart = Array(#"{"params":"#.utf8)
    private static let titleStart = Array(#","title":""#.utf8)
}
