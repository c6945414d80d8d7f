#if canImport(SwiftUI)
import LinkStackCore
import SwiftUI

/// The modal layer `layer` as a sheet, or a full-screen cover for a ``PresentationStyle/fullScreen``
/// layer where the platform has one: a `NavigationStack` of its screens, with the next layer
/// inside it. Swiping it away dismisses it and every layer over it.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
struct ModalLayer<ScreenView: View>: ViewModifier {
    let model: NavigationModel
    let layer: Int
    let screenView: (Screen) -> ScreenView

    func body(content: Content) -> some View {
        #if os(macOS)
        return content.sheet(isPresented: presented(as: nil)) { stack }
        #else
        return content.sheet(isPresented: presented(as: .sheet)) { stack }
            .fullScreenCover(isPresented: presented(as: .fullScreen)) { stack }
        #endif
    }

    /// Whether the layer is shown (in `style`, when one is given); set false when the user dismisses it.
    private func presented(as style: PresentationStyle?) -> Binding<Bool> {
        Binding(get: { model.state.modals.count > layer && style.map { model.presentationStyle(ofModal: layer) == $0 } != false },
                set: { if !$0 { model.userDismissedModal(layer: layer) } })
    }

    /// The layer's navigation stack, with the next layer over it.
    private var stack: some View {
        AnyView(NavigationStack(path: Binding(get: { Array(screens.dropFirst()) },
                                              set: { model.userSetModalPath($0, layer: layer) })) {
            if let root = screens.first {
                screenView(root).navigationDestination(for: Screen.self) { screenView($0) }
            }
        }
        .modifier(ModalLayer(model: model, layer: layer + 1, screenView: screenView)))
    }

    /// The layer's screens, root first; empty once it is dismissed.
    private var screens: [Screen] { model.state.modals.indices.contains(layer) ? model.state.modals[layer] : [] }
}
#endif
