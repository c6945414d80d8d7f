import Foundation

/// A value behind a lock, shared by the threads a test starts: what they count or collect.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A box holding `value`.
    init(_ value: Value) {
        self.value = value
    }

    /// What `body` makes of the value, which it may change, with the lock held.
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
