/// One step of writing an express result, plain data so that running a route's steps touches no
/// reference count: bytes from the lane's pool, a captured value, or a mark of the stack's bytes.
struct ExpressOp: Sendable {
    /// What the step does.
    enum Kind: UInt8, Sendable {
        /// Copy `count` bytes of the pool from `start`, then, when `position` is not negative,
        /// capture `position`: its bytes, or an `int`'s digits (any quotes are the pool's bytes).
        case bytes
        /// The target stack's bytes start here.
        case stackStart
        /// They end here.
        case stackEnd
        /// Copy the target stack's bytes again.
        case stackCopy
        /// The link as given.
        case url
    }

    let kind: Kind
    var start: Int32 = 0
    var count: Int32 = 0
    var position: Int32 = -1
}
