extension String {
    /// The `parts` one after another, in a string with room for them all made once.
    package init(joining parts: [String]) {
        var text = ""
        text.reserveCapacity(parts.reduce(0) { $0 + $1.utf8.count })
        for part in parts { text += part }
        self = text
    }
}
