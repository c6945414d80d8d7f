/// A value made on first use, once, under a lock, and shared by every thread after: how compiled
/// patterns wait until a link needs them, so loading a table compiles nothing it does not use, and
/// how a graph learns its parameters' types only when a state is handed in.
///
/// (Behind a ``PthreadLock``: the package's platforms floor rules out `Synchronization.Mutex`.)
package final class LazyValue<Value: Sendable>: @unchecked Sendable {
    private var value: Value?
    private let make: @Sendable () -> Value
    private let lock = PthreadLock()

    /// A value `make` makes when it is first read.
    package init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// A value made already.
    package convenience init(made value: Value) {
        self.init { value }
        self.value = value
    }

    deinit {
        lock.destroy()
    }

    /// The value, made now if no caller made it before.
    package var wrapped: Value {
        lock.withLock {
            if let value { return value }
            let made = make()
            value = made
            return made
        }
    }

    /// Whether the value has been made.
    package var isMade: Bool {
        lock.withLock { value != nil }
    }
}
