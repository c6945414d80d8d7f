import CLinkStackAtomics
import Foundation
import Testing
@_spi(Engine) @testable import LinkStackCore

/// A thread's own object (``ThreadObjectKey``) is found in its slot on that thread alone, and
/// when the thread ends it is released and no longer found there.
@Suite struct ThreadObjectKeyTests {
    /// An object that says when it is freed.
    private final class Tracked {
        let freed: Locked<Bool>
        init(_ freed: Locked<Bool>) { self.freed = freed }
        deinit { freed.withLock { $0 = true } }
    }

    @Test func aThreadsObjectIsItsOwnAndIsReleasedWhenTheThreadEnds() async throws {
        let key = ThreadObjectKey(slot: LINKSTACK_THREAD_KINDS)
        let freed = Locked(false), found = Locked([Bool]())
        let address = Unmanaged.passRetained(Tracked(freed)).toOpaque(), bits = Int(bitPattern: address)
        let thread = Thread {
            guard let object = UnsafeMutableRawPointer(bitPattern: bits) else { return }
            let empty = linkstack_thread_object(LINKSTACK_THREAD_KINDS) == nil
            key.keep(object)
            found.withLock { $0 = [empty, linkstack_thread_object(LINKSTACK_THREAD_KINDS) == object] }
        }
        thread.start()
        // The thread ends after its closure; its key's destructor releases the object then.
        for _ in 0..<500 where !freed.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(10)) }
        #expect(found.withLock { $0 } == [true, true], "a new thread's slot is empty, then holds what it kept")
        #expect(freed.withLock { $0 }, "the thread's end released its object")
        #expect(linkstack_thread_object(LINKSTACK_THREAD_KINDS) != address, "another thread's slot does not hold it")
    }

    @Test func aThreadMakesItsObjectAtItsFirstAskOnly() async throws {
        let key = ThreadObjectKey(slot: LINKSTACK_THREAD_MATCH_CONTEXTS)
        let freed = Locked(false), made = Locked(0), same = Locked(false)
        let thread = Thread {
            let ask = {
                ThreadObjectKey.object(in: LINKSTACK_THREAD_MATCH_CONTEXTS, key: { key }) {
                    made.withLock { $0 += 1 }
                    return Tracked(freed)
                }
            }
            let first = ask(), second = ask()
            same.withLock { $0 = first.toOpaque() == second.toOpaque() }
        }
        thread.start()
        for _ in 0..<500 where !freed.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(10)) }
        #expect(made.withLock { $0 } == 1, "made at the first ask only")
        #expect(same.withLock { $0 }, "the second ask finds the first's object")
        #expect(freed.withLock { $0 }, "the thread's end released it")
    }
}
