import Foundation

/// A value made on first use, once, under a lock, and shared by every thread after: how compiled
/// patterns wait until a link needs them, so loading a table compiles nothing it does not use.
///
/// Every read takes the lock (Foundation's `NSLock`: the package's platforms floor rules out
/// `Synchronization.Mutex`). A lock-free read through an atomic slot saved 1.0 % of a GitHub
/// `--batch` line and 1.3 % of a `Routes/blog` one, under the 5 % a mechanism must earn. The
/// core's `LazyBox` is the same box, but read from this module it ran unspecialized (even
/// `@inlinable`): GitHub `--batch` 11,238 → 11,764 instructions a line, `Routes/` 7 % more.
final class LazyValue<Value: Sendable>: @unchecked Sendable {
    private let lock: NSLock
    /// The value once made (read and written under the lock).
    private var value: Value?
    private let make: @Sendable () -> Value

    /// A value `make` makes when it is first read, under `lock`: its own, or one that values
    /// read rarely share (a lock costs two allocations, and a table may hold a value per route).
    /// `make` reads no other value that shares the lock.
    init(lock: NSLock = NSLock(), _ make: @escaping @Sendable () -> Value) {
        self.lock = lock
        self.make = make
    }

    /// A value made already.
    init(made value: Value, lock: NSLock = NSLock()) {
        self.lock = lock
        self.value = value
        make = { value }
    }

    /// The value, made now if no caller made it before.
    var wrapped: Value {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let made = make()
        value = made
        return made
    }

    /// Whether the value has been made.
    var isMade: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value != nil
    }
}
