import Testing
import LinkStackCore

/// The notifications a plan sends follow each modal's presentation style: a sheet leaves its
/// presenter in the window, a full-screen modal does not.
@Suite struct NavigationEventTests {
    static let home = NavigationState([Screen("Home"), Screen("Album")])

    static func kinds(_ events: [NavigationEvent]) -> [String] {
        events.map { "\($0.kind.rawValue) \($0.screen.name)" }
    }

    @Test func presentingASheetSendsThePresenterNoDisappearance() {
        var target = Self.home
        target.modals = [[Screen("Player")]]
        let plan = TransitionPlan(from: Self.home, to: target)
        #expect(plan.operations == [.present([Screen("Player")], style: .sheet)])
        #expect(Self.kinds(NavigationEvent.events(applying: plan, to: Self.home))
            == ["viewWillAppear Player", "willShow Player", "viewDidAppear Player", "didShow Player"])
    }

    @Test func presentingFullScreenSendsThePresenterItsDisappearance() {
        var target = Self.home
        target.modals = [[Screen("Player")]]
        let plan = TransitionPlan(from: Self.home, to: target, styles: ["Player": .fullScreen])
        #expect(plan.operations == [.present([Screen("Player")], style: .fullScreen)])
        #expect(Self.kinds(NavigationEvent.events(applying: plan, to: Self.home, styles: ["Player": .fullScreen]))
            == ["viewWillDisappear Album", "viewWillAppear Player", "willShow Player", "viewDidDisappear Album",
                "viewDidAppear Player", "didShow Player"])
    }

    @Test func dismissingASheetSendsThePresenterNoAppearance() {
        var shown = Self.home
        shown.modals = [[Screen("Player")]]
        let plan = TransitionPlan(from: shown, to: Self.home)
        #expect(Self.kinds(NavigationEvent.events(applying: plan, to: shown)) == ["viewWillDisappear Player", "viewDidDisappear Player"])
        #expect(Self.kinds(NavigationEvent.events(applying: plan, to: shown, styles: ["Player": .fullScreen]))
            == ["viewWillDisappear Player", "viewWillAppear Album", "viewDidDisappear Player", "viewDidAppear Album"])
    }

    /// Dismissing two layers reveals the presenter of the lower one: its style decides.
    @Test func theLowestDismissedLayerDecidesWhetherThePresenterAppears() {
        var shown = Self.home
        shown.modals = [[Screen("Player")], [Screen("Share")]]
        let plan = TransitionPlan(from: shown, to: Self.home)
        #expect(plan.operations == [.dismiss(count: 2)])
        #expect(Self.kinds(NavigationEvent.events(applying: plan, to: shown, styles: ["Player": .fullScreen]))
            == ["viewWillDisappear Share", "viewWillAppear Album", "viewDidDisappear Share", "viewDidAppear Album"])
        #expect(Self.kinds(NavigationEvent.events(applying: plan, to: shown, styles: ["Share": .fullScreen]))
            == ["viewWillDisappear Share", "viewDidDisappear Share"])
    }
}
