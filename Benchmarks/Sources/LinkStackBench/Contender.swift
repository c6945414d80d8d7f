/// One router under test: a name, the timed work on input number `i`, and the template line
/// that input resolved to (-1 for none), for the correctness check.
///
/// Each contender prepares its own inputs (full URLs for LinkStack, paths for the others) before
/// timing starts; the timed work is everything from that text to the router's answer.
struct Contender {
    /// The name printed in the TSV, e.g. `linkstack-match`.
    let name: String
    /// Resolves one input; returns something cheap taken from the answer, so that it is computed.
    let run: (Int) -> Int
    /// Resolves one input to its template line, or -1.
    let resolve: (Int) -> Int

    /// Inputs whose answer differs from `expected` (unknown expectations are not counted).
    func disagreements(with expected: [Int?]) -> Int {
        expected.indices.reduce(0) { count, index in
            guard let want = expected[index] else { return count }
            return count + (resolve(index) == want ? 0 : 1)
        }
    }
}
