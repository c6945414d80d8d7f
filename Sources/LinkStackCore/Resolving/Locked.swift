/// A value behind a lock (``PthreadLock``), shared by every thread that holds the box: what a
/// `Sendable` resolver keeps between links (a batch's recent current states, a graph's checked
/// states, each screen's chain).
package final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = PthreadLock()

    /// A box holding `value`.
    package init(_ value: Value) {
        self.value = value
    }

    deinit {
        lock.destroy()
    }

    /// What `body` makes of the value, which it may change, with the lock held.
    package func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&value) }
    }
}
