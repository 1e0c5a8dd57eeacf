/// Triggered segues and unwind segues.
///
/// A triggered segue (Apple docs, "UIStoryboardSegue"; "shouldPerformSegue(withIdentifier:sender:)"):
/// a user's tap on the control wired to it first asks the source `shouldPerformSegue(withIdentifier:sender:)`
/// (not asked when the app calls `performSegue(withIdentifier:sender:)`: "this method is not called
/// when you trigger a segue programmatically"); then the storyboard makes the destination
/// (`init(coder:)`, `awakeFromNib()`), calls the source's `prepare(for:sender:)` — the destination's view
/// is not loaded yet, its outlets are nil — and performs the segue, which loads the destination's view
/// as the push or presentation starts. The same order is published in "prepareForSegue and
/// PerformSegueWithIdentifier sender" (newbe.dev, answer quoting Apple's storyboard runtime steps).
///
/// An unwind segue (Apple docs, "Dismissing a View Controller with an Unwind Segue" and
/// "canPerformUnwindSegueAction(_:from:sender:)"): UIKit asks the source itself first, then walks back —
/// the controllers below it in its navigation stack, then its containers, then whoever presented it —
/// asking each `canPerformUnwindSegueAction` until one says yes (by default: it implements the action and
/// is not the source). The source first, answering no, then up its parents: a published log, iOS 6/7
/// ("InterfaceBuilder 만으로 화면결과 Delegating - UnwindingSegue Action", irontop.com: the source
/// `KSBLoginWebViewController` is asked with itself as `fromVC`, `superReturnCanPerform = 0`, then its
/// ancestor `KSBLoginRootViewController`). Then it
/// calls the source's `prepare(for:sender:)`, the destination's unwind action, and dismisses or pops
/// what lies between them. A source a tab bar controller presented for one of its tabs: that tab's
/// controller is asked before the source, then the other tabs top down, and the tab bar controller
/// selects the destination's tab (Matt Neuburg's bk2ch06p326TabbedUnwind log, iOS 9–11). The method was `canPerformUnwindSegueAction(_:from:withSender:)` until
/// iOS 13 (Apple docs: iOS 6.0–13.0, deprecated) and `canPerformUnwindSegueAction(_:from:sender:)`
/// since (iOS 13.0+).
extension Simulator {
    /// `source.performSegue(withIdentifier:sender:)` (`byUser` false) or a tap on the control the segue
    /// is wired to (`byUser` true: `user.tap(segue:in:)`).
    package func performSegue(
        withIdentifier identifier: String, from source: ViewController, sender: String, byUser: Bool
    ) throws(ModelError) {
        let scope = openEvidence(.appleUnwindSegue); defer { closeEvidence(scope) }
        // A tap names the source again as the operand: the rules tell it from a call in code (LL022).
        note(.performSegue, source, byUser ? source : nil, detail: .segue(identifier: identifier))
        try require(.storyboards) {
            .storyboardsAndSeguesNew(introduced: $0, running: profile.version)
        }
        guard let reference = source.scene, let segue = reference.scene.segue(withIdentifier: identifier) else {
            // UIKit raises NSInvalidArgumentException with this text.
            throw ModelError(.noSegue(receiver: source.name, identifier: identifier))
        }
        let arguments = [Argument("identifier", "\"\(identifier)\""), Argument("sender", sender)]
        if byUser, !asks(.shouldPerformSegue, of: source, arguments) { return }
        let destinationIndex: Int
        switch segue.kind {
        case .unwind(let action):
            try unwind(action: action, identifier: identifier, from: source, sender: sender)
            return
        case .show(let index), .showDetail(let index), .presentModally(let index, _), .popover(let index):
            destinationIndex = index
        }
        let destination = instantiateScene(at: destinationIndex, of: reference.storyboard, name: nil)
        // The segue object sets the destination's presentation style when it is made, before
        // `prepare(for:sender:)`: the source reads `.fullScreen` there for a Full Screen segue, `.popover`
        // for a popover segue (where apps set `popoverPresentationController?.delegate`, Apple's
        // "UIPopoverPresentationController" documentation), and from iOS 13 a default segue's `.automatic`
        // reads as the concrete style (`modalPresentationStyle(readBy:)`).
        switch segue.kind {
        case .presentModally(_, let style?):
            try setModalPresentationStyle(style, of: destination)
        case .popover:
            // A popover segue presents with `.popover`, anchored to the control it was wired to in
            // Interface Builder; on an iPhone it adapts (PresentationStyle.resolved: full screen on
            // iOS 8–12, a form sheet since 13). Before iOS 8 popovers were iPad-only (Apple docs,
            // "UIPopoverController": "for use exclusively on iPad devices").
            let adaptivePopovers = VersionedFeature.api(.popoverPresentationController)
            guard profile.has(adaptivePopovers) || !isHorizontallyCompact else {
                throw ModelError(
                    .popoverSegueOnPhoneNew(introduced: adaptivePopovers.introduced, running: profile.version),
                    unavailable: FeatureUnavailable(adaptivePopovers))
            }
            try setModalPresentationStyle(.popover, of: destination)
            destination.hasPopoverAnchor = true
        case .show, .showDetail, .presentModally, .unwind:
            break
        }
        callDuringSegue(
            .prepareForSegue, on: source,
            SegueInProgress(identifier: identifier, source: source, destination: destination),
            segueArguments(identifier, destination: destination, sender: sender))
        // `show(_:sender:)`: UINavigationController overrides it to push; the default presents
        // (Apple docs, "show(_:sender:)"). `showDetailViewController(_:sender:)` without a split view
        // controller presents (Apple docs). A navigation controller is never pushed — a Show segue to one
        // is presented instead (SwiftyJSON pull request 686 on GitHub, 2016: the segue "pointed to the
        // navigation controller" and was "presented instead"; one report, but it agrees with the push's
        // exception, which a Show segue never raises in the reports).
        if case .show = segue.kind, let nav = source.navigationControllerAncestor,
            (destination as? NavigationController) == nil
        {
            try pushViewController(destination, on: nav, animated: true)
            return
        }
        try present(destination, from: source, animated: true)
    }

    /// Calls a callback whose override may return a Bool (`true` when there is none, as UIKit's
    /// default implementations of these methods answer for the model's scenes).
    private func asks(_ callback: Callback, of controller: ViewController, _ arguments: [Argument]) -> Bool {
        ask(callback, controller, arguments)?.bool ?? true
    }

    /// A callback that receives the segue: app code reads it as `segue` while the callback runs.
    func callDuringSegue(
        _ callback: Callback, on controller: ViewController, _ segue: SegueInProgress, _ arguments: [Argument]
    ) {
        let outer = currentSegue
        currentSegue = segue
        call(callback, controller, arguments)
        currentSegue = outer
    }

    private func segueArguments(_ identifier: String, destination: ViewController, sender: String) -> [Argument] {
        [Argument("segue", "\"\(identifier)\" → \(destination.name)"), Argument("sender", sender)]
    }

    private func unwind(action: String, identifier: String, from source: ViewController, sender: String)
        throws(ModelError)
    {
        try require(.unwindSegues) {
            .unwindSeguesNew(introduced: $0, running: profile.version)
        }
        let question: Callback =
            Callback.canPerformUnwindSegueAction.isCalled(on: profile.version)
            ? .canPerformUnwindSegueAction : .canPerformUnwindSegueActionWithSender
        let questionArguments = [
            Argument("action", "\(action):"), Argument("from", source.name), Argument("sender", sender),
        ]
        var destination: ViewController?
        var candidates = [source] + unwindCandidates(from: source)
        if let origin = tabOrigin(of: source) { candidates.insert(origin, at: 0) }
        for candidate in candidates {
            let implementsAction = candidate.definition?.unwindActions.contains(action) == true
            let asked = withEvidence(EvidenceSet(.irontopUnwindLog, .neuburgUnwindLogs, .appleUnwindSegue)) {
                ask(question, candidate, questionArguments)
            }
            // UIKit's own answer: the action is implemented here, and this is not where the unwind starts.
            let answer = asked?.bool ?? (implementsAction && candidate !== source)
            if answer, implementsAction {
                destination = candidate
                break
            }
        }
        // No controller takes the action: UIKit performs nothing.
        guard let destination else { return }
        let segue = SegueInProgress(identifier: identifier, source: source, destination: destination)
        callDuringSegue(
            .prepareForSegue, on: source, segue, segueArguments(identifier, destination: destination, sender: sender))
        callDuringSegue(.unwindAction, on: destination, segue, [Argument("action", "\(action)(_:)")])
        let holder = destination.rootAncestor
        // An action that dismissed already (LL023): the model dismisses once rather than guess what a second
        // request for the same dismissal does.
        if let presented = holder.presentedViewController, !presented.transitionReason.isBeingDismissed {
            dismissPresentation(of: presented, animated: true, completion: nil)
        }
        // The tab bar controller is told to unwind towards the tab that holds the destination, and selects
        // it (`unwind(for:towards:)`; Neuburg's TabbedUnwind log: "set selectedViewController").
        if let tabs = destination.tabBarControllerAncestor,
            let tab = tabs.children.first(where: { destination.isDescendant(of: $0) }),
            tabs.selectedViewController !== tab
        {
            try withEvidence(EvidenceSet(.neuburgUnwindLogs)) { () throws(ModelError) in try selectTab(tab, of: tabs) }
        }
        if let nav = destination.navigationControllerAncestor ?? (destination as? NavigationController),
            let index = nav.children.firstIndex(where: { destination.isDescendant(of: $0) || $0 === destination }),
            index < nav.children.count - 1
        {
            try setNavigationStack(nav, Array(nav.children[...index]), animated: true)
        }
    }

    /// Where UIKit looks for an unwind destination, nearest first: the controllers below each step in
    /// a navigation stack, each container up the parent chain, then the presenter and on from there.
    private func unwindCandidates(from source: ViewController) -> [ViewController] {
        var candidates: [ViewController] = []
        var node = source
        while true {
            if let parent = node.parent {
                if parent is NavigationController, let index = parent.children.firstIndex(where: { $0 === node }) {
                    candidates.append(contentsOf: parent.children[..<index].reversed())
                }
                candidates.append(parent)
                node = parent
            } else if let presenter = node.presentingViewController {
                if let tabs = presenter as? TabBarController {
                    // The other tabs, each searched from its top controller down; a container with eligible
                    // children is not asked itself (Neuburg's TabbedUnwind log, iOS 9–11).
                    let origin = node.presentedFrom
                    for tab in tabs.children where origin?.isDescendant(of: tab) != true {
                        if tab is NavigationController {
                            candidates.append(contentsOf: tab.children.reversed())
                        } else {
                            candidates.append(tab)
                        }
                    }
                } else {
                    if presenter is NavigationController {
                        candidates.append(contentsOf: presenter.children.reversed())
                    }
                    candidates.append(presenter)
                }
                node = presenter
            } else {
                return candidates
            }
        }
    }

    /// A source presented from inside a tab bar controller (the tab bar controller presenting for one of
    /// its tabs): that tab's controller is asked before the source (Neuburg's TabbedUnwind log, iOS 9–11:
    /// "SecondViewController canPerformUnwindSegueAction … false", then the presented source's).
    private func tabOrigin(of source: ViewController) -> ViewController? {
        guard source.parent == nil, let presenter = source.presentingViewController as? TabBarController,
            let origin = source.presentedFrom, origin !== presenter, origin.isDescendant(of: presenter)
        else { return nil }
        return origin
    }
}
