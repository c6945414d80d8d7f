#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stops the fuzzer with `message` on standard error when `condition` is false. Unlike
/// `precondition`, the message survives optimized builds, so a crash report says what broke.
public func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fuzzFailure(message()) }
}

/// Stops the fuzzer with `message` on standard error.
public func fuzzFailure(_ message: String) -> Never {
    let line = Array("fuzz check failed: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    abort()
}
