#if canImport(SwiftUI)
import LinkStackCore
import SwiftUI

/// The modal layer `layer` as a sheet: a `NavigationStack` of its screens, with the next layer's
/// sheet inside it. Swiping it away dismisses it and every layer over it.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
struct ModalLayer<ScreenView: View>: ViewModifier {
    let model: NavigationModel
    let layer: Int
    let screenView: (Screen) -> ScreenView

    func body(content: Content) -> some View {
        content.sheet(isPresented: Binding(get: { model.state.modals.count > layer },
                                           set: { if !$0 { model.userDismissedModal(layer: layer) } })) {
            AnyView(NavigationStack(path: Binding(get: { Array(screens.dropFirst()) },
                                                  set: { model.userSetModalPath($0, layer: layer) })) {
                if let root = screens.first {
                    screenView(root).navigationDestination(for: Screen.self) { screenView($0) }
                }
            }
            .modifier(ModalLayer(model: model, layer: layer + 1, screenView: screenView)))
        }
    }

    /// The layer's screens, root first; empty once it is dismissed.
    private var screens: [Screen] { model.state.modals.indices.contains(layer) ? model.state.modals[layer] : [] }
}
#endif
