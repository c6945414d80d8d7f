#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Each screen's parent chain (``PreparedScreens/Rung``s, root first), worked out the first time
/// a link shows the screen and kept: a table of thousands of screens pays at load for none of them.
final class ChainCache: @unchecked Sendable {
    private let screens: [String: ScreenDefinition]
    private var chains: [String: [PreparedScreens.Rung]] = [:]
    private var rungs: [String: PreparedScreens.Rung] = [:]
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init(screens: [String: ScreenDefinition]) {
        self.screens = screens
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The screen `name`'s chain of parents, root first, the screen last (a cycle ends where it
    /// closes); nil for a screen the table does not declare.
    func chain(of name: String) -> [PreparedScreens.Rung]? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let chain = chains[name] { return chain }
        guard let definition = screens[name] else { return nil }
        var chain: [PreparedScreens.Rung] = [], names: Set<String> = []
        var next: ScreenDefinition? = definition
        while let screen = next, names.insert(screen.name).inserted {
            chain.append(PreparedScreens.Rung(screen))
            next = screen.parent.flatMap { screens[$0] }
        }
        chain.reverse()
        chains[name] = chain
        return chain
    }

    /// The screen `name` as a stack needs it; nil for a screen the table does not declare.
    func rung(_ name: String) -> PreparedScreens.Rung? {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let rung = rungs[name] { return rung }
        guard let definition = screens[name] else { return nil }
        let rung = PreparedScreens.Rung(definition)
        rungs[name] = rung
        return rung
    }
}
