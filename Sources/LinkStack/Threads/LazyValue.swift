// Unsafe: a value made once on first use, then read through an atomic slot with no lock: with ThreadObjectKey, 5.4 % of a GitHub --batch line and 7.0 % of a Routes/blog one, against an NSLock on every read (the performance page).
import CLinkStackAtomics

/// A value made on first use, once, under a lock, and shared by every thread after: how compiled
/// patterns wait until a link needs them, so loading a table compiles nothing it does not use.
///
/// Once made, the value is read with no lock: its address is kept in a slot read with acquire
/// ordering (`CLinkStackAtomics`), and only making it takes the lock (a ``PthreadLock``: the
/// package's platforms floor rules out `Synchronization.Mutex` and `Atomic`).
final class LazyValue<Value: Sendable>: @unchecked Sendable {
    /// Where the value is once made, in memory of its own; nil until then. Written once, under the
    /// lock, with release ordering; read with acquire ordering.
    /// (In the lock's memory: ``PthreadLock/slot``.)
    let slot: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    private let make: @Sendable () -> Value
    private let lock: PthreadLock

    /// A value `make` makes when it is first read.
    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
        lock = PthreadLock()
        slot = lock.slot
    }

    /// A value made already.
    convenience init(made value: Value) {
        self.init { value }
        store(value)
    }

    deinit {
        if let storage = slot.pointee {
            storage.assumingMemoryBound(to: Value.self).deinitialize(count: 1)
            storage.deallocate()
        }
        lock.destroy()
    }

    /// Keeps `value` as the one made (with the lock held, or before the value is shared).
    private func store(_ value: Value) {
        let pointer = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        pointer.initialize(to: value)
        linkstack_store_release(slot, UnsafeMutableRawPointer(pointer))
    }

    /// The value, made now if no caller made it before.
    var wrapped: Value {
        if let storage = linkstack_load_acquire(slot) { return storage.assumingMemoryBound(to: Value.self).pointee }
        return madeNow()
    }

    /// The value made under the lock, unless another caller made it first.
    func madeNow() -> Value {
        // Locked by hand, not in a closure: a reader in another module ran this generic code unspecialized,
        // and the closure and its context cost more than the lock itself.
        lock.lock()
        defer { lock.unlock() }
        if let storage = slot.pointee { return storage.assumingMemoryBound(to: Value.self).pointee }
        let made = make()
        store(made)
        return made
    }

    /// Whether the value has been made.
    var isMade: Bool {
        linkstack_load_acquire(slot) != nil
    }
}
