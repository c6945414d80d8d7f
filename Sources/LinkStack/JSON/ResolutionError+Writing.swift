import LinkStackCore

extension ResolutionError {
    /// Appends `json`'s bytes, as `render(into:)` writes them, straight from the members: no
    /// `JSONValue` is built, no list of the members made, and no key sorted (a batch's error line
    /// cost about 5 K instructions so).
    func writeJSON(into output: inout [UInt8]) {
        JSONWriter.write(into: &output) { out in
            JSONWriter.raw(#"{"error":{"#, to: &out)
            var first = true
            forEachMember { key, value in
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                out.append(UInt8(ascii: "\""))
                out.append(key)  // a plain ASCII name
                JSONWriter.raw(#"":"#, to: &out)
                switch value {
                case .text(let text): JSONWriter.string(text, to: &out)
                case .number(let number): JSONWriter.int(number, to: &out)
                case .texts(let list): JSONWriter.strings(list, to: &out)
                }
            }
            JSONWriter.raw("}}", to: &out)
        }
    }
}
