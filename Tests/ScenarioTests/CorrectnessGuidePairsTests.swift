import LifecycleModel
import Testing

@testable import Scenario

/// The ✅/❌ examples of "UIViewController lifecycle: the definitive correctness guide" (ARCHITECTURE.md,
/// "Sources") as scenarios: each ❌ reports the rule the guide's comment describes, each ✅ runs
/// clean. (The guide's "UI configuration in viewDidAppear causes a flash" and the async
/// for-loop leak have no executable counterpart in the model and are not here.)
@Suite struct CorrectnessGuidePairsTests {
    static let onScreen = "window.rootViewController = P\nwindow.makeKeyAndVisible()\n"
    static let child = onScreen + "do { P.addChild(C); P.view.addSubview(C.view); C.didMove(toParent: P) }\n"

    static func screen(_ body: String) -> String {
        "class Screen: UIViewController {\n\(body)\n}\nwindow.rootViewController = Screen()\nwindow.makeKeyAndVisible()"
    }

    static let pairs: [RulePair] = [
        RulePair(
            name: "safe area in viewWillAppear / viewIsAppearing", rule: .ll010,
            failing: screen(
                "    override func viewWillAppear(_ animated: Bool) {\n        super.viewWillAppear(animated)\n        let usableHeight = view.bounds.height - view.safeAreaInsets.top - view.safeAreaInsets.bottom\n    }"
            ),
            fixed: screen(
                "    override func viewIsAppearing(_ animated: Bool) {\n        super.viewIsAppearing(animated)\n        let usableHeight = view.bounds.height - view.safeAreaInsets.top - view.safeAreaInsets.bottom\n    }"
            )),
        RulePair(
            name: "stale traits in viewWillAppear / viewIsAppearing", rule: .ll010,
            failing: screen(
                "    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); let size = traitCollection.horizontalSizeClass }"
            ),
            fixed: screen(
                "    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); let size = traitCollection.horizontalSizeClass }"
            )),
        RulePair(
            name: "super.loadView() / programmatic loadView", rule: .ll002,
            failing: screen(
                "    override func loadView() {\n        super.loadView()\n        self.view = UIView()\n    }"),
            fixed: screen(
                "    override func loadView() {\n        let root = UIView()\n        self.view = root\n    }")),
        RulePair(
            name: "self.view inside loadView", rule: .ll003,
            failing: screen(
                "    override func loadView() {\n        let v = UIView()\n        v.addSubview(self.view)\n        self.view = v\n    }"
            ),
            fixed: screen("    override func loadView() {\n        let v = UIView()\n        self.view = v\n    }")),
        RulePair(
            name: "loadView() called directly / loadViewIfNeeded()", rule: .ll004,
            failing: "let vc = UIViewController()\nvc.loadView()",
            fixed: "let vc = UIViewController()\nvc.loadViewIfNeeded()"),
        RulePair(
            name: "geometry in viewDidLoad / subviews and constraints there", rule: .ll010,
            failing: screen(
                "    override func viewDidLoad() {\n        super.viewDidLoad()\n        let side = view.bounds.width / 2\n        view.addSubview(UIView())\n    }"
            ),
            fixed: screen(
                "    override func viewDidLoad() {\n        super.viewDidLoad()\n        view.addSubview(UIView())\n        NSLayoutConstraint.activate([])\n    }"
            )),
        RulePair(
            name: "network call on every tab switch", rule: .ll012,
            failing:
                "class Users: UIViewController {\n    override func viewWillAppear(_ animated: Bool) {\n        super.viewWillAppear(animated)\n        NetworkService.shared.fetchAllUsers { [weak self] users in self?.reload() }\n    }\n}\nlet tabs = UITabBarController()\ntabs.viewControllers = [Users(), B]\nwindow.rootViewController = tabs\nwindow.makeKeyAndVisible()\ntabs.selectedIndex = 1\ntabs.selectedIndex = 0",
            fixed:
                "class Users: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        NetworkService.shared.fetchAllUsers { [weak self] users in self?.reload() }\n    }\n}\nlet tabs = UITabBarController()\ntabs.viewControllers = [Users(), B]\nwindow.rootViewController = tabs\nwindow.makeKeyAndVisible()\ntabs.selectedIndex = 1\ntabs.selectedIndex = 0"
        ),
        RulePair(
            name: "one-time setup in viewDidLayoutSubviews / reading bounds there", rule: .ll011,
            failing: screen(
                "    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); view.addSubview(UIView()) }"
            ),
            fixed: screen(
                "    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); let radius = view.bounds.height / 2 }"
            )),
        RulePair(
            name: "skipping addChild / adding a child", rule: .ll005,
            failing: onScreen + "P.view.addSubview(C.view)",
            fixed: onScreen + "do { P.addChild(C); P.view.addSubview(C.view); C.didMove(toParent: P) }"),
        RulePair(
            name: "forgetting didMove(toParent:) / adding a child", rule: .ll006,
            failing: onScreen + "do { P.addChild(C); P.view.addSubview(C.view) }",
            fixed: onScreen + "do { P.addChild(C); P.view.addSubview(C.view); C.didMove(toParent: P) }"),
        RulePair(
            name: "reversed removal / removing a child", rule: .ll008,
            failing: child + "do { C.removeFromParent(); C.view.removeFromSuperview(); C.willMove(toParent: nil) }",
            fixed: child + "do { C.willMove(toParent: nil); C.view.removeFromSuperview(); C.removeFromParent() }"),
        RulePair(
            name: "redundant willMove / adding a child", rule: .ll007,
            failing: onScreen
                + "do { C.willMove(toParent: P); P.addChild(C); P.view.addSubview(C.view); C.didMove(toParent: P) }",
            fixed: onScreen + "do { P.addChild(C); P.view.addSubview(C.view); C.didMove(toParent: P) }"),
        RulePair(
            name: "missing super / always call super", rule: .ll001,
            failing: screen("    override func viewWillAppear(_ animated: Bool) { updateUI() }"),
            fixed: screen(
                "    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); updateUI() }")),
        RulePair(
            name: "present from viewDidLoad / from viewDidAppear", rule: .ll009,
            failing: screen(
                "    let loginVC = UIViewController()\n    override func viewDidLoad() { super.viewDidLoad(); present(loginVC, animated: true) }"
            ),
            fixed: screen(
                "    let loginVC = UIViewController()\n    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); present(loginVC, animated: true) }"
            )),
        RulePair(
            name: "strong self in a stored closure / weak capture", rule: .ll014,
            failing:
                "class ProfileVC: UIViewController {\n    var onUpdate: (() -> Void)?\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        onUpdate = { self.updateUI() }\n    }\n}\nvar vc = ProfileVC()\nvc.loadViewIfNeeded()\nvc = nil",
            fixed:
                "class ProfileVC: UIViewController {\n    var onUpdate: (() -> Void)?\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        onUpdate = { [weak self] in self?.updateUI() }\n    }\n}\nvar vc = ProfileVC()\nvc.loadViewIfNeeded()\nvc = nil"
        ),
    ]

    @Test(arguments: pairs) func incorrectReportsTheRule(_ pair: RulePair) throws {
        #expect(try TraceOrder.run(pair.failing).diagnostics.map(\.rule) == [pair.rule])
    }

    @Test(arguments: pairs) func correctRunsClean(_ pair: RulePair) throws {
        #expect(try TraceOrder.run(pair.fixed).diagnostics == [])
    }

    /// The guide's transition example, written as the guide writes it.
    @Test func transitionBetweenChildrenRunsClean() throws {
        let trace = try TraceOrder.run(
            Self.child + """
                do {
                    C.willMove(toParent: nil)
                    P.addChild(D)
                    P.transition(from: C, to: D,
                                 duration: 0.3,
                                 options: .transitionCrossDissolve,
                                 animations: nil) { _ in
                        C.removeFromParent()
                        D.didMove(toParent: P)
                    }
                }
                """)
        #expect(trace.diagnostics == [])
        // Added on screen: the container's didMove and UIKit's second one after viewDidAppear (Yohe's
        // "children" log); removed: didMove(toParent: nil).
        #expect(TraceOrder.lines(trace, objects: ["C"], callbacks: ["didMove(toParent:)"]).count == 3)
    }

    /// The guide says a missing `super.viewWillAppear` means "children never receive viewWillAppear".
    /// In the model that holds for UIKit's own containers (navigation, tab bar), which forward from
    /// their `viewWillAppear(_:)`; a plain controller's children are forwarded by UIKit's appearance
    /// machinery whatever the override does.
    @Test func correctnessGuide_missingSuper_childrenOfAPlainContainerStillAppear() throws {
        let trace = try TraceOrder.run(
            """
            class Container: UIViewController {
                let content = UIViewController()
                override func viewDidLoad() { super.viewDidLoad(); addChild(content); view.addSubview(content.view); content.didMove(toParent: self) }
                override func viewWillAppear(_ animated: Bool) { }
            }
            window.rootViewController = Container()
            window.makeKeyAndVisible()
            """)
        #expect(
            TraceOrder.lines(trace, objects: ["Container.content"], callbacks: ["viewWillAppear(_:)"]) == [
                "Container.content viewWillAppear(_:)"
            ])
        #expect(trace.diagnostics.map(\.rule) == [.ll001])
    }
}
