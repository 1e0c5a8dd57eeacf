/// `UITabBarController`. Its tabs are its children (each added with `willMove`/`didMove(toParent:)`
/// at once); only the selected tab's view is loaded and shown, so a tab's view loads on its first
/// selection. Selecting a tab switches without animation, inside the setter.
package final class TabBarController: ViewController {
    package internal(set) var selectedIndex = 0
    var displayed: ViewController?

    package var viewControllers: [ViewController] { children }
    package var selectedViewController: ViewController? {
        children.indices.contains(selectedIndex) ? children[selectedIndex] : nil
    }

    override var forwardsAppearanceInSuper: Bool { true }

    /// UITabBar, 49 pt.
    override var barInsets: EdgeInsets { EdgeInsets(bottom: 49) }
}

extension Simulator {
    package func setViewControllers(_ controllers: [ViewController], on tabs: TabBarController) throws(ModelError) {
        note(.setViewControllers, tabs)
        for (index, controller) in controllers.enumerated()
        where controllers[..<index].contains(where: { $0 === controller }) {
            throw ModelError("\(controller.name) appears twice in the tab bar controller's viewControllers")
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
            throw ModelError("selectedIndex \(index) is out of range: \(tabs.name) has \(tabs.children.count) tabs")
        }
        tabs.selectedIndex = index
        try showSelectedTab(tabs)
    }

    package func selectTab(_ controller: ViewController, of tabs: TabBarController) throws(ModelError) {
        guard let index = tabs.children.firstIndex(where: { $0 === controller }) else {
            throw ModelError("\(controller.name) is not one of \(tabs.name)'s viewControllers")
        }
        try selectTab(at: index, of: tabs)
    }

    /// Switches the visible tab if the tab bar controller is on screen, at once and without animation.
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
        tabs.displayed = selected
        let newView = try selected.map { controller throws(ModelError) in try loadedView(of: controller) }
        performTransition(
            disappearing: old.map { [$0] } ?? [], appearing: selected.map { [$0] } ?? [], animated: false,
            beginOrder: .appearingFirst, order: .disappearingFirst, timing: .immediately,
            insertViews: { if let newView { self.insert(newView, into: tabsView) } },
            removeViews: { if let oldView = old?.view, oldView.superview === tabsView { self.detach(oldView) } },
            finish: {})
    }
}
