/// Route templates shaped like a REST API of any size, for the scaling measurement: top-level
/// resources, each with nested sub-resources and `{id}` segments, every shape distinct.
struct SyntheticRoutes {
    /// A deterministic random source (SplitMix64), so every run measures the same tables.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// `count` templates, one a line.
    static func templates(count: Int, seed: UInt64 = 2026) -> String {
        var generator = Generator(state: seed)
        let resources = max(4, count / 25)
        let subresources = ["items", "comments", "events", "members", "settings", "labels", "files", "runs", "keys",
                            "hooks", "reviews", "stats", "tags", "assets", "jobs", "logs"]
        var seen: Set<String> = []
        var lines: [String] = []
        while lines.count < count {
            var segments = ["res\(Int.random(in: 0..<resources, using: &generator))"]
            var parameter = 0
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                if Bool.random(using: &generator) {
                    segments.append("{id\(parameter)}")
                    parameter += 1
                }
                segments.append(subresources.randomElement(using: &generator) ?? "items")
            }
            if Bool.random(using: &generator) { segments.append("{id\(parameter)}") }
            let template = "/" + segments.joined(separator: "/")
            if seen.insert(template).inserted { lines.append(template) }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
