import Foundation

/// A value made on first use, once, under a lock, then shared by every thread: what a graph needs
/// only for some calls (the parameters' types, read when a state is handed in), so that loading a
/// table to resolve links from nothing does not make it. The lock is Foundation's `NSLock` (the
/// package's platforms floor rules out `Synchronization.Mutex`).
final class LazyBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    /// The value once made; read and written only with the lock held.
    private var value: Value?
    private let make: @Sendable () -> Value

    /// A value `make` makes when it is first read.
    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
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
}
