import LifecycleModel
import Testing

@testable import Scenario

/// One failing and one fixed scenario per misuse rule: the failing one reports exactly that rule at the
/// offending line and column; the fixed one, identical but for the fix, reports nothing.
@Suite struct MisuseRulesTests {
    typealias Case = RulePair

    static let shown = "window.rootViewController = P\nwindow.makeKeyAndVisible()\n"
    static let embedded = shown + "do { P.addChild(C); P.view.addSubview(C.view); C.didMove(toParent: P) }\n"

    static let cases: [Case] = [
        Case(
            rule: .ll001,
            failing:
                "class Feed: UITableViewController {\n    override func viewWillAppear(_ animated: Bool) { reload() }\n}\nwindow.rootViewController = Feed()\nwindow.makeKeyAndVisible()",
            fixed:
                "class Feed: UITableViewController {\n    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); reload() }\n}\nwindow.rootViewController = Feed()\nwindow.makeKeyAndVisible()",
            line: 2, column: 5),
        Case(
            rule: .ll002,
            failing:
                "class Canvas: UIViewController {\n    override func loadView() { super.loadView(); view = UIView() }\n}\nwindow.rootViewController = Canvas()",
            fixed:
                "class Canvas: UIViewController {\n    override func loadView() { view = UIView() }\n}\nwindow.rootViewController = Canvas()",
            line: 2, column: 38),
        Case(
            rule: .ll003,
            failing:
                "class Canvas: UIViewController {\n    override func loadView() { let root = UIView(); root.addSubview(view); view = root }\n}\nwindow.rootViewController = Canvas()",
            fixed:
                "class Canvas: UIViewController {\n    override func loadView() { let root = UIView(); root.addSubview(UIView()); view = root }\n}\nwindow.rootViewController = Canvas()",
            line: 2, column: 58),
        Case(
            rule: .ll004,
            failing: "A.loadView()\nwindow.rootViewController = A",
            fixed: "A.loadViewIfNeeded()\nwindow.rootViewController = A",
            line: 1, column: 3),
        Case(
            rule: .ll005,
            failing: shown + "P.view.addSubview(C.view)",
            fixed: shown + "do { P.addChild(C); P.view.addSubview(C.view); C.didMove(toParent: P) }",
            line: 3, column: 8),
        Case(
            rule: .ll006,
            failing: shown + "do { P.addChild(C); P.view.addSubview(C.view) }",
            fixed: shown + "do { P.addChild(C); P.view.addSubview(C.view); C.didMove(toParent: P) }",
            line: 3, column: 8),
        Case(
            rule: .ll007,
            failing: shown
                + "do { C.willMove(toParent: P); P.addChild(C); P.view.addSubview(C.view); C.didMove(toParent: P) }",
            fixed: shown + "do { P.addChild(C); P.view.addSubview(C.view); C.didMove(toParent: P) }",
            line: 3, column: 8),
        Case(
            rule: .ll008,
            failing: embedded + "do { C.removeFromParent(); C.view.removeFromSuperview(); C.willMove(toParent: nil) }",
            fixed: embedded + "do { C.willMove(toParent: nil); C.view.removeFromSuperview(); C.removeFromParent() }",
            line: 4, column: 8),
        Case(
            rule: .ll009,
            failing:
                "class Home: UIViewController {\n    override func viewDidLoad() { super.viewDidLoad(); present(Login(), animated: true) }\n}\nwindow.rootViewController = Home()\nwindow.makeKeyAndVisible()",
            fixed:
                "class Home: UIViewController {\n    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); present(Login(), animated: true) }\n}\nwindow.rootViewController = Home()\nwindow.makeKeyAndVisible()",
            line: 2, column: 56),
        Case(
            rule: .ll010,
            failing:
                "class Avatar: UIViewController {\n    override func viewDidLoad() { super.viewDidLoad(); let side = view.bounds.width / 2 }\n}\nwindow.rootViewController = Avatar()\nwindow.makeKeyAndVisible()",
            fixed:
                "class Avatar: UIViewController {\n    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); let side = view.bounds.width / 2 }\n}\nwindow.rootViewController = Avatar()\nwindow.makeKeyAndVisible()",
            line: 2, column: 56),
        Case(
            rule: .ll011,
            failing:
                "class Banner: UIViewController {\n    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); view.addSubview(UIView()) }\n}\nwindow.rootViewController = Banner()\nwindow.makeKeyAndVisible()",
            fixed:
                "class Banner: UIViewController {\n    override func viewDidLoad() { super.viewDidLoad(); view.addSubview(UIView()) }\n}\nwindow.rootViewController = Banner()\nwindow.makeKeyAndVisible()",
            line: 2, column: 81),
        Case(
            rule: .ll012,
            failing:
                "class Feed: UIViewController {\n    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); store.fetchAll() }\n}\nlet tabs = UITabBarController()\ntabs.viewControllers = [Feed(), B]\nwindow.rootViewController = tabs\nwindow.makeKeyAndVisible()\ntabs.selectedIndex = 1\ntabs.selectedIndex = 0",
            fixed:
                "class Feed: UIViewController {\n    override func viewDidLoad() { super.viewDidLoad(); store.fetchAll() }\n}\nlet tabs = UITabBarController()\ntabs.viewControllers = [Feed(), B]\nwindow.rootViewController = tabs\nwindow.makeKeyAndVisible()\ntabs.selectedIndex = 1\ntabs.selectedIndex = 0",
            line: 2, column: 92),
        Case(
            rule: .ll013,
            failing: embedded + "C.beginAppearanceTransition(true, animated: false)",
            fixed: embedded + "do { C.beginAppearanceTransition(true, animated: false); C.endAppearanceTransition() }",
            line: 4, column: 3),
        Case(
            rule: .ll014,
            failing:
                "class DraftEditor: UIViewController {\n    var onSaved: (() -> Void)?\n    override func viewDidLoad() { super.viewDidLoad(); onSaved = { self.showSavedBadge() } }\n}\nlet nav = UINavigationController(rootViewController: A)\nwindow.rootViewController = nav\nwindow.makeKeyAndVisible()\nnav.pushViewController(DraftEditor(), animated: false)\nnav.popViewController(animated: false)",
            fixed:
                "class DraftEditor: UIViewController {\n    var onSaved: (() -> Void)?\n    override func viewDidLoad() { super.viewDidLoad(); onSaved = { [weak self] in self?.showSavedBadge() } }\n}\nlet nav = UINavigationController(rootViewController: A)\nwindow.rootViewController = nav\nwindow.makeKeyAndVisible()\nnav.pushViewController(DraftEditor(), animated: false)\nnav.popViewController(animated: false)",
            line: 9, column: 5),
        Case(
            rule: .ll015,
            failing:
                "class Profile: UIViewController {\n    @IBOutlet var nameLabel: UILabel!\n}\nlet A = Profile(nibName: \"Profile\", bundle: nil)\nA.nameLabel.text = \"Ann\"\nwindow.rootViewController = A",
            fixed:
                "class Profile: UIViewController {\n    @IBOutlet var nameLabel: UILabel!\n    var name = \"\"\n    override func viewDidLoad() { super.viewDidLoad(); nameLabel.text = name }\n}\nlet A = Profile(nibName: \"Profile\", bundle: nil)\nA.name = \"Ann\"\nwindow.rootViewController = A",
            line: 5, column: 1),
        Case(
            rule: .ll024,
            failing: embedded + "do { C.willMove(toParent: nil); C.view.removeFromSuperview(); C.removeFromParent() }\n"
                + "C.present(D, animated: true)",
            fixed: embedded + "do { C.willMove(toParent: nil); C.view.removeFromSuperview(); C.removeFromParent() }\n"
                + "P.present(D, animated: true)",
            line: 5, column: 3),
        Case(
            rule: .ll025,
            failing: """
                class Profile: UIViewController {
                    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
                        view.setNeedsLayout()
                    }
                }
                window.rootViewController = Profile()
                """,
            fixed: """
                class Profile: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.setNeedsLayout()
                    }
                }
                window.rootViewController = Profile()
                """,
            line: 4, column: 14),
    ]

    /// With the rules of other files (their cases live beside their own tests).
    static let allCases = cases + AsyncMisuseRulesTests.cases + segueCases

    @Test(arguments: allCases) func failingScenarioReportsTheRuleAtTheOffendingStatement(_ example: Case) throws {
        let diagnostics = try TraceOrder.run(example.failing).diagnostics
        #expect(diagnostics.map(\.rule) == [example.rule])
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.line == example.line && diagnostic.column == example.column)
        #expect(diagnostic.severity == example.rule.severity && diagnostic.message.rule == example.rule)
    }

    @Test(arguments: allCases) func fixedScenarioIsClean(_ example: Case) throws {
        #expect(try TraceOrder.run(example.fixed).diagnostics == [])
    }

    @Test func everyRuleOfTheCatalogueHasACase() {
        #expect(Set(Self.allCases.map(\.rule)) == Set(RuleID.allCases))
    }

    /// The message names the object and the callback.
    @Test func messagesNameTheObjectAndTheCallback() throws {
        let missingSuper = try TraceOrder.run(Self.cases[0].failing).diagnostics[0].message
        guard case .missingSuper(let object, .viewWillAppear) = missingSuper else {
            Issue.record("\(missingSuper)")
            return
        }
        #expect(object.className == "Feed")
        let present = try TraceOrder.run(Self.cases[8].failing).diagnostics[0].message
        guard case .presentsFromOffscreen(let caller, "Login", .viewDidLoad, _) = present else {
            Issue.record("\(present)")
            return
        }
        #expect(caller.className == "Home")
    }

    /// UIKit refuses the presentation: the presented controller never appears.
    @Test func presentingFromANonWindowViewPresentsNothing() throws {
        let trace = try TraceOrder.run(Self.cases[8].failing)
        #expect(!TraceOrder.lines(trace).contains("Login viewWillAppear(_:)"))
        let fixed = try TraceOrder.run(Self.cases[8].fixed)
        #expect(TraceOrder.lines(fixed).contains("Login viewDidAppear(_:)"))
    }

    /// The retain cycle keeps `deinit` from running; the weak capture lets it run at the pop.
    @Test func retainCycleKeepsDeinitFromRunning() throws {
        let leaking = try TraceOrder.run(Self.cases[13].failing)
        #expect(!TraceOrder.lines(leaking).contains("DraftEditor deinit"))
        let fixed = try TraceOrder.run(Self.cases[13].fixed)
        #expect(TraceOrder.lines(fixed, line: 9).contains("DraftEditor deinit"))
    }

    /// The ❌ tab scenario fetches on each of its two appearances; the ✅ one does not warn at all.
    @Test func expensiveWorkIsReportedOncePerSource() throws {
        #expect(try TraceOrder.run(Self.cases[11].failing).diagnostics.count == 1)
    }

    /// Calling loadView() yourself: the view exists, but viewDidLoad() never runs.
    @Test func directLoadViewSkipsViewDidLoad() throws {
        let trace = try TraceOrder.run(Self.cases[3].failing + "\nwindow.makeKeyAndVisible()")
        #expect(!TraceOrder.lines(trace).contains("A viewDidLoad()"))
        #expect(TraceOrder.lines(trace).contains("A viewDidAppear(_:)"))
    }

    @Test func rulesWithTheWrongOrderOfRemovalReportOncePerRemoval() throws {
        #expect(try TraceOrder.run(Self.cases[7].failing).diagnostics.count == 1)
    }
}
