/// The version of this LinkStack: what `linkstack --version` prints and a compiled table records.
public enum LinkStackVersion {
    /// The version, such as `0.14.0`.
    public static let current = "0.14.0"
}
