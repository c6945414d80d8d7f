import Foundation
import Testing
@testable import LinkStack

/// A lazy value is made once, by whichever thread reads it first, and every thread then reads
/// that one value, with no lock once it is made.
@Suite struct LazyValueTests {
    final class Made: Sendable {}

    @Test func threadsReadingAFreshValueAtOnceShareTheOneMade() {
        for _ in 0..<50 {
            let makes = Locked(0)
            let value = LazyValue { () -> Made in
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

    @Test func aValueMadeAlreadyIsNotMadeAgain() {
        let value = LazyValue(made: 7)
        #expect(value.isMade)
        #expect(value.wrapped == 7)
    }
}
