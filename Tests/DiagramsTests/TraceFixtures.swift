import LifecycleModel

/// Traces built by hand (until the scenario runner lands) in the orders UIKit uses.
enum TraceFixtures {
    /// Builds events with consecutive sequence numbers.
    struct Builder {
        var events: [TraceEvent] = []
        mutating func add(
            _ object: String, _ className: String, _ callback: Callback, depth: Int = 0, line: Int,
            _ appearance: AppearanceState?, args: [Argument] = []
        ) {
            events.append(
                TraceEvent(
                    seq: events.count + 1, object: object, className: className, callback: callback, args: args,
                    depth: depth, line: line, transaction: line,
                    state: StateSnapshot(
                        viewLoaded: true, inWindow: appearance != .disappeared, appearance: appearance,
                        geometryAccurate: appearance == .appeared, traitsCurrent: true,
                        transitionCoordinator: appearance == .appearing || appearance == .disappearing)))
        }
    }

    static let pushAndCancelledSwipeBackSource = """
        let nav = UINavigationController(rootViewController: A)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(B, animated: true)
        user.swipeBack(nav, completes: false)
        """

    /// Push B over A, then a swipe-back the user cancels: B gets viewWillDisappear then
    /// viewWillAppear/viewDidAppear again, A gets viewWillAppear then viewWillDisappear/viewDidDisappear
    /// (stackoverflow.com/questions/18927878).
    static func pushAndCancelledSwipeBack(ios: IOSVersion = IOSVersion(17)) -> Trace {
        let animated = [Argument("animated", "true")]
        var b = Builder()
        let nav = "UINavigationController", vc = "UIViewController"
        b.add("nav", nav, .loadView, line: 3, .disappeared)
        b.add("nav", nav, .viewDidLoad, line: 3, .disappeared)
        b.add("nav", nav, .viewWillAppear, line: 3, .disappeared, args: [Argument("animated", "false")])
        b.add("A", vc, .loadView, depth: 1, line: 3, .disappeared)
        b.add("A", vc, .viewDidLoad, depth: 1, line: 3, .disappeared)
        b.add("A", vc, .viewWillAppear, depth: 1, line: 3, .disappeared, args: [Argument("animated", "false")])
        b.add("A.view", "UIView", .didMoveToWindow, depth: 2, line: 3, nil)
        b.add("nav", nav, .viewIsAppearing, line: 3, .appearing, args: [Argument("animated", "false")])
        b.add("A", vc, .viewIsAppearing, depth: 1, line: 3, .appearing, args: [Argument("animated", "false")])
        b.add("A", vc, .viewWillLayoutSubviews, line: 3, .appearing)
        b.add("A.view", "UIView", .layoutSubviews, depth: 1, line: 3, nil)
        b.add("A", vc, .viewDidLayoutSubviews, line: 3, .appearing)
        b.add("nav", nav, .viewDidAppear, line: 3, .appearing, args: [Argument("animated", "false")])
        b.add("A", vc, .viewDidAppear, depth: 1, line: 3, .appearing, args: [Argument("animated", "false")])
        b.add("B", vc, .loadView, line: 4, .disappeared)
        b.add("B", vc, .viewDidLoad, line: 4, .disappeared)
        b.add("A", vc, .viewWillDisappear, line: 4, .appeared, args: animated)
        b.add("B", vc, .viewWillAppear, line: 4, .disappeared, args: animated)
        b.add("B", vc, .viewIsAppearing, line: 4, .appearing, args: animated)
        b.add("A", vc, .viewDidDisappear, line: 4, .disappearing, args: animated)
        b.add("B", vc, .viewDidAppear, line: 4, .appearing, args: animated)
        b.add("B", vc, .viewWillDisappear, line: 5, .appeared, args: animated)
        b.add("A", vc, .viewWillAppear, line: 5, .disappeared, args: animated)
        b.add("A", vc, .viewIsAppearing, line: 5, .appearing, args: animated)
        b.add("A", vc, .viewWillDisappear, line: 5, .appearing, args: animated)
        b.add("B", vc, .viewWillAppear, line: 5, .disappearing, args: animated)
        b.add("A", vc, .viewDidDisappear, line: 5, .disappearing, args: animated)
        b.add("B", vc, .viewDidAppear, line: 5, .appearing, args: animated)
        return Trace(title: "Push, then a cancelled swipe back", ios: ios, events: b.events)
    }

    /// An unbalanced manual appearance transition: viewDidAppear twice, which UIKit's machine has no edge for.
    static func unbalanced() -> Trace {
        var b = Builder()
        b.add("C", "Child", .viewWillAppear, line: 1, .disappeared, args: [Argument("animated", "false")])
        b.add("C", "Child", .viewDidAppear, line: 2, .appearing, args: [Argument("animated", "false")])
        b.add("C", "Child", .viewDidAppear, line: 3, .appeared, args: [Argument("animated", "false")])
        return Trace(title: "Unbalanced begin/end appearance transitions", ios: IOSVersion(26), events: b.events)
    }

    /// Every character the diagram languages give meaning to, in titles, object and class names and arguments.
    static let hostile = "A\"]; B --> C %% x {y} [z] <b>&amp; #1 ->> | `q` \\N\nnew line; end"

    static func hostileTrace() -> Trace {
        var b = Builder()
        b.add(
            hostile, "Class<\(hostile)>", .viewWillAppear, line: 1, .disappeared, args: [Argument("animated", hostile)])
        b.add(hostile + ".view", "UIView", .layoutSubviews, depth: 1, line: 1, nil)
        b.add("end", "participant", .viewDidAppear, line: 2, .appearing)
        b.add(hostile, "Class<\(hostile)>", .viewDidAppear, line: 2, .appearing)
        return Trace(title: hostile, ios: IOSVersion(26), events: b.events)
    }
}
