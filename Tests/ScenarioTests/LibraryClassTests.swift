import LifecycleModel
import Testing

@testable import Scenario

/// Issue 27: classes from an app's other files and from libraries, named but not declared in the
/// scenario (LibraryClasses.swift), and methods outside the lifecycle.
struct LibraryClassTests {
    @Test func aLibraryControllerSuperclassIsAViewController() throws {
        let trace = try TraceOrder.run(
            """
            class SettingsController: FormViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    form +++ Section("General")
                    setUpRows(animated: true)
                }
                override func setUpRows(animated: Bool) { super.setUpRows(animated: animated) }
            }
            class Base: NSObject {}
            window.rootViewController = SettingsController()
            window.makeKeyAndVisible()
            """)
        #expect(
            TraceOrder.lines(trace, objects: ["SettingsController"], callbacks: ["viewDidLoad()"])
                == ["SettingsController viewDidLoad()"])
        #expect(
            trace.notModelled.contains(
                "class SettingsController: FormViewController, taken as a UIViewController subclass"))
        #expect(trace.notModelled.contains("class Base: NSObject"))
    }

    @Test func aMisspeltCallbackOfALibrarySubclassIsStillAnError() {
        let error = TraceOrder.error(
            """
            class SettingsController: FormViewController {
                override func viewDidLoadd() {}
            }
            """)
        #expect(error?.text == "method 'viewDidLoadd()' does not override any method from its superclass")
    }

    @Test func unknownViewsAndControllersGoByTheirNames() throws {
        let trace = try TraceOrder.run(
            """
            class Host: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(WKWebView(frame: view.bounds))
                    let info = IndicatorInfo(title: "Tab")
                    view.addSubview(IconView())
                }
                func share() {
                    present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: false)
                }
            }
            let host = Host()
            window.rootViewController = host
            window.makeKeyAndVisible()
            host.share()
            """)
        #expect(
            trace.events.contains { $0.object.contains("WKWebView") || $0.args.contains { $0.value == "WKWebView" } })
        #expect(trace.events.contains { $0.callback == "viewDidAppear(_:)" && $0.object.contains("ctivity") })
        #expect(trace.notModelled.contains("IndicatorInfo(title:)"))
    }

    @Test func overloadsAreDistinctUnlessTheirTypesMatch() throws {
        _ = try TraceOrder.run(
            """
            class List: UIViewController {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
                func pick(_ row: Int) {}
                func pick(_ row: String) {}
            }
            window.rootViewController = List()
            """)
        let error = TraceOrder.error(
            """
            class List: UIViewController {
                func pick(_ row: Int) {}
                func pick(_ row: Int) {}
            }
            """)
        #expect(error?.text == "invalid redeclaration of 'pick(_:)'")
    }

    @Test func tableControllerDataSourceOverridesAndObjectMethodsArePlainMethods() throws {
        _ = try TraceOrder.run(
            """
            class Rows: UITableViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    return super.tableView(tableView, numberOfRowsInSection: section)
                }
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
            }
            window.rootViewController = Rows()
            window.makeKeyAndVisible()
            """)
        let error = TraceOrder.error(
            """
            class Plain: UIViewController {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            }
            """)
        #expect(error?.text.hasSuffix("does not override any method from its superclass") == true)
    }

    @Test func everyOverrideParameterIsBound() throws {
        let trace = try TraceOrder.run(
            """
            class Screen: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    let from = sender
                    print("prepared")
                }
            }
            window.rootViewController = Screen()
            window.makeKeyAndVisible()
            """)
        #expect(TraceOrder.lines(trace, objects: ["Screen"], callbacks: ["viewDidAppear(_:)"]).count == 1)
    }

    @Test func aDeclaredViewInheritsInitFrameAndUIKitStaticsAreOpaque() throws {
        let trace = try TraceOrder.run(
            """
            class PlayerView: UIView {}
            class Player: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(PlayerView(frame: view.bounds))
                    let height = UITableView.automaticDimension
                    modalPresentationCapturesStatusBarAppearance = true
                }
            }
            window.rootViewController = Player()
            window.makeKeyAndVisible()
            """)
        #expect(trace.events.contains { $0.object.hasPrefix("PlayerView") || $0.object.hasPrefix("playerView") })
        #expect(trace.notModelled.contains("UITableView.automaticDimension"))
    }
}
