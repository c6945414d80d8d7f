/// One screen in a navigation stack: its name, the parameters it is shown with and its title.
///
/// Two screens are the same screen when their names and parameters are equal; the title is
/// presentation only and takes no part in equality.
///
/// ```swift
/// let product = Screen("Product", params: ["id": 42], title: "Product 42")
/// product == Screen("Product", params: ["id": 42])  // true
/// ```
public struct Screen: Sendable {
    /// The screen's name, as the route file declares it.
    public var name: String
    /// The parameters it is shown with.
    public var params: Parameters
    /// Its title, with the parameters filled in, when the route file gives one.
    public var title: String?

    /// Creates a screen.
    public init(_ name: String, params: Parameters = [:], title: String? = nil) {
        self.name = name
        self.params = params
        self.title = title
    }
}

extension Screen: Hashable {
    /// Same name and same parameters; the title is ignored.
    public static func == (lhs: Screen, rhs: Screen) -> Bool {
        lhs.name == rhs.name && lhs.params == rhs.params
    }

    /// Hashes the name and parameters.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(params)
    }
}

extension Screen: CustomStringConvertible {
    /// `Product(id: 42)`, or just `Home` without parameters.
    public var description: String {
        params.isEmpty ? name : name + params.description
    }
}
