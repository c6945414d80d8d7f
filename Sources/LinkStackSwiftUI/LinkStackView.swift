#if canImport(SwiftUI)
import LinkStackCore
import SwiftUI

/// Shows a ``NavigationModel``: the flow's `TabView` (one `NavigationStack` per tab) or its one
/// `NavigationStack`, with the modal layers as sheets over it. Links change the model; the user's
/// taps, back swipes and swiped-away sheets flow back into it through the bindings.
///
/// It holds no navigation logic: each binding reads the model's state and writes the user's change
/// to one of its `user…` methods, which the core tests.
///
/// ```swift
/// LinkStackView(model: model, flows: ShopLinks.table.flows) { screen in
///     ScreenView(screen: screen)
/// }
/// .onOpenURL { url in model.open(url.absoluteString, with: ShopLinks.resolver, context: session.context) }
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
public struct LinkStackView<ScreenView: View>: View {
    private let model: NavigationModel
    private let flows: [String: FlowDefinition]
    private let screenView: (Screen) -> ScreenView

    /// Creates the view of `model`; `flows` gives the tabs' order and each flow's transition, and
    /// `screenView` draws one screen.
    public init(model: NavigationModel, flows: [String: FlowDefinition] = [:], @ViewBuilder screenView: @escaping (Screen) -> ScreenView) {
        self.model = model
        self.flows = flows
        self.screenView = screenView
    }

    /// The flow's tabs or stack, replaced with the flow's transition when the flow changes.
    public var body: some View {
        let flow = model.state.flow
        ZStack {
            flowView
                .id(flow)
                .transition(transition(flows[flow ?? ""]?.transition ?? FlowTransition.none))
        }
        .animation(.default, value: flow)
        .modifier(ModalLayer(model: model, layer: 0, screenView: screenView))
    }

    @ViewBuilder private var flowView: some View {
        if let tab = model.state.tab {
            TabView(selection: Binding(get: { tab }, set: { model.userSelectedTab($0) })) {
                ForEach(model.state.tabs(in: flows), id: \.self) { name in
                    StackView(model: model, tab: name, screenView: screenView)
                        .tabItem { Text(model.state.stack(tab: name).first?.title ?? name) }
                        .tag(name)
                }
            }
        } else {
            StackView(model: model, tab: nil, screenView: screenView)
        }
    }

    private func transition(_ transition: FlowTransition) -> AnyTransition {
        switch transition {
        case .none: return .identity
        case .fade: return .opacity
        case .slide: return .asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading))
        }
    }
}
#endif
