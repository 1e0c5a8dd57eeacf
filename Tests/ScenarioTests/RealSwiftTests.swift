import LifecycleModel
import Testing

@testable import Scenario

/// Issue 27: view controllers as apps write them. One real-looking test per family of constructs.
struct RealSwiftTests {
    /// The console rows of a trace, as printed.
    static func console(_ trace: Trace) -> [String] {
        trace.events.filter { $0.kind == .console }.map { $0.args.first?.value ?? "" }
    }

    // MARK: - Tolerant semantics

    @Test func appTypesAndUnmodelledUIKitAreOpaqueAndListedOnce() throws {
        let trace = try TraceOrder.run(
            """
            import UIKit

            final class FeedViewController: UIViewController {
                private let store = FeedStore.shared
                @IBOutlet weak var refreshButton: UIBarButtonItem!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Feed"
                    view.backgroundColor = UIColor.systemBackground
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: nil)
                    store.reload(page: 1)
                    store.reload(page: 2)
                }
            }
            window.rootViewController = FeedViewController()
            window.makeKeyAndVisible()
            """)
        // `FeedStore` is a type of the app, not an implicit controller; the outlet is no view.
        #expect(!trace.events.contains { $0.object == "FeedStore" || $0.object == "refreshButton" })
        #expect(
            TraceOrder.lines(trace, objects: ["FeedViewController"]).contains("FeedViewController viewDidAppear(_:)"))
        #expect(
            trace.notModelled == [
                "FeedStore.shared", "UIViewController.title", "UIView.backgroundColor", "UIColor.systemBackground",
                "UIViewController.navigationItem", "UIBarButtonItem(barButtonSystemItem:target:action:)",
                "FeedStore.reload(page:)",
            ])
    }

    @Test func realErrorsStay() throws {
        // An undefined lowercase name, a misspelling of modelled API, a member of another modelled type.
        #expect(
            TraceOrder.error(
                "class A: UIViewController {\n    override func viewDidLoad() { print(feed) }\n}\nA().loadViewIfNeeded()"
            )?.text == "cannot find 'feed' in scope")
        #expect(
            TraceOrder.error("let a = UIViewController()\na.presnt(UIViewController(), animated: true)")?.text
                == "value of type 'UIViewController' has no member 'presnt'")
        #expect(
            TraceOrder.error("print(window.isMovingFromParent)")?.text
                == "value of type 'UIWindow' has no member 'isMovingFromParent'")
    }

    // MARK: - Declarations

    @Test func importsModifiersExtensionsAndAppTypes() throws {
        let trace = try TraceOrder.run(
            """
            import UIKit
            @testable import Feed

            protocol FeedDelegate: AnyObject {
                func feedDidRefresh()
            }
            struct Item { let id: Int }
            enum Mode { case list, grid }

            @MainActor
            open class BaseViewController: UIViewController {
                public private(set) var loads = 0
                override open func viewDidLoad() {
                    super.viewDidLoad()
                    loads = loads + 1
                }
            }

            final class FeedViewController: BaseViewController {
                weak var delegate: FeedDelegate?
            }

            extension FeedViewController: UITableViewDelegate {
                @objc
                func refresh() { print("refresh") }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    refresh()
                    delegate?.feedDidRefresh()
                }
            }
            window.rootViewController = FeedViewController()
            window.makeKeyAndVisible()
            """)
        #expect(Self.console(trace) == ["refresh"])
        #expect(
            TraceOrder.lines(trace, callbacks: ["viewDidLoad()", "viewWillAppear(_:)"]) == [
                "FeedViewController viewDidLoad()", "FeedViewController viewWillAppear(_:)",
            ])
    }

    @Test func anIBActionIsAnUnwindActionOnlyWhenItTakesTheSegue() throws {
        let syntax = try Parser.parse(
            """
            class Editor: UIViewController {
                @IBAction func save(_ sender: UIBarButtonItem) { }
                @IBAction func unwindToEditor(_ segue: UIStoryboardSegue) { }
            }
            """)
        #expect(syntax.classes[0].methods.map { $0.isAction } == [false, true])
    }

    // MARK: - Expressions

    @Test func castsUseTheModelsClasses() throws {
        let trace = try TraceOrder.run(
            """
            class Detail: UIViewController {}
            class List: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    print(self is Detail, self is List, self is UIViewController)
                    if let detail = presentedViewController as? Detail {
                        print("presents", detail)
                    }
                }
            }
            let nav = UINavigationController(rootViewController: List())
            window.rootViewController = nav
            window.makeKeyAndVisible()
            """)
        #expect(Self.console(trace) == ["false true true"])
    }

    @Test func interpolationCoalescingTernaryAndArithmetic() throws {
        let trace = try TraceOrder.run(
            """
            class Counter: UIViewController {
                var count = 2
                var label: String? = nil
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let total = count * 3 + 1
                    print("total \\(total) of \\(label ?? "none"), \\(count > 1 ? "many" : "one")")
                }
            }
            Counter().loadViewIfNeeded()
            """)
        #expect(Self.console(trace) == ["total 7 of none, many"]) // Int arithmetic stays Int, as in Swift
    }

    // MARK: - Properties

    @Test func aLazyChildIsMadeOnFirstAccessNotInInit() throws {
        let trace = try TraceOrder.run(
            """
            class Container: UIViewController {
                lazy var child: UIViewController = {
                    let controller = UIViewController()
                    return controller
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(child)
                    view.addSubview(child.view)
                    child.didMove(toParent: self)
                }
            }
            let container = Container()
            container.loadViewIfNeeded()
            """)
        let lines = TraceOrder.lines(trace, callbacks: ["init(nibName:bundle:)", "viewDidLoad()"])
        #expect(
            lines == [
                "container init(nibName:bundle:)", "container viewDidLoad()", "controller init(nibName:bundle:)",
                "controller viewDidLoad()",
            ])
    }

    @Test func observersAndComputedProperties() throws {
        let trace = try TraceOrder.run(
            """
            class Pager: UIViewController {
                var page = 0 {
                    willSet { print("leaving", page) }
                    didSet { print("now", page) }
                }
                var isFirst: Bool { return page == 0 }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    print("first?", isFirst)
                    page = 1
                    print("first?", isFirst)
                }
            }
            window.rootViewController = Pager()
            window.makeKeyAndVisible()
            """)
        #expect(Self.console(trace) == ["first? true", "leaving 0", "now 1", "first? false"])
    }

    @Test func helperParametersAreBound() throws {
        let trace = try TraceOrder.run(
            """
            class Feed: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    load(page: 2, reset: true)
                }
                private func load(page: Int, reset: Bool) {
                    if reset { print("page", page) }
                }
            }
            Feed().loadViewIfNeeded()
            """)
        #expect(Self.console(trace) == ["page 2"])
    }

    // MARK: - [weak self]

    @Test func aWeakSelfClosureSeesNilOnceTheControllerIsFreed() throws {
        let trace = try TraceOrder.run(
            """
            class Detail: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
                        guard let self = self else {
                            print("gone")
                            return
                        }
                        print("still here", self)
                    }
                }
                deinit { print("deinit") }
            }
            let nav = UINavigationController(rootViewController: UIViewController())
            window.rootViewController = nav
            window.makeKeyAndVisible()
            nav.pushViewController(Detail(), animated: false); DispatchQueue.main.async { nav.popViewController(animated: false) }
            """)
        #expect(Self.console(trace) == ["deinit", "gone"])
    }

    // MARK: - Errors

    @Test func allErrorsOfAScenarioAreReportedTogether() throws {
        let error = try #require(
            TraceOrder.error(
                """
                class A: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        undefinedOne()
                    }
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        print(undefinedTwo)
                    }
                }
                let a = A(
                window.rootViewController = a
                """))
        // The parser's error first; the checker does not run on a scenario that does not parse.
        #expect(error.location.line == 12)
        let checked = try #require(
            TraceOrder.error(
                """
                class A: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        print(undefinedOne)
                    }
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        print(undefinedTwo)
                    }
                }
                print(undefinedThree)
                """))
        #expect(
            ([checked] + checked.more).map { "\($0.location.line): \($0.text)" } == [
                "4: cannot find 'undefinedOne' in scope", "8: cannot find 'undefinedTwo' in scope",
                "11: cannot find 'undefinedThree' in scope",
            ])
    }

    /// The scenario fuzzer's find: a stray `])` in a class body after an unfinished property. Recovery
    /// skips the stray closers instead of failing on them forever, and the errors stop at the limit.
    @Test func recoveryMovesPastStrayClosersInAClassBody() throws {
        let error = try #require(
            TraceOrder.error(
                """
                class A: UIViewController {
                    private let host =
                        ])
                    }
                }
                """))
        let all = [error] + error.more
        #expect(all.first?.location == SourceLocation(line: 2, column: 23))
        #expect(all.count <= InputLimits.errorsReported)
        #expect(all.contains { $0.location == SourceLocation(line: 3, column: 9) })
    }
}

extension RealSwiftTests {
    @Test func anAppInitialiserRunsAfterUIKitsAndBindsItsParameters() throws {
        let trace = try TraceOrder.run(
            """
            final class ArticleViewController: UIViewController {
                private let articleID: Int
                init(articleID: Int) {
                    self.articleID = articleID
                    super.init(nibName: nil, bundle: nil)
                    print("article", articleID)
                }
                required init?(coder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }
            }
            let article = ArticleViewController(articleID: 42)
            """)
        #expect(TraceOrder.lines(trace) == ["article init(nibName:bundle:)", "article print(_:)"])
        #expect(Self.console(trace) == ["article 42"])
    }
}
