import CLinkStackAtomics
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A slot for an object of each thread's own, retained once when the thread keeps it and released
/// when the thread ends: how a thread keeps its PCRE2 match contexts (`PCRE2MatchContext`) and its
/// own templates (`ThreadKinds`), with no lock and no allocation per use.
///
/// A reader asks `linkstack_thread_object(slot)` itself, with its slot's constant
/// (`LINKSTACK_THREAD_MATCH_CONTEXTS`, `LINKSTACK_THREAD_KINDS`, in `CLinkStackAtomics`): a
/// thread-local load, where `pthread_getspecific` is a call and a key kept in a static property
/// is a lazy-initialisation check. A thread's first reader makes its object and hands it to
/// ``keep(_:)``: the pthread key, made once with the slot, releases it as the thread ends.
package struct ThreadObjectKey: @unchecked Sendable {
    /// The key whose value on each thread is the slot's object, to release it as the thread ends.
    private let key: pthread_key_t
    /// The slot (below `LINKSTACK_THREAD_OBJECTS`).
    private let slot: Int32

    /// A new key for `slot` (made once, as a type's static property), whose objects are released
    /// as their threads end.
    package init(slot: Int32) {
        precondition(slot >= 0 && slot < LINKSTACK_THREAD_OBJECTS, "a thread keeps \(LINKSTACK_THREAD_OBJECTS) objects")
        var key = pthread_key_t()
        #if canImport(Darwin)
        pthread_key_create(&key) { ThreadObjectKey.release($0) }
        #else
        pthread_key_create(&key) { pointer in
            if let pointer { ThreadObjectKey.release(pointer) }
        }
        #endif
        self.key = key
        self.slot = slot
    }

    /// Keeps `object`, passed retained, as the calling thread's object in the slot until the
    /// thread ends.
    package func keep(_ object: UnsafeMutableRawPointer) {
        pthread_setspecific(key, object)
        linkstack_set_thread_object(slot, object)
    }

    /// A thread's object as its thread ends: no longer found in its slot, then released.
    private static func release(_ object: UnsafeMutableRawPointer) {
        for slot in 0..<LINKSTACK_THREAD_OBJECTS where linkstack_thread_object(slot) == object {
            linkstack_set_thread_object(slot, nil)
        }
        Unmanaged<AnyObject>.fromOpaque(object).release()
    }
}
