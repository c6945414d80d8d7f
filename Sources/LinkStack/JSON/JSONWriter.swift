// Unsafe: the throughput writer's buffer: a resolution's bytes written straight from it, for the --batch lines the prepared answers leave and for errors; through the core's JSONValue instead, Routes/ costs 7.7 % more a line, Routes/blog 12 % (the performance page).
import LinkStackCore

/// Writes the JSON of states, screens, plans and parameters straight into output bytes, for the
/// engine's throughput (`resolve --batch`, a server): exactly the bytes their `JSONValue` renders (`JSONValue.render(into:pretty:)`, keys sorted by their
/// UTF-8 bytes, no spaces), without building the value first. Every object's keys are known, so
/// they are written in their sorted order as constant pieces; parameters are kept in their names'
/// byte order (``Parameters``), and only a dictionary's keys (tabs, an open map's items) are
/// sorted as they are written.
enum JSONWriter {
    /// Appends the bytes of a constant piece of JSON.
    @inline(__always)
    static func raw(_ piece: StaticString, to output: inout JSONOutput) {
        output.append(piece)
    }

    /// Appends `text` as a JSON string (``JSONValue/writeString(_:to:)``'s bytes): copied whole
    /// when no byte needs an escape, as names and titles seldom do.
    static func string(_ text: String, to output: inout JSONOutput) {
        utf8(of: text) { string($0, to: &output) }
    }

    /// Appends what a JSON string of `text` holds between its quotes: a text hole of an
    /// ``AnswerTemplate`` (a value written into a title).
    static func content(_ text: String, to output: inout JSONOutput) {
        utf8(of: text) { content($0, to: &output) }
    }

    /// Runs `body` on `text`'s UTF-8 bytes, read in place when they are contiguous.
    @inline(__always)
    private static func utf8(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let read: Void? = text.utf8.withContiguousStorageIfAvailable(body)
        if read == nil {
            var text = text
            text.withUTF8(body)
        }
    }

    /// Appends UTF-8 `bytes` as a JSON string.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout JSONOutput) {
        output.reserve(bytes.count + 2)
        output.buffer.appendReserved(UInt8(ascii: "\""))
        content(bytes, to: &output)
        output.append(UInt8(ascii: "\""))
    }

    /// Appends UTF-8 `bytes` as a JSON string holds them between its quotes: copied whole when no
    /// byte needs an escape (the common name or title), else run by run between the escapes.
    static func content(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout JSONOutput) {
        guard let source = bytes.baseAddress else { return }
        guard JSONText.needsEscape(bytes) else { return output.buffer.append(source, bytes.count) }
        JSONText.scan(bytes, run: { output.buffer.append(source + $0.lowerBound, $0.count) }, escape: { byte in
            JSONValue.escape(byte).withUnsafeBufferPointer { output.buffer.append($0) }
        })
    }

    /// Appends a whole number as `String(value)` spells it.
    static func int(_ value: Int, to output: inout JSONOutput) {
        if value < 0 { output.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        guard magnitude >= 10 else { return output.append(UInt8(ascii: "0") + UInt8(magnitude)) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = 20
            while magnitude > 0 {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            output.buffer.append(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }

    /// Appends `"key":` for a dictionary's key.
    @inline(__always)
    static func key(_ name: String, to output: inout JSONOutput) {
        string(name, to: &output)
        output.append(UInt8(ascii: ":"))
    }

    /// Appends `{...}` with a dictionary's members in the order of their keys' UTF-8 bytes: their
    /// positions sorted in place by each key's first eight bytes, the keys themselves compared only
    /// when those are equal, so that nothing is copied or retained to sort them.
    static func object<Value>(_ members: [String: Value], to output: inout JSONOutput,
                              value write: (Value, inout JSONOutput) -> Void) {
        output.append(UInt8(ascii: "{"))
        if members.count == 1, let (name, value) = members.first {
            key(name, to: &output)
            write(value, &output)
        } else if members.count > 1 {
            typealias Entry = (prefix: UInt64, index: Dictionary<String, Value>.Index)
            withUnsafeTemporaryAllocation(of: Entry.self, capacity: members.count) { order in
                var count = 0, index = members.startIndex
                while index != members.endIndex, count < order.count {
                    let entry: Entry = (prefix(of: members[index].key), index)
                    var slot = count  // insertion sort: a dictionary here holds a handful of members
                    while slot > 0, follows(order[slot - 1], entry, in: members) {
                        order[slot] = order[slot - 1]
                        slot -= 1
                    }
                    order[slot] = entry
                    count += 1
                    members.formIndex(after: &index)
                }
                for position in 0..<count {
                    if position > 0 { output.append(UInt8(ascii: ",")) }
                    let member = members[order[position].index]
                    key(member.key, to: &output)
                    write(member.value, &output)
                }
            }
        }
        output.append(UInt8(ascii: "}"))
    }

    /// Whether the member at `first` sorts after the one at `second`: by their prefixes, and by
    /// the whole keys when those are equal.
    @inline(__always)
    private static func follows<Value>(_ first: (prefix: UInt64, index: Dictionary<String, Value>.Index),
                                       _ second: (prefix: UInt64, index: Dictionary<String, Value>.Index),
                                       in members: [String: Value]) -> Bool {
        if first.prefix != second.prefix { return first.prefix > second.prefix }
        return JSONText.precedes(members[second.index].key, members[first.index].key)
    }

    /// A key's first eight UTF-8 bytes as a big-endian word, zeros past its end: two keys whose
    /// words differ sort as their words do (a key that ends first is a prefix of the other, or
    /// has a smaller byte where they differ); equal words leave the order to the whole keys.
    @inline(__always)
    static func prefix(of key: String) -> UInt64 {
        var key = key  // withUTF8 reads a native or small string in place
        return key.withUTF8 { bytes in
            var word: UInt64 = 0
            for position in 0..<min(8, bytes.count) { word |= UInt64(bytes[position]) << UInt64(56 - 8 * position) }
            return word
        }
    }

    /// Appends `[...]` with each element written by `write`.
    static func array<Element>(_ elements: [Element], to output: inout JSONOutput, element write: (Element, inout JSONOutput) -> Void) {
        output.append(UInt8(ascii: "["))
        for index in elements.indices {
            if index > elements.startIndex { output.append(UInt8(ascii: ",")) }
            write(elements[index], &output)
        }
        output.append(UInt8(ascii: "]"))
    }

    /// Appends an array of strings.
    static func strings(_ list: [String], to output: inout JSONOutput) {
        array(list, to: &output) { text, output in string(text, to: &output) }
    }

    /// Appends a parameter's value: ``ParameterValue/json``'s bytes.
    static func value(_ value: ParameterValue, to output: inout JSONOutput) {
        switch value {
        case .int(let number): int(number, to: &output)
        case .bool(let flag): flag ? raw("true", to: &output) : raw("false", to: &output)
        case .string(let text): string(text, to: &output)
        case .map(let items): object(items, to: &output) { text, output in string(text, to: &output) }
        }
    }

    /// Appends parameters as an object.
    static func parameters(_ params: Parameters, to output: inout JSONOutput) {
        guard !params.items.isEmpty else { return output.append("{}") }
        // The items are in their names' byte order already: no sorting.
        output.append(UInt8(ascii: "{"))
        for (position, item) in params.items.enumerated() {
            if position > 0 { output.append(UInt8(ascii: ",")) }
            key(item.name, to: &output)
            value(item.value, to: &output)
        }
        output.append(UInt8(ascii: "}"))
    }

    /// Appends a screen: ``Screen/json``'s bytes, with `"reusedFrom"` when given.
    static func screen(_ screen: Screen, reusedFrom: Int? = nil, to output: inout JSONOutput) {
        if screen.params.isEmpty {
            raw(#"{"params":{}"#, to: &output)
        } else {
            raw(#"{"params":"#, to: &output)
            parameters(screen.params, to: &output)
        }
        if let reusedFrom {
            raw(#","reusedFrom":"#, to: &output)
            int(reusedFrom, to: &output)
        }
        raw(#","screen":"#, to: &output)
        string(screen.name, to: &output)
        if let title = screen.title {
            raw(#","title":"#, to: &output)
            string(title, to: &output)
        }
        output.append(UInt8(ascii: "}"))
    }

    /// Appends a stack: an array of screens, root first.
    static func stack(_ stack: [Screen], to output: inout JSONOutput) {
        array(stack, to: &output) { screen, output in self.screen(screen, to: &output) }
    }

    /// Appends `"stacks":{...},"tab":"..."` for a tab, else `"stack":[...]`.
    static func stacks(tab: String?, tabStacks: [String: [Screen]], flowStack: [Screen], to output: inout JSONOutput) {
        guard let tab else {
            raw(#""stack":"#, to: &output)
            return stack(flowStack, to: &output)
        }
        raw(#""stacks":"#, to: &output)
        object(tabStacks, to: &output, value: stack)
        raw(#","tab":"#, to: &output)
        string(tab, to: &output)
    }

    /// Appends a state: ``NavigationState/json``'s bytes.
    static func state(_ state: NavigationState, to output: inout JSONOutput) {
        guard !state.isSingleStack else { return stack(state.flowStack, to: &output) }
        output.append(UInt8(ascii: "{"))
        if let flow = state.flow {
            raw(#""flow":"#, to: &output)
            string(flow, to: &output)
            output.append(UInt8(ascii: ","))
        }
        raw(#""modals":"#, to: &output)
        array(state.modals, to: &output, element: stack)
        output.append(UInt8(ascii: ","))
        stacks(tab: state.tab, tabStacks: state.tabStacks, flowStack: state.flowStack, to: &output)
        output.append(UInt8(ascii: "}"))
    }
}
