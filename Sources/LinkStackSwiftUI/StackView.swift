#if canImport(SwiftUI)
import LinkStackCore
import SwiftUI

/// One tab's (or the flow's) stack as a `NavigationStack` whose path is the stack above its root.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
struct StackView<ScreenView: View>: View {
    let model: NavigationModel
    let tab: String?
    let screenView: (Screen) -> ScreenView

    var body: some View {
        NavigationStack(path: Binding(get: { Array(model.state.stack(tab: tab).dropFirst()) },
                                      set: { model.userSetPath($0, tab: tab) })) {
            if let root = model.state.stack(tab: tab).first {
                screenView(root).navigationDestination(for: Screen.self) { screenView($0) }
            }
        }
    }
}
#endif
