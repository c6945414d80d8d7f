import LinkStackCore

extension JSONWriter {
    /// Runs `write` on a buffer and appends what it wrote to `output`. The buffer starts with
    /// room for 1 KiB (most results fit) and grows as it must.
    static func write(into output: inout [UInt8], _ write: (inout JSONOutput) -> Void) {
        var json = JSONOutput(buffer: ByteBuffer(capacity: 1024))
        defer { json.buffer.deallocate() }
        write(&json)
        output.append(contentsOf: json.buffer.bytes)
    }

    /// Appends an operation: ``NavigationOperation/json``'s bytes.
    static func operation(_ operation: NavigationOperation, to output: inout JSONOutput) {
        switch operation {
        case .popTo(let index):
            between(#"{"index":"#, index, #","op":"popTo"}"#, to: &output)
        case .push(let screen):
            raw(#"{"op":"push","screen":"#, to: &output)
            self.screen(screen, to: &output)
            output.append(UInt8(ascii: "}"))
        case .setStack(let stack):
            raw(#"{"op":"setStack","stack":"#, to: &output)
            self.stack(stack, to: &output)
            output.append(UInt8(ascii: "}"))
        case .reuseStack(let entries):
            raw(#"{"op":"setStack","stack":"#, to: &output)
            array(entries, to: &output) { entry, output in screen(entry.screen, reusedFrom: entry.reusedFrom, to: &output) }
            output.append(UInt8(ascii: "}"))
        case .dismiss(let count):
            between(#"{"count":"#, count, #","op":"dismiss"}"#, to: &output)
        case .selectTab(let tab):
            raw(#"{"op":"selectTab","tab":"#, to: &output)
            string(tab, to: &output)
            output.append(UInt8(ascii: "}"))
        case let .present(stack, style):
            raw(#"{"op":"present","stack":"#, to: &output)
            self.stack(stack, to: &output)
            raw(#","style":"#, to: &output)
            string(style.rawValue, to: &output)
            output.append(UInt8(ascii: "}"))
        case let .switchFlow(flow, transition, tab, stack, tabStacks):
            raw(#"{"flow":"#, to: &output)
            string(flow, to: &output)
            raw(#","op":"switchFlow","#, to: &output)
            stacks(tab: tab, tabStacks: tabStacks, flowStack: stack, to: &output)
            raw(#","transition":"#, to: &output)
            string(transition.rawValue, to: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Appends a number between two constant pieces: an operation whose only value is a number.
    private static func between(_ head: StaticString, _ number: Int, _ tail: StaticString, to output: inout JSONOutput) {
        raw(head, to: &output)
        int(number, to: &output)
        raw(tail, to: &output)
    }

    /// Appends an event: ``NavigationEvent/json``'s bytes.
    static func event(_ event: NavigationEvent, to output: inout JSONOutput) {
        raw(#"{"event":"#, to: &output)
        string(event.kind.rawValue, to: &output)
        raw(#","operation":"#, to: &output)
        int(event.operation, to: &output)
        raw(#","screen":"#, to: &output)
        screen(event.screen, to: &output)
        output.append(UInt8(ascii: "}"))
    }

    /// Appends the members of a resumption and of the resolution around it, in sorted order:
    /// `events`, `ignored`, `operations`, `params`, `pending`, `pops`, `pushes`, `redirects`,
    /// `requires`, `route`, `target`, `url`; those of the resolution only when it is given. The
    /// resolution's fields come one by one (nil for a resumption alone): a `Resolution?` made of a
    /// resolution copied every field of it. (In three parts, between which the link's own
    /// `ignored` and `redirects` go: what an ``AnswerTemplate`` leaves room for.)
    static func members(of outcome: Resumption, url: String?, route: String?, params: Parameters?, redirects: [Redirect]?,
                        ignored: [String: String]?, to output: inout JSONOutput) {
        opening(of: outcome, to: &output)
        if let ignored { self.ignored(ignored, to: &output) }
        plan(of: outcome, params: params, to: &output)
        if let redirects { self.redirects(member: redirects, to: &output) }
        closing(of: outcome, route: route, url: url, to: &output)
    }

    /// Appends `{` and the `events` member, when there are events.
    static func opening(of outcome: Resumption, to output: inout JSONOutput) {
        output.append(UInt8(ascii: "{"))
        if let events = outcome.events {
            raw(#""events":"#, to: &output)
            array(events, to: &output, element: event)
            output.append(UInt8(ascii: ","))
        }
    }

    /// Appends `"ignored":{...},` unless nothing was ignored.
    static func ignored(_ ignored: [String: String], to output: inout JSONOutput) {
        guard !ignored.isEmpty else { return }
        raw(#""ignored":"#, to: &output)
        strings(ignored, to: &output)
        output.append(UInt8(ascii: ","))
    }

    /// Appends the members from `operations` to `pushes`.
    static func plan(of outcome: Resumption, params: Parameters?, to output: inout JSONOutput) {
        raw(#""operations":"#, to: &output)
        array(outcome.plan.operations, to: &output, element: operation)
        if let params {
            raw(#","params":"#, to: &output)
            parameters(params, to: &output)
        }
        if let pending = outcome.pending {
            raw(#","pending":"#, to: &output)
            state(pending, to: &output)
        }
        raw(#","pops":"#, to: &output)
        int(outcome.plan.pops, to: &output)
        raw(#","pushes":"#, to: &output)
        int(outcome.plan.pushes, to: &output)
    }

    /// Appends `,"redirects":[...]` unless there were no hops.
    static func redirects(member hops: [Redirect], to output: inout JSONOutput) {
        guard !hops.isEmpty else { return }
        raw(#","redirects":"#, to: &output)
        redirects(hops, to: &output)
    }

    /// Appends the members from `requires` to `url`, and `}`.
    static func closing(of outcome: Resumption, route: String?, url: String?, to output: inout JSONOutput) {
        if !outcome.requires.isEmpty {
            raw(#","requires":"#, to: &output)
            strings(outcome.requires, to: &output)
        }
        if let route {
            raw(#","route":"#, to: &output)
            string(route, to: &output)
        }
        raw(#","target":"#, to: &output)
        state(outcome.target, to: &output)
        if let url {
            raw(#","url":"#, to: &output)
            string(url, to: &output)
        }
        output.append(UInt8(ascii: "}"))
    }
}

extension Resolution {
    /// Appends `json`'s rendered bytes (`JSONValue/render(into:pretty:)`) to `output`, written
    /// straight from the resolution without building the value: what `linkstack resolve` prints.
    func writeJSON(into output: inout [UInt8]) {
        JSONWriter.write(into: &output) { buffer in
            JSONWriter.members(of: outcome, url: url, route: route, params: params, redirects: redirects, ignored: ignored, to: &buffer)
        }
    }
}

extension Resumption {
    /// Appends `json`'s rendered bytes to `output`, written straight from the resumption.
    func writeJSON(into output: inout [UInt8]) {
        JSONWriter.write(into: &output) { buffer in
            JSONWriter.members(of: self, url: nil, route: nil, params: nil, redirects: nil, ignored: nil, to: &buffer)
        }
    }
}

extension JSONWriter {
    /// Appends a link's `redirect:` hops: an array of `{"route": ..., "url": ...}`.
    static func redirects(_ hops: [Redirect], to output: inout JSONOutput) {
        array(hops, to: &output) { hop, output in
            raw(#"{"route":"#, to: &output)
            string(hop.route, to: &output)
            raw(#","url":"#, to: &output)
            string(hop.url, to: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Appends an object of strings (the optional values a link's route ignored), keys sorted.
    static func strings(_ members: [String: String], to output: inout JSONOutput) {
        object(members, to: &output) { text, output in string(text, to: &output) }
    }
}
