import Foundation
import Testing
import LinkStackCore

/// A lazy value (the core's `LazyBox`, which the engine's patterns use too) is made once, by
/// whichever thread reads it first, and every thread then reads that one value.
@Suite struct LazyBoxTests {
    final class Made: Sendable {}

    @Test func threadsReadingAFreshValueAtOnceShareTheOneMade() {
        for _ in 0..<50 {
            let makes = Locked(0)
            let value = LazyBox { () -> Made in
                makes.withLock { $0 += 1 }
                return Made()
            }
            #expect(!value.isMade)
            let seen = Locked(Set<ObjectIdentifier>())
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                for _ in 0..<100 {
                    let made = value.wrapped
                    seen.withLock { _ = $0.insert(ObjectIdentifier(made)) }
                }
            }
            #expect(makes.withLock { $0 } == 1)
            #expect(seen.withLock { $0.count } == 1)
            #expect(value.isMade)
        }
    }

    @Test func aValueIsMadeAtItsFirstReadOnly() {
        let makes = Locked(0)
        let value = LazyBox { () -> Int in
            makes.withLock { $0 += 1 }
            return 7
        }
        #expect(makes.withLock { $0 } == 0)
        #expect(value.wrapped == 7 && value.wrapped == 7)
        #expect(makes.withLock { $0 } == 1)
    }
}
