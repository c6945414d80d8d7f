import LinkStackCore

extension ScreenDefinition {
    /// The parameters a route must capture to show the screen below the top (a load-time error
    /// otherwise): its `params:` list, or the names its title mentions.
    var requiredParams: [String] { declaredParams ?? titleParams }
}
