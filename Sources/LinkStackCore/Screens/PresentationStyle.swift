/// How a modal screen is presented (`presentation:` in a route file), as UIKit's
/// `modalPresentationStyle` says it.
///
/// Since iOS 13 a modal is a page sheet unless told otherwise: the presenter stays in the window,
/// so it gets no `viewWillDisappear`/`viewDidDisappear` when the sheet comes, and no
/// `viewWillAppear`/`viewDidAppear` when it goes. A full-screen modal hides the presenter, which
/// gets all four. `presentation: modal` means ``sheet``.
public enum PresentationStyle: String, Sendable, Hashable, CaseIterable {
    /// `UIModalPresentationStyle.pageSheet`, iOS's default: the presenter stays shown beneath it.
    case sheet
    /// `UIModalPresentationStyle.fullScreen`: the presenter leaves the window until the modal is dismissed.
    case fullScreen

    /// The style of a modal stack whose root is `root`, in `styles` (modal root screen names to
    /// their style, as `ScreenGraph.presentationStyles` gives them); ``sheet`` when it is not listed.
    package static func of(_ root: Screen?, in styles: [String: PresentationStyle]) -> PresentationStyle {
        root.flatMap { styles[$0.name] } ?? .sheet
    }
}
