/// A screen as a route file declares it: `Product: { parent: ProductList, title: "Product {id}" }`.
package struct ScreenDefinition: Sendable, Hashable {
    /// The screen's name.
    package let name: String
    /// Its title template, such as `Product {id}`.
    package let title: String?
    /// ``title`` read into its pieces once, for ``title(with:)``.
    package let titleTemplate: TextTemplate?
    /// The screen below it in a stack, if it is not a root. For a screen over the current state
    /// (``isOverCurrent``), its `otherwise:` screen: the chain used when the shown state cannot take it.
    package let parent: String?
    /// Whether it goes over what the user sees (`parent: current`): pushed on the visible stack,
    /// or presented over everything with a `presentation`, when the shown state is of its flow;
    /// on its ``parent`` chain (`otherwise:`) when nothing is shown or another flow is.
    package var isOverCurrent: Bool
    /// The parameters it declares with `params:`, when it declares them.
    package let declaredParams: [String]?
    /// Where it is declared.
    package let location: SourceLocation
    /// Where its `parent:` value is written, when it has one.
    package var parentLocation: SourceLocation?
    /// How it is presented when it starts a modal navigation stack over the rest of its parent
    /// chain (`presentation: sheet`, `modal` or `fullScreen`); nil for a screen that is pushed.
    package var presentation: PresentationStyle?
    /// Its guards (`requires:` and `redirect:`, or `guards:`), checked in order whenever a target
    /// holds it, in a stack or a modal layer: the first unmet one sends the user to its redirect
    /// flow with the link kept as pending. Empty for a screen anyone may see.
    package var guards: [NavigationGuard]
    /// The parameters every route that shows it on top captures, in the first such route's
    /// order; nil when no route does. Set when the table is built.
    package var routeParams: [String]? {
        didSet { parameterNames = ScreenDefinition.parameterNames(declared: declaredParams, routes: routeParams, title: titleParams) }
    }
    /// The parameters the screen is given when it is below the top of a stack, as far as the
    /// route that shows it captures them: its `params:` list when it declares one, otherwise the
    /// names every route that shows it on top captures (``routeParams``) and those its title mentions.
    ///
    /// `Comments: { parent: Article }` with the route `/articles/{id}/comments` keeps `id` under
    /// `Compose`, so the app can build it again. Worked out once, not on every resolution.
    package private(set) var parameterNames: [String]

    /// Creates a definition; `routeParams`, `presentation` and `parentLocation` as a checked table
    /// gives them (what `linkstack generate swift` writes).
    package init(name: String, title: String? = nil, parent: String? = nil, declaredParams: [String]? = nil,
                isOverCurrent: Bool = false, presentation: PresentationStyle? = nil, guards: [NavigationGuard] = [],
                routeParams: [String]? = nil, location: SourceLocation, parentLocation: SourceLocation? = nil) {
        self.name = name
        self.title = title
        self.titleTemplate = title.map(TextTemplate.init)
        self.parent = parent
        self.declaredParams = declaredParams
        self.location = location
        self.isOverCurrent = isOverCurrent
        self.presentation = presentation
        self.guards = guards
        self.routeParams = routeParams
        self.parentLocation = parentLocation
        self.parameterNames = ScreenDefinition.parameterNames(declared: declaredParams, routes: routeParams,
                                                              title: titleTemplate?.names ?? [])
    }

    /// Every requirement of its guards, in order: what must hold for a target holding it to be shown.
    package var requires: [String] { guards.flatMap(\.requires) }

    /// Whether it is presented modally: it starts a modal navigation stack over the rest of its parent chain.
    package var isModal: Bool { presentation != nil }

    /// ``parameterNames``: the declared list, else the routes' names then the title's others.
    private static func parameterNames(declared: [String]?, routes: [String]?, title: [String]) -> [String] {
        declared ?? (routes ?? []) + title.filter { !(routes ?? []).contains($0) }
    }

    /// The `{name}` placeholders its title mentions, in order.
    package var titleParams: [String] { titleTemplate?.names ?? [] }

    /// The title with each `{name}` replaced by the parameter's text; nil without a title.
    package func title(with params: Parameters) -> String? {
        titleTemplate?.filled(with: params)
    }

    /// `template` with each `{name}` replaced by `write(params[name])` (the value's text unless
    /// told otherwise; empty when missing).
    package static func interpolate(_ template: String, with params: Parameters,
                                    writing write: (ParameterValue) -> String = \.text) -> String {
        TextTemplate(template).filled(with: params, writing: write)
    }
}
