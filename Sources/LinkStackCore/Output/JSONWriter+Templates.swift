extension JSONWriter {
    /// Appends `text` as the inside of a JSON string: escaped as ``string(_:to:)`` escapes it,
    /// without the quotes (a value a title or an interpolated parameter took as text).
    static func stringContents(_ text: String, to output: inout JSONOutput) {
        var text = text
        text.withUTF8 { stringContents($0, to: &output) }
    }

    /// ``stringContents(_:to:)`` of UTF-8 bytes.
    static func stringContents(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout JSONOutput) {
        guard let source = bytes.baseAddress else { return }
        scan(bytes, run: { output.append(source + $0.lowerBound, $0.count) }, escape: { escaped($0, to: &output) })
    }

    /// Appends a byte a JSON string cannot hold as it is, escaped (``JSONValue/escape(_:)``).
    static func escaped(_ byte: UInt8, to output: inout JSONOutput) {
        JSONValue.escape(byte).withUnsafeBufferPointer { output.append($0) }
    }

    /// Appends a parameter's text (``ParameterValue/text``) inside a JSON string: an integer's
    /// digits and a boolean's word as its JSON writes them, without making the text.
    static func text(of value: ParameterValue, to output: inout JSONOutput) {
        switch value {
        case .int(let number): int(number, to: &output)
        case .bool(let flag): flag ? raw("true", to: &output) : raw("false", to: &output)
        case .string(let text): stringContents(text, to: &output)
        case .map: stringContents(value.text, to: &output)
        }
    }

    /// Appends a link's `redirect:` hops: an array of `{"route": ..., "url": ...}`.
    static func redirects(_ hops: [Redirect], to output: inout JSONOutput) {
        array(hops, to: &output) { hop, output in redirect(hop, to: &output) }
    }

    /// Appends one hop: `{"route": ..., "url": ...}`.
    static func redirect(_ hop: Redirect, to output: inout JSONOutput) {
        raw(#"{"route":"#, to: &output)
        string(hop.route, to: &output)
        raw(#","url":"#, to: &output)
        string(hop.url, to: &output)
        output.append(UInt8(ascii: "}"))
    }

    /// Appends an object of strings (the optional values a link's route ignored), keys sorted.
    static func strings(_ members: [String: String], to output: inout JSONOutput) {
        object(members, to: &output) { text, output in string(text, to: &output) }
    }
}
