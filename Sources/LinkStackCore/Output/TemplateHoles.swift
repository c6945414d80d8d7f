/// What fills a ``ResolutionTemplate``'s holes for one link: its parameters by their position in
/// their names' byte order (``Parameters/items``), its URL, `redirect:` hops and ignored values.
protocol TemplateHoles {
    /// The JSON of the parameter at `position`.
    func value(_ position: Int, to output: inout JSONOutput)
    /// The text of the parameter at `position`, inside a JSON string.
    func text(_ position: Int, to output: inout JSONOutput)
    /// The URL as a JSON string.
    func url(to output: inout JSONOutput)
    /// The hops as a JSON array.
    func redirects(to output: inout JSONOutput)
    /// The ignored values as a JSON object.
    func ignored(to output: inout JSONOutput)
}

/// A resolved link's values: its ``Parameters`` and the rest as the resolution has them.
struct ResolvedHoles: TemplateHoles {
    /// The URL's UTF-8.
    let url: UnsafeBufferPointer<UInt8>
    let items: UnsafeBufferPointer<Parameters.Item>
    let redirects: [Redirect]
    let ignored: [String: String]

    func value(_ position: Int, to output: inout JSONOutput) { JSONWriter.value(items[position].value, to: &output) }
    func text(_ position: Int, to output: inout JSONOutput) { JSONWriter.text(of: items[position].value, to: &output) }
    func url(to output: inout JSONOutput) { JSONWriter.string(url, to: &output) }
    func redirects(to output: inout JSONOutput) { JSONWriter.redirects(redirects, to: &output) }
    func ignored(to output: inout JSONOutput) { JSONWriter.strings(ignored, to: &output) }
}

/// A link read from its bytes: its captures (``TemplateCapture``, in their names' byte order) in
/// its normalized path and its query items (or those of the link its one hop names), the line
/// itself as its URL, and its one hop, if any; no ignored values.
struct CapturedHoles: TemplateHoles {
    let line: UnsafeBufferPointer<UInt8>
    let path: UnsafePointer<UInt8>
    let query: UnsafeBufferPointer<DeepLink.QueryItem>
    let captures: UnsafeBufferPointer<TemplateCapture>
    let hop: UnsafePointer<Redirect>?

    func value(_ position: Int, to output: inout JSONOutput) { captures[position].writeJSON(from: path, query: query, to: &output) }
    func text(_ position: Int, to output: inout JSONOutput) { captures[position].writeText(from: path, query: query, to: &output) }
    /// The line as it is, in quotes: a line read as a link holds no byte a JSON string escapes
    /// (the link rules refuse controls, DEL, `"` and `\` anywhere in a link).
    func url(to output: inout JSONOutput) {
        output.reserve(line.count + 2)
        output.buffer.appendReserved(UInt8(ascii: "\""))
        if let base = line.baseAddress { output.buffer.appendReserved(base, line.count) }
        output.buffer.appendReserved(UInt8(ascii: "\""))
    }
    /// The one hop as a one-item array, written with no array made.
    func redirects(to output: inout JSONOutput) {
        output.append(UInt8(ascii: "["))
        if let hop { JSONWriter.redirect(hop.pointee, to: &output) }
        output.append(UInt8(ascii: "]"))
    }
    func ignored(to output: inout JSONOutput) { JSONWriter.strings([:], to: &output) }
}
