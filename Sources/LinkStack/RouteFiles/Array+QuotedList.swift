extension Array where Element == String {
    /// The names quoted and joined for a message, at most `limit` of them and then a count of
    /// the rest: `'A', 'B', 'C' and 4 more`.
    func quotedList(limit: Int = 8) -> String {
        prefix(limit).map { "'\($0)'" }.joined(separator: ", ") + (count > limit ? " and \(count - limit) more" : "")
    }
}
