// A stub of the SwiftUI surface LinkStackSwiftUI uses, with its isolation, to type-check the bindings on Linux
// (Scripts/check-bindings.sh). Not SwiftUI: signatures are simplified to what the bindings call.
@MainActor @preconcurrency public protocol View { associatedtype Body: View; @ViewBuilder @MainActor var body: Body { get } }
extension Never: View { public var body: Never { fatalError() } }
public struct EmptyView: View { nonisolated public init() {}; public var body: Never { fatalError() } }
public struct _Conditional<A: View, B: View>: View { public var body: Never { fatalError() } }
@resultBuilder public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<C: View>(_ content: C) -> C { content }
    public static func buildIf<C: View>(_ content: C?) -> C? { content }
    public static func buildEither<A: View, B: View>(first: A) -> _Conditional<A, B> { _Conditional() }
    public static func buildEither<A: View, B: View>(second: B) -> _Conditional<A, B> { _Conditional() }
}
extension Optional: View where Wrapped: View { public var body: Never { fatalError() } }
public struct Text: View { public init(_ s: String) {}; public var body: Never { fatalError() } }
public struct AnyView: View { public init<V: View>(_ view: V) {}; public var body: Never { fatalError() } }
public struct ZStack<Content: View>: View { public init(@ViewBuilder content: () -> Content) {}; public var body: Never { fatalError() } }
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    public var wrappedValue: Value { fatalError() }
    public subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> Binding<T> { fatalError() }
}
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
    public var body: Never { fatalError() }
}
public struct NavigationStack<Data, Root: View>: View {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {}
    public var body: Never { fatalError() }
}
public enum Edge: Sendable { case leading, trailing, top, bottom }
public struct AnyTransition: Sendable {
    public static let identity = AnyTransition(), opacity = AnyTransition()
    public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { AnyTransition() }
}
public struct Animation: Sendable { public static let `default` = Animation() }
public struct _ViewModifier_Content<Modifier: ViewModifier>: View { public var body: Never { fatalError() } }
@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor func body(content: Content) -> Body
}
extension View {
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    public func transition(_ t: AnyTransition) -> some View { self }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    public func modifier<M: ViewModifier>(_ modifier: M) -> some View { self }
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
    public func tag<V: Hashable>(_ tag: V) -> some View { self }
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
}
