/// `UIPageViewController`: one page on screen at a time (its only child), changed by
/// `setViewControllers(_:direction:animated:completion:)` or by the user's swipe. The appearance
/// callbacks of the two pages come in an order that depends on the transition style, and a cancelled
/// swipe leaves the incoming page with a viewWillAppear never matched by a viewDidAppear
/// ("The Inconsistent Order of View Transition Events", wangling.me, 2014 — iOS 7 logs of all four
/// cases below; the completed scroll order is also UIPageViewController's in rechsteiner/Parchment#468,
/// 2020: "viewWillAppear: Stockholm, viewWillDisappear: Oslo, viewDidAppear: Stockholm,
/// viewDidDisappear: Oslo"). Facing pages (two per spread) are not modelled.
package final class PageViewController: ViewController {
    package enum TransitionStyle: String, CaseIterable, Sendable { case scroll, pageCurl }
    package enum Direction: String, CaseIterable, Sendable { case forward, reverse }

    package let transitionStyle: TransitionStyle
    /// The page on screen (or to be shown when the page view controller appears).
    var displayed: ViewController? { children.first }
    /// Whether the data source has been asked for the current page's neighbours since the pages were
    /// last set: the page view controller keeps what it was given (see `swipePage`).
    var asksDataSourceOnNextSwipe = true
    /// The objects that receive the data source and delegate calls: what the scenario assigned
    /// (`pages.dataSource = self`), else a stand-in named `pages.dataSource` / `pages.delegate`,
    /// created on first use. `dataSourceRemoved`: the scenario set `dataSource = nil`.
    var dataSource: ModelObject?
    var delegate: ModelObject?
    var dataSourceRemoved = false

    init(
        name: String, className: String, definition: ClassDefinition?, creation: Creation = .code,
        transitionStyle: TransitionStyle
    ) {
        self.transitionStyle = transitionStyle
        super.init(name: name, className: className, definition: definition, creation: creation)
    }

    override var forwardsAppearanceInSuper: Bool { true }

    override func breakLinks() {
        super.breakLinks()
        dataSource = nil
        delegate = nil
    }
}

extension Simulator {
    /// `setViewControllers(_:direction:animated:completion:)`. Not gesture-driven, so the delegate hears
    /// nothing (Apple docs, "pageViewController(_:willTransitionTo:)" and
    /// "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)": both
    /// are for gesture-driven transitions only). On screen, the pages change with the style's order of
    /// a completed swipe — no published log shows this call, so that order is the model's assumption —
    /// at once without animation, when the animation ends with it; the completion runs last.
    package func setViewControllers(
        _ controllers: [ViewController], direction: PageViewController.Direction, animated: Bool,
        on pages: PageViewController, completion: (() -> Void)?
    ) throws(ModelError) {
        let scope = openEvidence(.wanglingTransitionEvents2014, .modelPageSetOrder); defer { closeEvidence(scope) }
        note(.setViewControllers, pages)
        guard controllers.count == 1, let new = controllers.first else {
            throw ModelError(.pageCount(given: controllers.count))
        }
        if !(animated && pages.transitionStyle == .scroll && profile.animatedScrollSetKeepsStaleNeighbours) {
            pages.asksDataSourceOnNextSwipe = true
        }
        guard let old = pages.displayed, old !== new else {
            if pages.displayed == nil { try showFirstPage(new, in: pages) }
            completion?()
            return
        }
        guard let pagesView = pages.view, pagesView.isInWindow, pages.appearance != .disappeared else {
            // Off screen: the page is swapped without appearance callbacks.
            detachChild(old, from: pages)
            if let oldView = old.view, oldView.superview === pages.view { detach(oldView) }
            finishDetaching(old)
            try attachChild(new, to: pages)
            announceDidMove(new, to: pages)
            completion?()
            return
        }
        try turnPage(pages, from: old, to: new, animated: animated, timing: animated ? .nextTurn : .immediately) {
            completion?()
        }
    }

    /// The first page. Once the page view controller's view is loaded — in its own `viewDidLoad()`, before
    /// it is on screen — the page is loaded and appears at once, inside this call: `viewDidLoad`,
    /// `viewWillAppear`, `viewDidAppear`, `didMove(toParent:)`, before the page view controller's own
    /// `viewWillAppear` and before the page's first layout ("UIPageViewController's setViewController
    /// invokes unexpected view lifecycle", stackoverflow.com/questions/48653763, 2018, iOS 11: "viewDidLoad(),
    /// viewWillAppear, viewDidAppear didMove(toParentViewController:), viewWillLayoutSubviews()…";
    /// uias/Pageboy#233, 2019: the first child's viewWillAppear and viewDidAppear before the page view
    /// controller's viewWillAppear). When the page view controller then appears, the page, already
    /// appeared, hears nothing more. Neither log shows `viewIsAppearing(_:)`; the model sends none (the
    /// page is not in a window). Before the view is loaded the page waits, and appears with its container.
    /// Both logs are from iOS 11 and later; the model gives every release the same order (its choice).
    private func showFirstPage(_ page: ViewController, in pages: PageViewController) throws(ModelError) {
        let scope = openEvidence(.stackOverflowPageViewControllerSetViewControllers, .pageboyFirstPageAppearance)
        defer { closeEvidence(scope) }
        try attachChild(page, to: pages)
        if let pagesView = pages.view {
            let pageView = try loadedView(of: page)
            if pagesView.isInWindow, pages.appearance == .appeared {
                performTransition(
                    disappearing: [], appearing: [page], animated: false, order: .appearingFirst,
                    timing: .immediately, insertViews: { self.insert(pageView, into: pagesView) },
                    removeViews: {}, finish: {})
            } else if !pagesView.isInWindow {
                beginAppearance(page, appearing: true, animated: false)
                insert(pageView, into: pagesView)
                endAppearance(page, animated: false)
            }
        }
        announceDidMove(page, to: pages)
    }

    /// `user.swipePage(pages, direction:, to:, completes:)`: the user drags the next (or previous) page
    /// in and lifts the finger on a later turn. The data source is asked for the current page's
    /// neighbours when the swipe starts (only the first time after the pages were set) and, when the
    /// swipe completes, for the neighbour beyond the new page; the delegate hears
    /// `willTransitionTo` when the swipe starts and `didFinishAnimating` once the pages have finished
    /// their appearance callbacks (`.wisdomSkyDuanPageTestNote`, iOS 9.1: slight scroll →
    /// viewControllerAfter, viewControllerBefore, willTransitionTo; touch up → didFinishAnimating, not
    /// completed; a completed scroll → didFinishAnimating, then viewControllerAfter for the new page).
    /// The pages' own callbacks rest on the appearance logs.
    package func swipePage(
        _ pages: PageViewController, direction: PageViewController.Direction, to new: ViewController,
        completes: Bool
    ) throws(ModelError) {
        let scope = openEvidence(.wanglingTransitionEvents2014, .parchmentPageScrollOrder);
        defer { closeEvidence(scope) }
        guard let old = pages.displayed, pages.isOnScreenForSwipe else {
            throw ModelError(.noPageOnScreen(pages: pages.name))
        }
        guard !pages.dataSourceRemoved else {
            // Apple docs, "dataSource": "If you provide a data source, the page view controller enables
            // gesture-based navigation"; without one the user cannot swipe.
            throw ModelError(.noPageDataSource(pages: pages.name))
        }
        guard old !== new, new.parent == nil, new.presentingViewController == nil else {
            throw ModelError(.pageNotSwipeable(page: new.name))
        }
        let dataSource = pageDataSource(of: pages)
        let delegate = pageDelegate(of: pages)
        withEvidence(.wisdomSkyDuanPageTestNote) {
            if pages.asksDataSourceOnNextSwipe {
                pages.asksDataSourceOnNextSwipe = false
                call(.pageViewControllerAfter, dataSource, [Argument("viewControllerAfter", old.name)])
                call(.pageViewControllerBefore, dataSource, [Argument("viewControllerBefore", old.name)])
            }
            if Callback.pageViewControllerWillTransition.isCalled(on: profile.version) {
                call(
                    .pageViewControllerWillTransition, delegate, [Argument("pendingViewControllers", "[\(new.name)]")])
            }
        }
        let finished = { (completed: Bool) in
            self.withEvidence(.wisdomSkyDuanPageTestNote) {
                self.call(
                    .pageViewControllerDidFinishAnimating, delegate,
                    [
                        Argument("finished", "true"), Argument("previousViewControllers", "[\(old.name)]"),
                        Argument("transitionCompleted", "\(completed)"),
                    ])
            }
        }
        guard completes else {
            try cancelPageSwipe(pages, from: old, to: new) { finished(false) }
            return
        }
        try turnPage(pages, from: old, to: new, animated: true, timing: .nextTurn) {
            finished(true)
            let beyond: Callback = direction == .forward ? .pageViewControllerAfter : .pageViewControllerBefore
            let label = direction == .forward ? "viewControllerAfter" : "viewControllerBefore"
            self.withEvidence(.wisdomSkyDuanPageTestNote) { self.call(beyond, dataSource, [Argument(label, new.name)]) }
        }
    }

    /// A page change that completes: the new page's will-callback first in both styles; the
    /// did-callbacks new page first when scrolling, old page first when curling (wangling.me, "Page
    /// Scrolling… Normal", "Page Curling… Normal").
    private func turnPage(
        _ pages: PageViewController, from old: ViewController, to new: ViewController, animated: Bool,
        timing: CompletionTiming, finish: @escaping () -> Void
    ) throws(ModelError) {
        guard let pagesView = pages.view else { return }
        try attachChild(new, to: pages)
        let newView = try loadedView(of: new)
        detachChild(old, from: pages)
        performTransition(
            disappearing: [old], appearing: [new], animated: animated, beginOrder: .appearingFirst,
            order: pages.transitionStyle == .scroll ? .appearingFirst : .disappearingFirst, timing: timing,
            insertViews: { self.insert(newView, into: pagesView) },
            removeViews: { if let oldView = old.view, oldView.superview === pagesView { self.detach(oldView) } },
            finish: {
                self.finishDetaching(old)
                self.announceDidMove(new, to: pages)
                finish()
            })
    }

    /// A swipe let go before the page turned: both pages reverse. Scrolling: the current page comes
    /// back (will-, did-appear) before the incoming one leaves (will-, did-disappear); curling: the
    /// incoming page's viewWillDisappear, the current page's viewWillAppear, then the incoming page's
    /// viewDidDisappear and the current page's viewDidAppear (wangling.me, "Canceled Interactive
    /// Scrolling", "Canceled Interactive Curling").
    private func cancelPageSwipe(
        _ pages: PageViewController, from old: ViewController, to new: ViewController,
        finish: @escaping () -> Void
    ) throws(ModelError) {
        guard let pagesView = pages.view else { return }
        try attachChild(new, to: pages)
        let newView = try loadedView(of: new)
        beginIncomingFirstInteraction(incoming: new, view: newView, outgoing: old, into: pagesView) {
            if pages.transitionStyle == .scroll {
                self.beginAppearance(old, appearing: true, animated: true)
                self.endAppearance(old, animated: true)
                self.beginAppearance(new, appearing: false, animated: true)
                self.detach(newView)
                self.endAppearance(new, animated: true)
            } else {
                self.beginAppearance(new, appearing: false, animated: true)
                self.beginAppearance(old, appearing: true, animated: true)
                self.detach(newView)
                self.endAppearance(new, animated: true)
                self.endAppearance(old, animated: true)
            }
            self.detachChild(new, from: pages)
            self.finishDetaching(new)
            finish()
        }
    }

    /// `pages.dataSource = …` / `pages.delegate = …` (weak in UIKit: the model does not retain them).
    package func setDataSource(_ object: ViewController?, of pages: PageViewController) {
        pages.dataSource = object
        pages.dataSourceRemoved = object == nil
    }

    package func setDelegate(_ object: ViewController?, of pages: PageViewController) {
        pages.delegate = object
    }

    private func pageDataSource(of pages: PageViewController) -> ModelObject {
        if let dataSource = pages.dataSource { return dataSource }
        let dataSource = ModelObject(name: "\(pages.name).dataSource", className: "DataSource", definition: nil)
        pages.dataSource = dataSource
        return dataSource
    }

    private func pageDelegate(of pages: PageViewController) -> ModelObject {
        if let delegate = pages.delegate { return delegate }
        let delegate = ModelObject(name: "\(pages.name).delegate", className: "Delegate", definition: nil)
        pages.delegate = delegate
        return delegate
    }
}

extension PageViewController {
    var isOnScreenForSwipe: Bool { view?.isInWindow == true && appearance == .appeared }
}
