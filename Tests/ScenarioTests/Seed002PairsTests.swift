import Testing
import LifecycleModel
@testable import Scenario

/// Seed 002's ✅/❌ examples as scenarios: each ❌ reports the rule the seed's comment describes, each
/// ✅ runs clean. (The seed's "UI configuration in viewDidAppear causes a flash" and the async
/// for-loop leak have no executable counterpart in the model and are not here.)
@Suite struct Seed002PairsTests {
    struct Pair: CustomTestStringConvertible, Sendable {
        var name: String
        var incorrect: String
        var correct: String
        var rule: String
        var testDescription: String { name }
    }

    static let onScreen = "window.rootViewController = P\nwindow.makeKeyAndVisible()\n"
    static let child = onScreen + "do { P.addChild(C); P.view.addSubview(C.view); C.didMove(toParent: P) }\n"

    static func screen(_ body: String) -> String {
        "class Screen: UIViewController {\n\(body)\n}\nwindow.rootViewController = Screen()\nwindow.makeKeyAndVisible()"
    }

    static let pairs: [Pair] = [
        Pair(name: "safe area in viewWillAppear / viewIsAppearing",
             incorrect: screen("    override func viewWillAppear(_ animated: Bool) {\n        super.viewWillAppear(animated)\n        let usableHeight = view.bounds.height - view.safeAreaInsets.top - view.safeAreaInsets.bottom\n    }"),
             correct: screen("    override func viewIsAppearing(_ animated: Bool) {\n        super.viewIsAppearing(animated)\n        let usableHeight = view.bounds.height - view.safeAreaInsets.top - view.safeAreaInsets.bottom\n    }"),
             rule: "LL010"),
        Pair(name: "stale traits in viewWillAppear / viewIsAppearing",
             incorrect: screen("    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); let size = traitCollection.horizontalSizeClass }"),
             correct: screen("    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); let size = traitCollection.horizontalSizeClass }"),
             rule: "LL010"),
        Pair(name: "super.loadView() / programmatic loadView",
             incorrect: screen("    override func loadView() {\n        super.loadView()\n        self.view = UIView()\n    }"),
             correct: screen("    override func loadView() {\n        let root = UIView()\n        self.view = root\n    }"),
             rule: "LL002"),
        Pair(name: "self.view inside loadView",
             incorrect: screen("    override func loadView() {\n        let v = UIView()\n        v.addSubview(self.view)\n        self.view = v\n    }"),
             correct: screen("    override func loadView() {\n        let v = UIView()\n        self.view = v\n    }"),
             rule: "LL003"),
        Pair(name: "loadView() called directly / loadViewIfNeeded()",
             incorrect: "let vc = UIViewController()\nvc.loadView()",
             correct: "let vc = UIViewController()\nvc.loadViewIfNeeded()",
             rule: "LL004"),
        Pair(name: "geometry in viewDidLoad / subviews and constraints there",
             incorrect: screen("    override func viewDidLoad() {\n        super.viewDidLoad()\n        let side = view.bounds.width / 2\n        view.addSubview(UIView())\n    }"),
             correct: screen("    override func viewDidLoad() {\n        super.viewDidLoad()\n        view.addSubview(UIView())\n        NSLayoutConstraint.activate([])\n    }"),
             rule: "LL010"),
        Pair(name: "network call on every tab switch",
             incorrect: "class Users: UIViewController {\n    override func viewWillAppear(_ animated: Bool) {\n        super.viewWillAppear(animated)\n        NetworkService.shared.fetchAllUsers { [weak self] users in self?.reload() }\n    }\n}\nlet tabs = UITabBarController()\ntabs.viewControllers = [Users(), B]\nwindow.rootViewController = tabs\nwindow.makeKeyAndVisible()\ntabs.selectedIndex = 1\ntabs.selectedIndex = 0",
             correct: "class Users: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        NetworkService.shared.fetchAllUsers { [weak self] users in self?.reload() }\n    }\n}\nlet tabs = UITabBarController()\ntabs.viewControllers = [Users(), B]\nwindow.rootViewController = tabs\nwindow.makeKeyAndVisible()\ntabs.selectedIndex = 1\ntabs.selectedIndex = 0",
             rule: "LL012"),
        Pair(name: "one-time setup in viewDidLayoutSubviews / reading bounds there",
             incorrect: screen("    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); view.addSubview(UIView()) }"),
             correct: screen("    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); let radius = view.bounds.height / 2 }"),
             rule: "LL011"),
        Pair(name: "skipping addChild / adding a child",
             incorrect: onScreen + "P.view.addSubview(C.view)",
             correct: onScreen + "do { P.addChild(C); P.view.addSubview(C.view); C.didMove(toParent: P) }",
             rule: "LL005"),
        Pair(name: "forgetting didMove(toParent:) / adding a child",
             incorrect: onScreen + "do { P.addChild(C); P.view.addSubview(C.view) }",
             correct: onScreen + "do { P.addChild(C); P.view.addSubview(C.view); C.didMove(toParent: P) }",
             rule: "LL006"),
        Pair(name: "reversed removal / removing a child",
             incorrect: child + "do { C.removeFromParent(); C.view.removeFromSuperview(); C.willMove(toParent: nil) }",
             correct: child + "do { C.willMove(toParent: nil); C.view.removeFromSuperview(); C.removeFromParent() }",
             rule: "LL008"),
        Pair(name: "redundant willMove / adding a child",
             incorrect: onScreen + "do { C.willMove(toParent: P); P.addChild(C); P.view.addSubview(C.view); C.didMove(toParent: P) }",
             correct: onScreen + "do { P.addChild(C); P.view.addSubview(C.view); C.didMove(toParent: P) }",
             rule: "LL007"),
        Pair(name: "missing super / always call super",
             incorrect: screen("    override func viewWillAppear(_ animated: Bool) { updateUI() }"),
             correct: screen("    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); updateUI() }"),
             rule: "LL001"),
        Pair(name: "present from viewDidLoad / from viewDidAppear",
             incorrect: screen("    let loginVC = UIViewController()\n    override func viewDidLoad() { super.viewDidLoad(); present(loginVC, animated: true) }"),
             correct: screen("    let loginVC = UIViewController()\n    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); present(loginVC, animated: true) }"),
             rule: "LL009"),
        Pair(name: "strong self in a stored closure / weak capture",
             incorrect: "class ProfileVC: UIViewController {\n    var onUpdate: (() -> Void)?\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        onUpdate = { self.updateUI() }\n    }\n}\nvar vc = ProfileVC()\nvc.loadViewIfNeeded()\nvc = nil",
             correct: "class ProfileVC: UIViewController {\n    var onUpdate: (() -> Void)?\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        onUpdate = { [weak self] in self?.updateUI() }\n    }\n}\nvar vc = ProfileVC()\nvc.loadViewIfNeeded()\nvc = nil",
             rule: "LL014"),
    ]

    @Test(arguments: pairs) func incorrectReportsTheRule(_ pair: Pair) throws {
        #expect(try TraceOrder.run(pair.incorrect).diagnostics.map(\.rule) == [pair.rule])
    }

    @Test(arguments: pairs) func correctRunsClean(_ pair: Pair) throws {
        #expect(try TraceOrder.run(pair.correct).diagnostics == [])
    }

    /// The seed's transition example, written as the seed writes it.
    @Test func transitionBetweenChildrenRunsClean() throws {
        let trace = try TraceOrder.run(Self.child + """
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
        #expect(TraceOrder.lines(trace, objects: ["C"], callbacks: ["didMove(toParent:)"]).count == 2)
    }

    /// Seed 002 says a missing `super.viewWillAppear` means "children never receive viewWillAppear".
    /// In the model that holds for UIKit's own containers (navigation, tab bar), which forward from
    /// their `viewWillAppear(_:)`; a plain controller's children are forwarded by UIKit's appearance
    /// machinery whatever the override does.
    @Test func seed002_missingSuper_childrenOfAPlainContainerStillAppear() throws {
        let trace = try TraceOrder.run("""
            class Container: UIViewController {
                let content = UIViewController()
                override func viewDidLoad() { super.viewDidLoad(); addChild(content); view.addSubview(content.view); content.didMove(toParent: self) }
                override func viewWillAppear(_ animated: Bool) { }
            }
            window.rootViewController = Container()
            window.makeKeyAndVisible()
            """)
        #expect(TraceOrder.lines(trace, objects: ["Container.content"], callbacks: ["viewWillAppear(_:)"]) == [
            "Container.content viewWillAppear(_:)",
        ])
        #expect(trace.diagnostics.map(\.rule) == ["LL001"])
    }
}
