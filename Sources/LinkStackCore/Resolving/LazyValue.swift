/// A value made on first use, once, under a lock, and shared by every thread after: how compiled
/// patterns wait until a link needs them, so loading a table compiles nothing it does not use, and
/// how a graph learns its parameters' types only when a state is handed in.
///
/// (Behind ``Locked``'s pthread mutex: the package's platforms floor rules out `Synchronization.Mutex`.)
package final class LazyValue<Value: Sendable>: Sendable {
    private let value: Locked<Value?>
    private let make: @Sendable () -> Value

    /// A value `make` makes when it is first read.
    package init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
        value = Locked(nil)
    }

    /// A value made already.
    package init(made value: Value) {
        make = { value }
        self.value = Locked(value)
    }

    /// The value, made now if no caller made it before.
    package var wrapped: Value {
        value.withLock { value in
            if let value { return value }
            let made = make()
            value = made
            return made
        }
    }

    /// Whether the value has been made.
    package var isMade: Bool {
        value.withLock { $0 != nil }
    }
}
