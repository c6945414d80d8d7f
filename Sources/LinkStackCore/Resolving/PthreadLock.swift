#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread mutex in memory its owner frees with ``destroy()``: the one place the package locks,
/// for ``Locked`` and ``LazyValue``. A value, so that a lazy value (a table holds one per route)
/// costs no second object.
///
/// (A pthread mutex: the package's platforms floor rules out `Synchronization.Mutex`.)
package struct PthreadLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// A new, unlocked mutex.
    package init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    /// Frees the mutex; it is not used after.
    package func destroy() {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Takes the mutex; the caller gives it back with ``unlock()``. (For a reader in another module:
    /// ``withLock(_:)`` is generic, and its closure ran unspecialized there.)
    package func lock() {
        pthread_mutex_lock(mutex)
    }

    /// Gives back the mutex ``lock()`` took.
    package func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// What `body` returns, run with the mutex held.
    package func withLock<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
