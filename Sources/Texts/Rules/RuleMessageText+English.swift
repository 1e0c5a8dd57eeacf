import LifecycleModel

extension RuleMessageText {
    static func english(_ message: RuleMessage) -> String {
        switch message {
        case .missingSuper(let who, let callback):
            return "\(object(who)) overrides \(code(callback.name)) without calling \(superCall(callback))"
        case .superLoadViewDiscarded(let who):
            return
                "\(object(who)) calls `super.loadView()` in a `loadView()` that assigns its own view: UIKit's view is built, then thrown away"
        case .viewReadInLoadView(let who):
            return
                "\(object(who)) reads `view` inside its own `loadView()` before assigning it: UIKit calls `loadView()` again, forever"
        case .loadViewCalledDirectly(let who, let callback):
            let place = callback.map { " in \(code($0.name))" } ?? ""
            return
                "`loadView()` of \(object(who)) is called directly\(place): `viewDidLoad()` will never run for the view it makes"
        case .childViewAddedToWindow(let child, let unpaired):
            return
                "\(code(child.name + ".view")) is added to the window, but \(object(child)) is not its root view controller: \(englishConsequence(unpaired))"
        case .childViewAddedWithoutAddChild(let child, let container, let unpaired):
            return
                "\(code(child.name + ".view")) is added to \(code(container))'s view, but \(object(child)) is not a child of \(code(container)): \(englishConsequence(unpaired))"
        case .didMoveNeverCalled(let parent, let child):
            return
                "\(code("\(parent).addChild(\(child))")) is never followed by \(code("\(child).didMove(toParent: \(parent))"))"
        case .willMoveBeforeAddChild(let parent, let child):
            return
                "\(code("willMove(toParent: \(parent))")) is called on \(code(child)) before `addChild`, which sends it again"
        case .willMoveToNilAfterRemoval(let child):
            return "`willMove(toParent: nil)` is called on \(code(child)) after it was removed from its parent"
        case .removedBeforeWillMove(let child, let parent):
            return
                "\(code(child + ".removeFromParent()")) is called before `willMove(toParent: nil)`: \(code(child)) is told it has left \(code(parent)) before it is told it is leaving"
        case .viewRemovedAfterChildLeft(let child):
            return
                "\(code(child + ".view")) is removed after \(code(child)) left its parent: its disappearance is no longer forwarded"
        case .presentsFromOffscreen(let who, let presented, let callback, let presenter):
            let what = presented.map { " \(code($0))" } ?? ""
            let place = callback.map { " in \(code($0.name))" } ?? ""
            return
                "\(object(who)) presents\(what)\(place), but \(code(presenter))'s view is not in the window hierarchy: UIKit logs `Attempt to present … whose view is not in the window hierarchy` and presents nothing"
        case .geometryReadEarly(let who, let property, let callback):
            return
                "\(object(who)) reads \(code(property)) in \(code(callback.name)), before its geometry and traits are final"
        case .subviewAddedInLayout(let who, let callback):
            return "\(object(who)) adds a subview in \(code(callback.name)), which runs on every layout pass"
        case .constraintsActivatedInLayout(let who, let callback):
            return "\(object(who)) activates constraints in \(code(callback.name)), which runs on every layout pass"
        case .expensiveWork(let who, let method, let callback):
            return
                "\(object(who)) calls \(code(method + "()")) in \(code(callback.name)), which runs on every appearance or layout pass"
        case .appearanceTransitionBegunTwice(let name, let appearing):
            return
                "\(code("beginAppearanceTransition(\(appearing), animated:)")) is called on \(code(name)) twice without `endAppearanceTransition()`"
        case .appearanceTransitionEndedUnbegun(let name):
            return
                "`endAppearanceTransition()` is called on \(code(name)) without a matching `beginAppearanceTransition(_:animated:)`"
        case .appearanceTransitionNeverEnded(let name, let appearing):
            let whom = name.map(code) ?? "a controller"
            return
                "\(code("beginAppearanceTransition(\(appearing), animated:)")) on \(whom) is never ended: it stays \(appearing ? "appearing" : "disappearing")"
        case .neverDeinitialised(let who, let property):
            let closure = property.map { " \(code($0))" } ?? ""
            return
                "\(object(who)) is never deinitialised: its stored closure\(closure) captures `self` strongly, so it keeps itself alive after the last outside reference is gone"
        case .outletBeforeViewLoads(let who, let outlet, let owner):
            return
                "\(code(who.name + "." + outlet)) is used before \(code(owner))'s view is loaded: the outlet is nil (an implicitly unwrapped outlet crashes)"
        case .observerAddedAgain(let who, let notification, let callback):
            return
                "\(object(who)) adds an observer of \(code(notification)) in \(code(callback.name)) while the one it added on an earlier appearance is still registered: each post now runs it once per appearance"
        case .keptAliveByPendingWork(let who, .task):
            return
                "\(object(who)) has no outside reference left, but the `Task` started here captures `self` strongly and was never cancelled: the controller stays alive (`deinit` waits) until it has run"
        case .keptAliveByPendingWork(let who, .timer):
            return
                "\(object(who)) has no outside reference left, but the `Timer` started here captures `self` strongly and was never invalidated: the controller stays alive (`deinit` waits) until it has run"
        case .animateInSizeTransition(let who):
            return
                "\(object(who)) starts `UIView.animate` in `viewWillTransition(to:with:)`: it runs before the new size is applied, not alongside the transition"
        case .presentsInViewDidLoad(let who, let presented, let presenter, let caller):
            let what = presented.map { " \(code($0))" } ?? ""
            return
                "\(object(who)) presents\(what) in `viewDidLoad()`, before its own view is in the window: the presentation starts from \(code(presenter)) in the middle of \(code(caller))'s own appearance"
        case .outletUsedBeforeLoad(let owner, let outlet, let callback):
            return
                "\(code(owner + "." + outlet)) is used in \(code(callback.name)), before \(code(owner))'s view is loaded: the outlet is nil (an implicitly unwrapped outlet crashes)"
        case .performSegueInViewDidLoad(let who, let identifier):
            return
                "\(object(who)) performs segue \(code("\"\(identifier)\"")) in `viewDidLoad()`, before its view is in a window"
        case .performSegueSkipsShouldPerform(let who, let identifier):
            return
                "\(object(who)) calls \(code("performSegue(withIdentifier: \"\(identifier)\")")) from code: its `shouldPerformSegue(withIdentifier:sender:)` is not asked"
        case .dismissesInUnwindAction(let who):
            return "\(object(who)) dismisses in its unwind action; the unwind segue does it right after"
        case .popsInUnwindAction(let who):
            return "\(object(who)) pops in its unwind action; the unwind segue does it right after"
        case .presentsFromDetached(let who, let inside, let presented, let callback):
            let top = inside.map { " (inside \(code($0)))" } ?? ""
            let what = presented.map { " \(code($0))" } ?? ""
            let place = callback.map { " in \(code($0.name))" } ?? ""
            return
                "\(object(who))\(top) presents\(what)\(place), but it is neither the window's root nor presented, nor inside either: UIKit logs `Attempt to present … whose view is not in the window hierarchy` and presents nothing"
        case .viewLoadedInInitialiser(let who, let callback):
            return
                "\(object(who)) reads `view` in \(code(callback.name)): the view loads there, and `viewDidLoad()` runs before the code that created the controller has set it up"
        }
    }

    private static func englishConsequence(_ unpaired: Bool) -> String {
        unpaired
            ? "it gets only an unpaired `viewWillAppear(_:)` now, and no appearance, trait or size forwarding"
            : "it gets no appearance callbacks, and no trait or size forwarding"
    }
}
