/// A value made on first use, once, under a lock, and shared by every thread after: how compiled
/// patterns wait until a link needs them, so loading a table compiles nothing it does not use, and
/// how a graph learns its parameters' types only when a state is handed in.
///
/// (Behind a ``PthreadLock``: the package's platforms floor rules out `Synchronization.Mutex`.)
package final class LazyValue<Value: Sendable>: @unchecked Sendable {
    /// The value once made, in memory of its own; nil until then. (A raw pointer, not a `Value?`:
    /// a reader in another module runs this class's generic code, where an optional of `Value`
    /// looked up its type metadata on every read, a few hundred instructions.)
    private var storage: UnsafeMutableRawPointer?
    private let make: @Sendable () -> Value
    private let lock = PthreadLock()

    /// A value `make` makes when it is first read.
    package init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// A value made already.
    package convenience init(made value: Value) {
        self.init { value }
        store(value)
    }

    deinit {
        if let storage {
            storage.assumingMemoryBound(to: Value.self).deinitialize(count: 1)
            storage.deallocate()
        }
        lock.destroy()
    }

    /// Keeps `value` as the one made.
    private func store(_ value: Value) {
        let pointer = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        pointer.initialize(to: value)
        storage = UnsafeMutableRawPointer(pointer)
    }

    /// The value, made now if no caller made it before.
    package var wrapped: Value {
        // Locked without a closure: a reader in another module ran this generic code unspecialized,
        // and the closure and its context cost more than the lock itself.
        lock.lock()
        defer { lock.unlock() }
        if let storage { return storage.assumingMemoryBound(to: Value.self).pointee }
        let made = make()
        store(made)
        return made
    }

    /// Whether the value has been made.
    package var isMade: Bool {
        lock.withLock { storage != nil }
    }
}
