import LinkStackCore

extension DeepLink.Limits {
    /// The smaller of each limit: what a route file's `limits:` makes of the table's.
    func tightened(by other: DeepLink.Limits) -> DeepLink.Limits {
        DeepLink.Limits(maxLength: min(maxLength, other.maxLength), maxSegments: min(maxSegments, other.maxSegments),
                        maxSegmentLength: min(maxSegmentLength, other.maxSegmentLength), maxQueryItems: min(maxQueryItems, other.maxQueryItems))
    }
}
