#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pthread key whose value on each thread is an object of that thread's own, retained once when
/// the thread sets it and released when the thread ends: how a thread keeps its PCRE2 match
/// contexts (`PCRE2MatchContext`) and its own templates (`ThreadKinds`), with no lock and no
/// allocation per use. The caller reads and sets the value itself (`pthread_getspecific`, then
/// `pthread_setspecific` of an object passed retained, at its first ask): through a generic
/// method of this module, the engine's look-up cost about 20 instructions more each time.
package struct ThreadObjectKey: @unchecked Sendable {
    /// The key.
    package let key: pthread_key_t

    /// A new key (made once, as a type's static property), whose objects are released as their threads end.
    package init() {
        var key = pthread_key_t()
        #if canImport(Darwin)
        pthread_key_create(&key) { Unmanaged<AnyObject>.fromOpaque($0).release() }
        #else
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
        }
        #endif
        self.key = key
    }
}
