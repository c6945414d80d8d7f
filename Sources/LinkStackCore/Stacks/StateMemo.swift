#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The last state a graph checked (``StateValidator``) and what checking made of it, so that a
/// batch's lines from one current state check it once rather than once a line.
///
/// Checking reads a state's flows, tabs, screens and parameters, never its titles (it writes
/// them), so a state equal to the last one (``Screen``'s `==` leaves titles out) checks to the
/// same result. Only states that passed are kept; an error is worked out again each time.
package final class StateMemo: @unchecked Sendable {
    private var last: (given: NavigationState, checked: NavigationState)?
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// What `check` makes of `state`: remembered when `state` equals the last one checked.
    package func checked<Failure: Error>(_ state: NavigationState,
                                         by check: (NavigationState) throws(Failure) -> NavigationState) throws(Failure) -> NavigationState {
        pthread_mutex_lock(mutex)
        let known = last
        pthread_mutex_unlock(mutex)
        if let known, known.given == state { return known.checked }
        let checked = try check(state)
        pthread_mutex_lock(mutex)
        last = (state, checked)
        pthread_mutex_unlock(mutex)
        return checked
    }
}
