/// The version of this LinkStack: what `linkstack --version` prints and a compiled table records.
package enum LinkStackVersion {
    /// The version, such as `0.15.0`.
    package static let current = "0.15.0"
}
