#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The last few states a graph checked (``StateValidator``) and what checking made of each, so
/// that a batch's lines from one current state, or from a few taken in turn, check each once
/// rather than once a line.
///
/// Checking reads a state's flows, tabs, screens and parameters, never its titles (it writes
/// them), so a state equal to the last one (``Screen``'s `==` leaves titles out) checks to the
/// same result. Only states that passed are kept; an error is worked out again each time.
package final class StateMemo: @unchecked Sendable {
    /// The states kept, the most recent last.
    private var kept: [(given: NavigationState, checked: NavigationState)] = []
    /// How many states are kept.
    package static let capacity = 8
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// What `check` makes of `state`: remembered when `state` equals one of the last ``capacity`` checked.
    package func checked<Failure: Error>(_ state: NavigationState,
                                         by check: (NavigationState) throws(Failure) -> NavigationState) throws(Failure) -> NavigationState {
        pthread_mutex_lock(mutex)
        let known = kept
        pthread_mutex_unlock(mutex)
        if let found = known.last(where: { $0.given == state }) { return found.checked }
        let checked = try check(state)
        pthread_mutex_lock(mutex)
        if kept.count == StateMemo.capacity { kept.removeFirst() }
        kept.append((state, checked))
        pthread_mutex_unlock(mutex)
        return checked
    }
}
