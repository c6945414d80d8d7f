import Foundation

/// A value made on first use, once, under a lock, then shared by every thread: what a graph needs
/// only for some calls (the parameters' types, read when a state is handed in), and the engine's
/// patterns until a link needs them, so that loading a table makes neither. The lock is
/// Foundation's `NSLock` (the package's platforms floor rules out `Synchronization.Mutex`).
package final class LazyBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    /// The value once made; read and written only with the lock held.
    private var value: Value?
    private let make: @Sendable () -> Value

    /// A value `make` makes when it is first read.
    package init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value, made now if no caller made it before.
    package var wrapped: Value {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let made = make()
        value = made
        return made
    }

    /// Whether the value has been made.
    package var isMade: Bool { lock.lock(); defer { lock.unlock() }; return value != nil }
}
