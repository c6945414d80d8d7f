// Unsafe: pthread's mutex, as Synchronization's Mutex needs iOS 18 and macOS 15, above the package's floor; LazyValue's, which keeps its slot in the same memory (LazyValue's line has the number).
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread mutex in memory its owner frees with ``destroy()``: the engine's lock, for
/// ``LazyValue``. A value, so that a lazy value (a table holds one per route)
/// costs no second object; and a lazy value's slot for its value's address is kept in the same
/// memory (``slot``), so that it costs no second allocation either.
///
/// (A pthread mutex: the package's platforms floor rules out `Synchronization.Mutex`.)
struct PthreadLock: @unchecked Sendable {
    /// The memory: the slot, then the mutex.
    private let memory: UnsafeMutableRawPointer
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// A new, unlocked mutex, with its slot empty.
    init() {
        let slotSize = MemoryLayout<UnsafeMutableRawPointer?>.stride
        let offset = (slotSize + MemoryLayout<pthread_mutex_t>.alignment - 1) / MemoryLayout<pthread_mutex_t>.alignment
            * MemoryLayout<pthread_mutex_t>.alignment
        memory = .allocate(byteCount: offset + MemoryLayout<pthread_mutex_t>.size,
                           alignment: max(MemoryLayout<UnsafeMutableRawPointer?>.alignment, MemoryLayout<pthread_mutex_t>.alignment))
        memory.initializeMemory(as: UnsafeMutableRawPointer?.self, to: nil)
        mutex = (memory + offset).bindMemory(to: pthread_mutex_t.self, capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    /// A pointer's room beside the mutex, nil until its owner writes it (``LazyValue`` keeps its
    /// value's address there, and reads it atomically).
    var slot: UnsafeMutablePointer<UnsafeMutableRawPointer?> {
        memory.assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    }

    /// Frees the mutex; it is not used after.
    func destroy() {
        pthread_mutex_destroy(mutex)
        memory.deallocate()
    }

    /// Takes the mutex; the caller gives it back with ``unlock()``. (For a reader in another module:
    /// ``withLock(_:)`` is generic, and its closure ran unspecialized there.)
    func lock() {
        pthread_mutex_lock(mutex)
    }

    /// Gives back the mutex ``lock()`` took.
    func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// What `body` returns, run with the mutex held.
    func withLock<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
