/// One screen of a route's explicit `stack:`, such as `{ screen: Product, params: { id: "{id}" } }`.
package struct StackEntry: Sendable, Hashable {
    /// The screen's name.
    package let screen: String
    /// The parameters given explicitly, each as a template; nil when the entry is just a name,
    /// so the screen gets the parameters it declares.
    package let params: [String: ValueTemplate]?
    /// Where the entry is written.
    package let location: SourceLocation

    /// Creates an entry.
    package init(screen: String, params: [String: ValueTemplate]? = nil, location: SourceLocation) {
        self.screen = screen
        self.params = params
        self.location = location
    }
}
