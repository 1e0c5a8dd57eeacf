import LifecycleModel
import Testing

@testable import Scenario

/// Matthew Yohe's "children" (github.com/mattyohe/children, 2015, Swift 2 on iOS 9): a child added to a
/// parent already on screen gets `viewDidAppear` only after the container's own `didMove(toParent:)`,
/// then a second `didMove(toParent:)` from UIKit.
@Suite struct YoheChildrenLogTests {
    static func source(didMoveCallsSuper: Bool) -> String {
        let didMoveBody = didMoveCallsSuper ? "super.didMove(toParent: parent); " : ""
        return """
            class ViewController: UIViewController {
                let vc = MyVC()
                func doMagic() {
                    print("calling addChild")
                    addChild(vc)
                    print("calling addSubview")
                    view.addSubview(vc.view)
                    print("calling didMove")
                    vc.didMove(toParent: self)
                }
            }
            class MyVC: UIViewController {
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("viewWillAppear") }
                override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print("viewDidAppear") }
                override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent); print("willMoveToParent") }
                override func didMove(toParent parent: UIViewController?) { \(didMoveBody)print("didMoveToParent") }
            }
            let root = ViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            root.doMagic()
            """
    }

    static func printed(_ trace: Trace) -> [String] {
        trace.events.filter { $0.kind == .console }.compactMap { event in
            event.args.first { $0.label == "output" }?.value
        }
    }

    static let readme = [
        "calling addChild", "willMoveToParent", "calling addSubview", "viewWillAppear", "calling didMove",
        "didMoveToParent", "viewDidAppear", "didMoveToParent",
    ]

    @Test func yoheChildren_childAddedOnScreen_viewDidAppearAfterDidMove_thenDidMoveAgain_iOS9() throws {
        for ios in [9, 13, 26] {
            let trace = try TraceOrder.run(Self.source(didMoveCallsSuper: true), ios: ios)
            #expect(Self.printed(trace) == Self.readme, "iOS \(ios)")
            let appeared = trace.events.first { $0.object == "root.vc" && $0.callback == "viewDidAppear(_:)" }
            #expect(appeared?.evidence.contains(.yoheChildrenDidMoveTwice) == true, "iOS \(ios)")
        }
    }

    @Test func yoheChildren_didMoveWithoutSuper_noSecondCall() throws {
        let trace = try TraceOrder.run(Self.source(didMoveCallsSuper: false), ios: 9)
        #expect(Self.printed(trace) == Array(Self.readme.dropLast()))
    }

    @Test func yoheChildren_beforeIOS9_theModelKeepsBothCallbacksInsideAddSubview() throws {
        let trace = try TraceOrder.run(Self.source(didMoveCallsSuper: true), ios: 8)
        #expect(
            Self.printed(trace) == [
                "calling addChild", "willMoveToParent", "calling addSubview", "viewWillAppear", "viewDidAppear",
                "calling didMove", "didMoveToParent",
            ])
    }
}
