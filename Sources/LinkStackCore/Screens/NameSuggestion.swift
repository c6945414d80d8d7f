/// Finds the known name a misspelt one most likely meant, for "did you mean" hints: `Articel` →
/// `Article`, `screns` → `screens`.
package enum NameSuggestion {
    /// The known name nearest to `name` by edit distance (insertions, deletions, substitutions and
    /// swaps of neighbours, ignoring case), when it is near enough to be a slip: at most 1 edit
    /// for names up to 4 characters, 2 up to 8, 3 beyond. Ties go to the first in sorted order.
    package static func closest(to name: String, among known: some Collection<String>) -> String? {
        let target = Array(name.lowercased())
        let allowed = target.count <= 4 ? 1 : target.count <= 8 ? 2 : 3
        var best: (name: String, distance: Int)?
        for candidate in known.sorted() where candidate != name {
            let distance = editDistance(target, Array(candidate.lowercased()))
            if distance <= allowed, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// "; did you mean 'X'?" when ``closest(to:among:)`` finds one, else "": the tail of a message
    /// about an unknown name.
    package static func hint(for name: String, among known: some Collection<String>) -> String {
        closest(to: name, among: known).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The optimal string alignment distance between two strings.
    package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [Int](repeating: 0, count: b.count + 1)
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            previous2 = previous
            previous = current
        }
        return previous[b.count]
    }
}
