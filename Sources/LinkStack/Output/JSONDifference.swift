/// One place where two JSON values differ: its path (`target.stacks.Home[2].params.id`) and the
/// value on each side, nil where that side has nothing there.
///
/// ```swift
/// let expected: JSONValue = ["route": "cart", "params": ["id": 7]]
/// let actual: JSONValue = ["route": "cart", "params": ["id": "7"]]
/// JSONDifference.between(expected, actual).map(\.description)  // ["params.id: expected 7, got \"7\""]
/// ```
package struct JSONDifference: Sendable, Hashable {
    /// Where the values differ, as a JSON path: keys joined by `.`, array positions in `[]`;
    /// empty for the values themselves.
    package let path: String
    /// The expected value there, or nil when only the actual value has something there.
    package let expected: JSONValue?
    /// The actual value there, or nil when it has nothing there.
    package let actual: JSONValue?

    /// Creates a difference.
    package init(path: String, expected: JSONValue?, actual: JSONValue?) {
        self.path = path
        self.expected = expected
        self.actual = actual
    }

    /// Every place where `actual` differs from `expected`, in path order: objects are compared key
    /// by key and arrays position by position, so one changed value is one difference however
    /// deep it sits.
    package static func between(_ expected: JSONValue, _ actual: JSONValue, at path: String = "") -> [JSONDifference] {
        switch (expected, actual) {
        case let (.object(left), .object(right)):
            return Set(left.keys).union(right.keys).sorted().flatMap { key -> [JSONDifference] in
                let inner = path.isEmpty ? key : "\(path).\(key)"
                switch (left[key], right[key]) {
                case let (left?, right?): return between(left, right, at: inner)
                case let (left, right): return [JSONDifference(path: inner, expected: left, actual: right)]
                }
            }
        case let (.array(left), .array(right)):
            return (0..<max(left.count, right.count)).flatMap { index -> [JSONDifference] in
                let inner = "\(path)[\(index)]"
                guard index < left.count, index < right.count else {
                    return [JSONDifference(path: inner, expected: index < left.count ? left[index] : nil,
                                           actual: index < right.count ? right[index] : nil)]
                }
                return between(left[index], right[index], at: inner)
            }
        default:
            return expected == actual ? [] : [JSONDifference(path: path, expected: expected, actual: actual)]
        }
    }
}

extension JSONDifference: CustomStringConvertible {
    /// `params.id: expected 7, got "7"` (`nothing` for a missing side; the whole value is `(the result)`).
    package var description: String {
        let shown = { (value: JSONValue?) in value.map { $0.rendered() } ?? "nothing" }
        return "\(path.isEmpty ? "(the result)" : path): expected \(shown(expected)), got \(shown(actual))"
    }
}
