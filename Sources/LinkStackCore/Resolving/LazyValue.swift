#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A value made on first use, once, under a lock, and shared by every thread after: how compiled
/// patterns wait until a link needs them, so loading a table compiles nothing it does not use, and
/// how a graph learns its parameters' types only when a state is handed in.
///
/// (A pthread mutex: the package's platforms floor rules out `Synchronization.Mutex`.)
package final class LazyValue<Value: Sendable>: @unchecked Sendable {
    private var value: Value?
    private let make: @Sendable () -> Value
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// A value `make` makes when it is first read.
    package init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    /// A value made already.
    package convenience init(made value: Value) {
        self.init { value }
        self.value = value
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The value, made now if no caller made it before.
    package var wrapped: Value {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let value { return value }
        let made = make()
        value = made
        return made
    }

    /// Whether the value has been made.
    package var isMade: Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return value != nil
    }
}
