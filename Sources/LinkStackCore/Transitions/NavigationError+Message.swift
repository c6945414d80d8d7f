extension NavigationError: CustomStringConvertible {
    /// A stable name for the error, such as `covered_by_modal`.
    public var code: String {
        switch self {
        case .indexOutOfRange: return "index_out_of_range"
        case .emptyStack: return "empty_stack"
        case .noRoot: return "no_root"
        case .notPresented: return "not_presented"
        case .coveredByModal: return "covered_by_modal"
        case .unknownTab: return "unknown_tab"
        case .notReusable: return "not_reusable"
        }
    }

    /// What UIKit would refuse, in words: `cannot change a stack, tab or flow while a modal stack covers it; dismiss first`.
    public var description: String {
        switch self {
        case let .indexOutOfRange(index, count): return "no screen at index \(index) of a stack of \(count)"
        case .emptyStack: return "a navigation stack cannot be empty; it always has a root"
        case .noRoot: return "the stack has no root yet; set a stack before pushing or popping"
        case let .notPresented(count, presented): return "cannot dismiss \(count) modal stacks; \(presented) presented"
        case .coveredByModal: return "cannot change a stack, tab or flow while a modal stack covers it; dismiss first"
        case .unknownTab(let tab): return "the flow has no tab \(tab)"
        case .notReusable(let index): return "the live screen at index \(index) is not there, differs, or is kept twice"
        }
    }
}
