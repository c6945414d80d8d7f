// Unsafe: a pthread key holds each thread's own PCRE2 match contexts, which PCRE2 does not let threads share; Foundation's Thread.current.threadDictionary instead made a GitHub --batch line 2.1× dearer (11,238 -> 23,180; Routes/blog 16,584 -> 30,239).
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A key for an object of each thread's own, retained once when the thread keeps it and released
/// when the thread ends: how a thread keeps its PCRE2 match contexts (`PCRE2MatchContext`), with
/// no lock and no allocation per use.
struct ThreadObjectKey: @unchecked Sendable {
    /// The key whose value on each thread is that thread's object.
    private let key: pthread_key_t

    /// A new key (made once, as a type's static property), whose objects are released as their
    /// threads end.
    init() {
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

    /// The calling thread's object; at the thread's first ask, the one `make` makes, kept until
    /// the thread ends. Valid while the thread runs: the thread holds it.
    @inline(__always)
    func object<Object: AnyObject>(make: () -> Object) -> Unmanaged<Object> {
        if let pointer = pthread_getspecific(key) { return Unmanaged<Object>.fromOpaque(pointer) }
        return kept(make())
    }

    /// `object`, kept as the calling thread's (its first ask, out of the readers' way).
    @inline(never)
    private func kept<Object: AnyObject>(_ object: Object) -> Unmanaged<Object> {
        let kept = Unmanaged.passRetained(object)
        pthread_setspecific(key, kept.toOpaque())
        return kept
    }
}
