/// How a ``ResolutionTemplate`` writes an answer: each of the link's values written once into a
/// slot, the answer's size added up from the slots' uses, then every step copied into memory of
/// that size: the template's bytes, a slot's bytes or, for ``ResolutionTemplate/Hole/again``,
/// what earlier steps wrote.
extension ResolutionTemplate {
    /// How many bytes past its end a piece may be read and its copy written: a copy moves whole
    /// 16-byte words.
    static let slack = 16

    /// The slot of a hole a link's value fills, in a template of `parameterCount` parameters: each
    /// parameter's JSON and text, then the URL, the hops and the ignored values; -1 for none and
    /// ``Hole/again``.
    static func slot(of hole: Hole, position: Int32, parameterCount: Int) -> Int32 {
        switch hole {
        case .value: 2 * position
        case .text: 2 * position + 1
        case .url: Int32(2 * parameterCount)
        case .redirects: Int32(2 * parameterCount + 1)
        case .ignored: Int32(2 * parameterCount + 2)
        case .none, .again: -1
        }
    }

    /// `steps` with their slots, how many times each slot is written and how many of the
    /// template's own bytes are, with each ``Hole/again`` step counted as the steps it copies
    /// (which are none of them an again: ``folded(_:constant:)`` copies none).
    static func counted(_ steps: [Step], parameterCount: Int) -> (steps: [Step], uses: [Int], constantUses: Int) {
        var slotted = steps
        for index in slotted.indices {
            slotted[index].slot = slot(of: slotted[index].hole, position: slotted[index].position, parameterCount: parameterCount)
        }
        var uses = [Int](repeating: 0, count: 2 * parameterCount + 3), constantUses = 0
        // By positions in the steps' memory (a slice of them for each step retained and released their array).
        slotted.withUnsafeBufferPointer { slotted in
            for (index, step) in slotted.enumerated() {
                let written = step.hole == .again ? Int(step.position) + 1...Int(step.position + step.length) : index...index
                for each in written {
                    constantUses += Int(slotted[each].count)
                    if slotted[each].slot >= 0 { uses[Int(slotted[each].slot)] += 1 }
                }
            }
        }
        return (slotted, uses, constantUses)
    }

    /// Appends the template's bytes with `holes`' values in the holes.
    func render<Holes: TemplateHoles>(_ holes: Holes, into output: inout [UInt8]) {
        let slots = uses.count
        // Each slot's start and length in the values' bytes, then where each step's writing ends.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * slots + steps.count) { marks in
            guard let marks = marks.baseAddress else { return }
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { memory in
                var values = JSONOutput(buffer: ByteBuffer(lent: memory), written: UnsafeMutableBufferPointer(start: nil, count: 0))
                defer { values.buffer.deallocate() }
                let size = write(holes, into: &values, marks: marks)
                values.reserve(ResolutionTemplate.slack)
                (values.buffer.base + values.buffer.count).initialize(repeating: 0, count: ResolutionTemplate.slack)
                output.append(contentsOf: TemplateAnswer(template: .passUnretained(self), values: values.buffer.base, marks: marks, size: size))
            }
        }
    }

    /// Writes each used slot's bytes into `values` once, marking its start (`marks[slot]`) and
    /// length (`marks[slots + slot]`); returns the answer's size.
    private func write<Holes: TemplateHoles>(_ holes: Holes, into values: inout JSONOutput, marks: UnsafeMutablePointer<Int>) -> Int {
        let slots = uses.count, parameterSlots = slots - 3
        var size = constantUses
        for slot in 0..<slots where uses[slot] > 0 {
            let start = values.buffer.count
            switch slot {
            case ..<parameterSlots where slot % 2 == 0: holes.value(slot / 2, to: &values)
            case ..<parameterSlots: holes.text(slot / 2, to: &values)
            case parameterSlots: holes.url(to: &values)
            case parameterSlots + 1: holes.redirects(to: &values)
            default: holes.ignored(to: &values)
            }
            marks[slot] = start
            marks[slots + slot] = values.buffer.count - start
            size += uses[slot] * (values.buffer.count - start)
        }
        return size
    }

    /// Writes the answer into `answer`, which has room for it and ``slack`` bytes more: each
    /// step's own bytes, then its slot's bytes from `values` or, for an again, a copy of what the
    /// steps it names wrote. (Asked by ``TemplateAnswer``, as an array appends it.)
    func write(_ values: UnsafePointer<UInt8>, marks: UnsafeMutablePointer<Int>, into answer: UnsafeMutablePointer<UInt8>) {
        guard let constant = constant.baseAddress else { return }
        // Each slot's start in `values`, its length, then where each step's writing ends.
        let lengths = marks + uses.count, ends = marks + 2 * uses.count
        var end = answer
        steps.withUnsafeBufferPointer { steps in
            for index in steps.indices {
                let step = steps[index]
                ResolutionTemplate.copy(constant + Int(step.start), Int(step.count), to: &end)
                if step.slot >= 0 {
                    let slot = Int(step.slot)
                    ResolutionTemplate.copy(values + marks[slot], lengths[slot], to: &end)
                } else if step.hole == .again {
                    // From the answer itself, whose bytes past `end` are not written yet: exactly.
                    let from = ends[Int(step.position)], count = ends[Int(step.position + step.length)] - from
                    end.update(from: answer + from, count: count)
                    end += count
                }
                ends[index] = end - answer
            }
        }
    }

    /// Copies `count` bytes from `source` to `target` 16 at a time, and moves `target` past
    /// them: it reads up to 15 bytes past the source's end and writes up to 16 past the target's.
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, _ count: Int, to target: inout UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
        var offset = 0
        repeat {
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self), toByteOffset: offset, as: SIMD16<UInt8>.self)
            offset &+= 16
        } while offset < count
        target += count
    }
}
