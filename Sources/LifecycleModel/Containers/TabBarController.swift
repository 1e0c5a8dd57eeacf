/// `UITabBarController`. Its tabs are its children (each added with `willMove`/`didMove(toParent:)`
/// at once); only the selected tab's view is loaded and shown, so a tab's view loads on its first
/// selection. Selecting a tab switches without animation, inside the setter.
package final class TabBarController: ViewController {
    package internal(set) var selectedIndex = 0
    var displayed: ViewController?
    /// `delegate` (UITabBarControllerDelegate); weak in UIKit, not retained here.
    var delegate: ModelObject?

    package var viewControllers: [ViewController] { children }
    package var selectedViewController: ViewController? {
        children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
    }

    override var forwardsAppearanceInSuper: Bool { true }

    /// UITabBar, 49 pt.
    override var barInsets: EdgeInsets { EdgeInsets(bottom: 49) }

    override func breakLinks() {
        super.breakLinks()
        delegate = nil
    }
}

extension Simulator {
    package func setViewControllers(_ controllers: [ViewController], on tabs: TabBarController) throws(ModelError) {
        note(.setViewControllers, tabs)
        for (index, controller) in controllers.enumerated()
        where controllers[..<index].contains(where: { $0 === controller }) {
            throw ModelError(.twiceInTabs(controller: controller.name))
        }
        let removed = tabs.children.filter { old in !controllers.contains { $0 === old } }
        let added = controllers.filter { new in !tabs.children.contains { $0 === new } }
        for controller in removed { detachChild(controller, from: tabs) }
        for controller in added { try attachChild(controller, to: tabs) }
        tabs.children = controllers
        for controller in added { announceDidMove(controller, to: tabs) }
        if !tabs.children.indices.contains(tabs.selectedIndex) { tabs.selectedIndex = 0 }
        try showSelectedTab(tabs)
        for controller in removed { finishDetaching(controller) }
    }

    package func selectTab(at index: Int, of tabs: TabBarController) throws(ModelError) {
        note(.selectTab, tabs)
        guard tabs.children.indices.contains(index) else {
            throw ModelError(.tabIndexOutOfRange(index: index, tabs: tabs.name, count: tabs.children.count))
        }
        tabs.selectedIndex = index
        try showSelectedTab(tabs)
    }

    package func selectTab(_ controller: ViewController, of tabs: TabBarController) throws(ModelError) {
        guard let index = tabs.children.firstIndex(where: { $0 === controller }) else {
            throw ModelError(.notATab(controller: controller.name, tabs: tabs.name))
        }
        try selectTab(at: index, of: tabs)
    }

    /// Switches the visible tab if the tab bar controller is on screen, at once and without animation unless
    /// the delegate vends an animator.
    /// The order differs from a push: the new tab's willAppear comes first, then the old tab's
    /// willDisappear and didDisappear, then the new tab's didAppear (published device log,
    /// https://pgzxc.github.io/posts/efa3afd7.html: "ContactViewController viewWillAppear,
    /// MessageViewController viewWillDisappear, viewDidDisappear, ContactViewController viewDidAppear").
    private func showSelectedTab(_ tabs: TabBarController) throws(ModelError) {
        let selected = tabs.selectedViewController
        guard tabs.displayed !== selected else { return }
        guard let tabsView = tabs.view, tabsView.isInWindow, tabs.appearance != .disappeared else {
            if let old = tabs.displayed?.view, old.superview === tabs.view { detach(old) }
            tabs.displayed = nil
            return
        }
        let old = tabs.displayed
        // The delegate's animator, if any, animates the switch (InteractiveTabTransition.swift).
        var animated = false
        if let old, let selected { animated = askDelegateForTabAnimator(tabs, from: old, to: selected) }
        tabs.displayed = selected
        let newView = try selected.map { controller throws(ModelError) in try loadedView(of: controller) }
        withEvidence(animated ? EvidenceSet(.pgzxcTabSwitch, .modelAnimatedTabOrder) : EvidenceSet(.pgzxcTabSwitch)) {
            performTransition(
                disappearing: old.map { [$0] } ?? [], appearing: selected.map { [$0] } ?? [], animated: animated,
                beginOrder: .appearingFirst, order: .disappearingFirst, timing: animated ? .nextTurn : .immediately,
                insertViews: { if let newView { self.insert(newView, into: tabsView) } },
                removeViews: { if let oldView = old?.view, oldView.superview === tabsView { self.detach(oldView) } },
                finish: {})
        }
    }
}

/// The user's taps and the delegate (UITabBarControllerDelegate). A tap asks the delegate's
/// `tabBarController(_:shouldSelect:)` first — false keeps the current tab, with no appearance callback —
/// then switches as setting `selectedViewController` does, then tells the delegate
/// `tabBarController(_:didSelect:)`, also when the tapped tab was already selected (Apple docs,
/// "tabBarController(_:shouldSelect:)": "in response to the user tapping a tab bar item";
/// "tabBarController(_:didSelect:)": "called only in response to user taps… not called when your code
/// changes the tab bar contents programmatically", "regardless of whether the selected view controller
/// changed"). No published device log places `didSelect` against the tabs' appearance callbacks; a
/// 2025 juejin.cn article (juejin.cn/post/7588022226739183666) tabulates it after the new tab's
/// `viewDidAppear(_:)`, but its will-order contradicts pgzxc's log and it reads as machine-written, so it
/// is not followed as evidence. The model's choice: after the switch, because a non-animated tab switch
/// completes inside the selection, before the selection call returns (the pgzxc log above), and the
/// delegate is told the user "selected" an item (a switch the delegate's animator animates has begun by then;
/// its did-callbacks follow on a later turn).
extension Simulator {
    /// `tabs.delegate = …` (weak in UIKit: the model does not retain it).
    package func setDelegate(_ delegate: ModelObject?, of tabs: TabBarController) {
        tabs.delegate = delegate
    }

    /// `user.tap(tab:in:)`: the user taps the tab bar item of `controller`.
    package func tapTab(_ controller: ViewController, in tabs: TabBarController) throws(ModelError) {
        guard let index = tabs.children.firstIndex(where: { $0 === controller }) else {
            throw ModelError(.notATab(controller: controller.name, tabs: tabs.name))
        }
        guard tabs.view?.isInWindow == true else {
            throw ModelError(.tabBarOffScreen(tabs: tabs.name))
        }
        let arguments = [Argument("tabBarController", tabs.name), Argument("viewController", controller.name)]
        let allowed = withEvidence(.appleTabBarControllerDelegate) {
            askDelegate(tabs.delegate, .tabBarControllerShouldSelect, arguments)
        }
        guard allowed?.bool ?? true else { return }
        try selectTab(at: index, of: tabs)
        if let delegate = tabs.delegate, delegate.implements(.tabBarControllerDidSelect) {
            withEvidence(.appleTabBarControllerDelegate, .modelTabDidSelectAfterSwitch) {
                call(.tabBarControllerDidSelect, delegate, arguments)
            }
        }
    }
}
