import Yams

extension RouteFileReader {
    /// The keys of a route file's `limits:` section, each with its ``DeepLink/Limits`` field.
    static var limitKeys: [(key: String, field: WritableKeyPath<DeepLink.Limits, Int>)] { [
        ("maxLength", \.maxLength), ("maxSegments", \.maxSegments),
        ("maxSegmentLength", \.maxSegmentLength), ("maxQueryItems", \.maxQueryItems),
    ] }

    /// Reads `limits: { maxLength: 2048, maxSegments: 8, ... }`. A limit can only be tightened:
    /// each value is a whole number from 1 up to the default.
    mutating func limits(_ node: Node) -> DeepLink.Limits? {
        guard let map = mapping(node, what: "'limits'") else { return nil }
        var limits = DeepLink.Limits.default
        for (key, value) in entries(map, allowed: RouteFileReader.limitKeys.map(\.key)) {
            guard let field = RouteFileReader.limitKeys.first(where: { $0.key == key })?.field,
                  let text = scalar(value, what: "'\(key)'") else { continue }
            let most = DeepLink.Limits.default[keyPath: field]
            guard text.isPlain, let number = Int(text.text), (1...most).contains(number) else {
                report("'\(key)' must be a whole number from 1 to \(most) (a table can tighten a limit, not loosen it)", at: value)
                continue
            }
            limits[keyPath: field] = number
        }
        return limits
    }
}
