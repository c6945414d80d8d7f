/// The last few states a graph checked (``StateValidator``) and what checking made of each, so
/// that a batch's lines from one current state, or from a few taken in turn, check each once
/// rather than once a line.
///
/// Checking reads a state's flows, tabs, screens and parameters, never its titles (it writes
/// them), so a state the same as one kept, titles aside, checks to the same result. "The same" is
/// byte for byte: Swift's `==` takes `"é"` and `"e\u{301}"` as equal, but a state's names and
/// values reach the output as given. Only states that passed are kept; an error is worked out
/// again each time.
///
/// A state checked, then shown again, gets the JSON of its stacks too (``stacks(of:base:)``), so
/// a resolution from it that shows one of them again, as every other tab of its flow, copies their
/// bytes rather than writing them each line. A state shown once pays for none.
package final class StateMemo: Sendable {
    /// One state kept: as given and as checked, its stacks as plain numbers (their storage, which
    /// the kept state holds on to), how often they were asked for, and their JSON once they are
    /// asked for again. (A class: comparing a kept state reads it in place.)
    private final class Entry: Sendable {
        let given: NavigationState
        let checked: NavigationState
        let identity: Identity
        let json = Locked<(asked: Int, json: PreparedStackJSON?)>((0, nil))

        init(given: NavigationState, checked: NavigationState) {
            self.given = given
            self.checked = checked
            identity = StateMemo.identity(of: checked)
        }
    }
    private typealias Identity = (flowStack: UInt?, modals: UInt?, tabStacks: UInt?, counts: Int)
    /// The states kept, the most recent last.
    private let kept = Locked([Entry]())
    /// How many states are kept.
    package static let capacity = 8

    package init() {}

    /// What `check` makes of `state`: remembered when `state` equals one of the last ``capacity`` checked.
    package func checked<Failure: Error>(_ state: NavigationState,
                                         by check: (NavigationState) throws(Failure) -> NavigationState) throws(Failure) -> NavigationState {
        let known = kept.withLock { $0 }
        // Read in place, newest first (an entry is a class: its state is compared where it is kept,
        // not copied out with each of its fields retained and released).
        let found = known.withUnsafeBufferPointer { entries -> NavigationState? in
            for index in entries.indices.reversed() where StateMemo.same(entries[index].given, state) { return entries[index].checked }
            return nil
        }
        if let found { return found }
        let checked = try check(state)
        kept.withLock { kept in
            if kept.count == StateMemo.capacity { kept.removeFirst() }
            kept.append(Entry(given: state, checked: checked))
        }
        return checked
    }

    /// The JSON of the stacks of `checked`, a state this memo made (the very one: its stacks are
    /// found by their storage), and of those `base` holds: made the second time it is asked for,
    /// then kept with the state. Nil the first time, or for a state the memo no longer keeps.
    func stacks(of checked: NavigationState, base: PreparedStackJSON?) -> PreparedStackJSON? {
        let identity = StateMemo.identity(of: checked)
        let found = kept.withLock { kept -> Entry? in
            kept.last { StateMemo.same($0.identity, identity) }
        }
        return found?.json.withLock { stacks in
            stacks.asked += 1
            if stacks.json == nil, stacks.asked > 1 { stacks.json = PreparedStackJSON(stacks: checked.everyStack, adding: base) }
            return stacks.json
        }
    }

    /// Where a state's stacks are stored, and how many of each it has: the same for a state and
    /// its copies, different from any other state the memo keeps (whose storage it holds on to).
    private static func identity(of state: NavigationState) -> Identity {
        (PreparedStackJSON.address(of: state.flowStack), PreparedStackJSON.address(of: state.modals), state.tabStacks.storageAddress,
         state.flowStack.count &* 1_000_003 &+ state.modals.count &* 1_009 &+ state.tabStacks.count)
    }

    private static func same(_ first: Identity, _ second: Identity) -> Bool {
        first.flowStack == second.flowStack && first.modals == second.modals && first.tabStacks == second.tabStacks
            && first.counts == second.counts
    }

    /// Whether two states are equal as ``NavigationState``'s `==` has it (titles aside) and every
    /// flow, tab, screen and parameter name and text in them has the same bytes: one pass.
    static func same(_ first: NavigationState, _ second: NavigationState) -> Bool {
        guard bytes(first.flow, second.flow), bytes(first.tab, second.tab), same(first.flowStack, second.flowStack),
              first.modals.count == second.modals.count, zip(first.modals, second.modals).allSatisfy(same),
              first.tabStacks.count == second.tabStacks.count else { return false }
        // The very same dictionary (a batch hands in the state it read before): the same stacks.
        if let address = first.tabStacks.storageAddress, address == second.tabStacks.storageAddress { return true }
        // Two dictionaries of the same tabs mostly list them in the same order: then pairwise, no
        // look-up (by index: a zip of two dictionaries cost more than the comparing); otherwise tab by tab.
        var one = first.tabStacks.startIndex, other = second.tabStacks.startIndex, pairwise = true
        while pairwise, one != first.tabStacks.endIndex {
            pairwise = bytes(first.tabStacks.keys[one], second.tabStacks.keys[other])
                && same(first.tabStacks.values[one], second.tabStacks.values[other])
            first.tabStacks.formIndex(after: &one)
            second.tabStacks.formIndex(after: &other)
        }
        if pairwise { return true }
        return first.tabStacks.allSatisfy { tab, stack in
            guard let index = second.tabStacks.index(forKey: tab) else { return false }
            return bytes(tab, second.tabStacks[index].key) && same(stack, second.tabStacks[index].value)
        }
    }

    private static func same(_ first: [Screen], _ second: [Screen]) -> Bool {
        guard first.count == second.count else { return false }
        // The very same array (a batch hands in the state it read before): the same screens.
        if first.withUnsafeBufferPointer({ $0.baseAddress }) == second.withUnsafeBufferPointer({ $0.baseAddress }) { return true }
        return first.indices.allSatisfy { position in  // (by index: no pair of screens copied)
            // Both screens' parameters are in their names' byte order: byte-equal ones pair up.
            let one = first[position].params.items, other = second[position].params.items
            return bytes(first[position].name, second[position].name) && one.count == other.count
                && zip(one, other).allSatisfy { bytes($0.name, $1.name) && same($0.value, $1.value) }
        }
    }

    private static func same(_ first: ParameterValue, _ second: ParameterValue) -> Bool {
        switch (first, second) {
        case let (.string(one), .string(other)): return bytes(one, other)
        case let (.int(one), .int(other)): return one == other
        case let (.bool(one), .bool(other)): return one == other
        case let (.map(one), .map(other)):
            return one.count == other.count && one.allSatisfy { name, text in
                guard let index = other.index(forKey: name) else { return false }
                return bytes(name, other[index].key) && bytes(text, other[index].value)
            }
        default: return false
        }
    }

    private static func bytes(_ first: String?, _ second: String?) -> Bool {
        guard let first, let second else { return first == nil && second == nil }
        guard first.utf8.count == second.utf8.count else { return false }
        // Both spans at once and one memcmp, where the generic element-by-element walk through
        // the views cost about 400 instructions a name.
        let compared = first.utf8.withContiguousStorageIfAvailable { one in
            second.utf8.withContiguousStorageIfAvailable { other in ByteBuffer.equal(one, other) }
        }
        return (compared ?? nil) ?? first.utf8.elementsEqual(second.utf8)
    }
}
