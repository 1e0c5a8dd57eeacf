import LifecycleModel
import Testing

@testable import Scenario

/// Initialiser overrides. `init(nibName:bundle:)` is UIViewController's designated initialiser for a
/// controller made in code and `init(coder:)` for one decoded from a storyboard (Apple docs,
/// "init(nibName:bundle:)", "init(coder:)"). The `view` property "loads or creates a view" the first
/// time it is read (Apple docs, "view": "If you access this property when its value is nil, the view
/// controller automatically calls the loadView() method"), so reading it in an initialiser loads the
/// view there, inside the initialiser, before the creator has configured the controller.
@Suite struct InitialiserOverrideTests {
    @Test func appleInitNibNameBundle_anOverrideCallingSuperRunsInPlaceOfUIKits() throws {
        let trace = try TraceOrder.run(
            """
            class Screen: UIViewController {
                override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
                    print("made")
                }
                required init?(coder: NSCoder) {
                    super.init(coder: coder)
                }
            }
            let a = Screen()
            window.rootViewController = a
            window.makeKeyAndVisible()
            """)
        #expect(
            TraceOrder.lines(trace, objects: ["a"]).prefix(4)
                == ["a init(nibName:bundle:)", "a print(_:)", "a loadView()", "a viewDidLoad()"])
        #expect(trace.events.first { $0.kind == .console }?.args.first?.value == "made")
    }

    @Test func appleView_readingViewInInitLoadsItInsideTheInitialiser() throws {
        let trace = try TraceOrder.run(
            """
            class Eager: UIViewController {
                override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
                    view.setNeedsLayout()
                }
            }
            let a = Eager()
            window.rootViewController = a
            window.makeKeyAndVisible()
            """)
        let events = trace.events.filter { $0.object == "a" }
        #expect(
            events.prefix(3).map { "\($0.callback) \($0.depth)" }
                == ["init(nibName:bundle:) 0", "loadView() 1", "viewDidLoad() 1"])
        // Loaded once: showing it later does not load it again.
        #expect(events.filter { $0.callback == "viewDidLoad()" }.count == 1)
    }

    @Test func storedPropertyInitialValuesRunBeforeAnExplicitInitialiser() throws {
        let trace = try TraceOrder.run(
            """
            class Screen: UIViewController {
                var title2 = "x"
                override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
                    print("made")
                }
            }
            let a = Screen()
            """)
        #expect(TraceOrder.lines(trace, objects: ["a"]).prefix(2) == ["a init(nibName:bundle:)", "a print(_:)"])
    }

    @Test func anInitialiserWithoutOverrideIsAnError() {
        let error = TraceOrder.error(
            """
            class Screen: UIViewController {
                init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
                    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
                }
            }
            """)
        #expect(error?.text == "overriding declaration requires an 'override' keyword")
    }
}
