#if canImport(UIKit) && !os(watchOS)
import Foundation
import LinkStackCore

/// A screen kept beside the view controller built for it (values of an `NSMapTable` must be objects).
final class ScreenBox: NSObject {
    /// The screen the controller shows.
    let screen: Screen

    init(_ screen: Screen) { self.screen = screen }
}
#endif
