/// A value behind a lock (``PthreadLock``), shared by every thread that holds the box: what a
/// `Sendable` resolver keeps between links (a batch's recent current states, a graph's checked
/// states, each screen's chain).
///
/// The value lives in memory of its own, reached through a pointer: the lock is what keeps two
/// threads off it, and a class's `var` reached through `inout` paid Swift's dynamic exclusivity
/// check (`swift_beginAccess`, about 90 instructions with its end) on every use.
final class Locked<Value>: @unchecked Sendable {
    private let value: UnsafeMutablePointer<Value>
    private let lock = PthreadLock()

    /// A box holding `value`.
    init(_ value: Value) {
        self.value = .allocate(capacity: 1)
        self.value.initialize(to: value)
    }

    deinit {
        value.deinitialize(count: 1)
        value.deallocate()
        lock.destroy()
    }

    /// What `body` makes of the value, which it may change, with the lock held.
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&value.pointee) }
    }
}
