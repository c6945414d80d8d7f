import CLinkStackAtomics
@_spi(Engine) import LinkStackCore

/// A thread's own last template of each route of the writer it last wrote links for: the kind
/// (``ResolutionTemplates/Entry``) found for a route's link, with the parameters it gave and its
/// flags, kept in the thread's own slot (`ThreadObjectKey`), so that the route's next link of that
/// kind finds it without the memo's lock, its name's hash or its list (about 300 instructions a link).
///
/// Only a kind with a template is kept: a template stands for its kind for good. A kind kept here
/// is checked as the memo checks one (its parameters and flags, then the state it came from and
/// its context: ``ResolutionTemplates/Entry/isKind(from:under:)``). Once the memo's
/// ``ResolutionTemplates/generation`` has moved on (it dropped kinds), or the thread writes for
/// another writer, no kind is read again, and every one is dropped at the next one kept: a thread
/// holds at most one kind a route, each one the memo held. The memory is the thread's alone, read
/// and written by it only; the entries are immutable.
final class ThreadKinds {
    /// One route's kept kind: unretained here, its retain the slot's own (released when replaced).
    private struct Slot {
        var entry: Unmanaged<ResolutionTemplates.Entry>?
        var given: UInt64 = 0
        var flags = 0
    }

    /// The writer the slots are for (``LinkWriter/serial``), and the memo's generation they were kept in.
    private var writer: UInt64 = 0, generation: UInt64 = 0
    /// A slot for each route of the writer, by position.
    private var slots = UnsafeMutableBufferPointer<Slot>(start: nil, count: 0)

    deinit {
        clear()
    }

    /// The kind kept for the route at `position` of the writer `writer` (its memo at `generation`),
    /// giving the parameters whose bits are `given`, with `flags`, from `current` under `context`;
    /// nil when none is. Valid until this thread keeps another kind for the route.
    @inline(__always)
    func kind(writer: UInt64, generation: UInt64, position: Int, given: UInt64, flags: Int, current: NavigationState,
              context: NavigationContext) -> Unmanaged<ResolutionTemplates.Entry>? {
        guard writer == self.writer, generation == self.generation, position < slots.count else { return nil }
        let slot = slots[position]
        guard let entry = slot.entry, slot.given == given, slot.flags == flags,
              entry._withUnsafeGuaranteedRef({ $0.isKind(from: current, under: context) })
        else { return nil }
        return entry
    }

    /// Keeps `entry` (a kind with a template) for the route at `position` of `writer`, one of
    /// `routeCount` routes, whose memo is at `generation`.
    func keep(_ entry: ResolutionTemplates.Entry, writer: UInt64, routeCount: Int, generation: UInt64, position: Int, given: UInt64,
              flags: Int) {
        if writer != self.writer || generation != self.generation || slots.count != routeCount {
            clear()
            slots = .allocate(capacity: routeCount)
            slots.initialize(repeating: Slot())
            self.writer = writer
            self.generation = generation
        }
        guard position < slots.count else { return }
        slots[position].entry?.release()
        slots[position] = Slot(entry: .passRetained(entry), given: given, flags: flags)
    }

    /// Drops every kind kept.
    private func clear() {
        for slot in slots { slot.entry?.release() }
        slots.deallocate()
        slots = UnsafeMutableBufferPointer(start: nil, count: 0)
    }

    /// Each thread's kinds.
    private static let threads = ThreadObjectKey(slot: LINKSTACK_THREAD_KINDS)

    /// The calling thread's kinds, made on its first link (kept alive by the thread: freed when it ends).
    @inline(__always)
    static var current: Unmanaged<ThreadKinds> {
        ThreadObjectKey.object(in: LINKSTACK_THREAD_KINDS, key: { threads }, make: ThreadKinds.init)
    }
}
