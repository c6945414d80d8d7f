// Unsafe: pthread keys hold each thread's own PCRE2 match contexts, which PCRE2 does not let threads share: with LazyValue's atomic slot, 5.4 % of a GitHub --batch line and 7.0 % of a Routes/blog one, against a pool under a lock (the performance page).
import CLinkStackAtomics
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A slot for an object of each thread's own, retained once when the thread keeps it and released
/// when the thread ends: how a thread keeps its PCRE2 match contexts (`PCRE2MatchContext`), with
/// no lock and no allocation per use.
///
/// A reader asks ``object(in:key:make:)`` with its slot's constant
/// (`LINKSTACK_THREAD_MATCH_CONTEXTS`, in `CLinkStackAtomics`): a
/// thread-local load, where `pthread_getspecific` is a call and a key kept in a static property
/// is a lazy-initialisation check. Only a thread's first ask makes its object and reads the key,
/// made once with the slot, which releases the object as the thread ends.
struct ThreadObjectKey: @unchecked Sendable {
    /// The key whose value on each thread is the slot's object, to release it as the thread ends.
    private let key: pthread_key_t
    /// The slot (below `LINKSTACK_THREAD_OBJECTS`).
    private let slot: Int32

    /// A new key for `slot` (made once, as a type's static property), whose objects are released
    /// as their threads end.
    init(slot: Int32) {
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

    /// The calling thread's object in `slot`; at the thread's first ask, the one `make` makes,
    /// kept there until the thread ends by the slot's key, `key` (read only then). Valid while the
    /// thread runs: the thread holds it.
    @inline(__always)
    static func object<Object: AnyObject>(in slot: Int32, key: () -> ThreadObjectKey, make: () -> Object) -> Unmanaged<Object> {
        if let pointer = linkstack_thread_object(slot) { return Unmanaged<Object>.fromOpaque(pointer) }
        return kept(make(), by: key())
    }

    /// `object`, kept by `key` as the calling thread's (its first ask, out of the readers' way).
    @inline(never)
    static func kept<Object: AnyObject>(_ object: Object, by key: ThreadObjectKey) -> Unmanaged<Object> {
        let kept = Unmanaged.passRetained(object)
        key.keep(kept.toOpaque())
        return kept
    }

    /// Keeps `object`, passed retained, as the calling thread's object in the slot until the
    /// thread ends.
    func keep(_ object: UnsafeMutableRawPointer) {
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
