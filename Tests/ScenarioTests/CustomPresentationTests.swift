import LifecycleModel
import Testing

@testable import Scenario

/// `.custom` presentations with a `UIPresentationController` subclass that the transitioning delegate
/// vends: what the presenter hears, and where the presentation controller's own callbacks fall.
@Suite struct CustomPresentationTests {
    static let appearance: Set<String> = [
        "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
    ]
    static let presentationCallbacks: Set<String> = [
        "presentationTransitionWillBegin()", "presentationTransitionDidEnd(_:)", "dismissalTransitionWillBegin()",
        "dismissalTransitionDidEnd(_:)", "containerViewWillLayoutSubviews()", "containerViewDidLayoutSubviews()",
    ]

    /// Lines 1–9 declare the classes; 10–14 set up; line 15 presents, line 16 dismisses. UIKit holds
    /// `transitioningDelegate` weakly, so the scenario keeps its own reference, as an app must.
    static func scenario(removesPresenter: Bool?) -> String {
        let override = removesPresenter.map { "override var shouldRemovePresentersView: Bool { \($0) }" } ?? ""
        return """
            class Dimmed: UIPresentationController {
                \(override)
            }
            class Transitions: NSObject, UIViewControllerTransitioningDelegate {
                func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                            source: UIViewController) -> UIPresentationController? {
                    return Dimmed(presentedViewController: presented, presenting: presenting)
                }
            }
            let transitions = Transitions()
            window.rootViewController = A
            window.makeKeyAndVisible()
            B.modalPresentationStyle = .custom
            B.transitioningDelegate = transitions
            A.present(B, animated: true)
            B.dismiss(animated: true)
            """
    }

    static func presenterCallbacks(_ source: String, ios: Int) throws -> [String] {
        // Without A's own first appearance at launch.
        Array(
            TraceOrder.lines(try TraceOrder.run(source, ios: ios), objects: ["A"], callbacks: appearance).dropFirst(2))
    }

    /// Apple docs, "shouldRemovePresentersView": "The default implementation of this method returns
    /// false": the presenter stays in the window and UIKit sends it no appearance callbacks — which is why
    /// presentation libraries send them by hand (github.com/HeathWang/HWPanModal/issues/74,
    /// github.com/zoonooz/ZFDragableModalTransition/issues/37).
    @Test(arguments: [8, 12, 17, 26])
    func appleDocs_HWPanModal74_shouldRemovePresentersViewFalse_presenterHearsNothing(ios: Int) throws {
        #expect(try Self.presenterCallbacks(Self.scenario(removesPresenter: nil), ios: ios) == [])
        #expect(try Self.presenterCallbacks(Self.scenario(removesPresenter: false), ios: ios) == [])
    }

    /// Apple docs, "shouldRemovePresentersView": true removes the presenter's view "when the presentation
    /// animations finish" — it disappears, and reappears on dismissal, as with `.fullScreen`.
    @Test(arguments: [8, 12, 17, 26])
    func appleDocs_shouldRemovePresentersViewTrue_presenterDisappearsAndReturns(ios: Int) throws {
        #expect(
            try Self.presenterCallbacks(Self.scenario(removesPresenter: true), ios: ios) == [
                "A viewWillDisappear(_:)", "A viewDidDisappear(_:)", "A viewWillAppear(_:)", "A viewDidAppear(_:)",
            ])
    }

    /// No published log orders the presentation controller's callbacks against the controllers'
    /// appearance callbacks (none found in GitHub issues, code or pages): the order below is the model's
    /// choice (Containers/CustomPresentation.swift) from each callback's documentation — will-appearance
    /// first, `presentationTransitionWillBegin()` as the animations start, the container's layout as the
    /// presented view goes in, `presentationTransitionDidEnd(_:)` when the animations finish, before the
    /// presenter's view is removed and the did-callbacks run.
    @Test func modelsChoice_presentationControllerCallbacksAroundTheAppearanceCallbacks() throws {
        let trace = try TraceOrder.run(Self.scenario(removesPresenter: true), ios: 17)
        let wanted = Self.appearance.union(Self.presentationCallbacks)
        #expect(
            TraceOrder.lines(trace, line: 15, callbacks: wanted) == [
                "A viewWillDisappear(_:)", "B viewWillAppear(_:)",
                "B.presentationController presentationTransitionWillBegin()",
                "B.presentationController containerViewWillLayoutSubviews()",
                "B.presentationController containerViewDidLayoutSubviews()",
                "B.presentationController presentationTransitionDidEnd(_:)",
                "B viewDidAppear(_:)", "A viewDidDisappear(_:)",
            ])
        #expect(
            TraceOrder.lines(trace, line: 16, callbacks: wanted) == [
                "B viewWillDisappear(_:)", "A viewWillAppear(_:)",
                "B.presentationController dismissalTransitionWillBegin()",
                "B.presentationController dismissalTransitionDidEnd(_:)",
                "A viewDidAppear(_:)", "B viewDidDisappear(_:)",
            ])
        // The presentation controller's container lays out before the presented view does (a superview
        // lays out before its subviews).
        let layout = TraceOrder.lines(
            trace, line: 15, objects: ["B.presentationController", "B"],
            callbacks: ["containerViewDidLayoutSubviews()", "viewWillLayoutSubviews()"])
        #expect(layout.first == "B.presentationController containerViewDidLayoutSubviews()")
        #expect(layout.contains("B viewWillLayoutSubviews()"))
    }

    /// Without a delegate UIKit uses a plain `UIPresentationController`: the default, the presenter stays.
    @Test func customWithoutDelegate_isAPlainPresentationController() throws {
        let source = """
            window.rootViewController = A
            window.makeKeyAndVisible()
            B.modalPresentationStyle = .custom
            A.present(B, animated: true)
            """
        let trace = try TraceOrder.run(source, ios: 17)
        #expect(TraceOrder.lines(trace, line: 4, objects: ["A"], callbacks: Self.appearance) == [])
        #expect(
            trace.events.contains {
                $0.object == "B.presentationController" && $0.className == "UIPresentationController"
            })
    }

    /// `transitioningDelegate` is iOS 7.0+ (Apple docs, "transitioningDelegate").
    @Test func transitioningDelegateIsNewInIOS7() {
        let source = Self.scenario(removesPresenter: true).replacingOccurrences(
            of: "B.modalPresentationStyle = .custom\n", with: "")
        let error = TraceOrder.error(source, ios: 6)
        #expect(error?.text.contains("transitioningDelegate is new in iOS 7") == true)
        #expect(error?.location.line == 13)
    }

    @Test func presentationControllerMethodsWithBodiesAreRejected() {
        let source = """
            class Dimmed: UIPresentationController {
                override func presentationTransitionWillBegin() { print("x") }
            }
            """
        let error = TraceOrder.error(source)
        #expect(error?.text.contains("runs no method of a presentation controller") == true)
        #expect(error?.location.line == 2)
    }

    @Test func delegateReturningAnUndeclaredClassIsAnError() {
        let source = Self.scenario(removesPresenter: true).replacingOccurrences(
            of: "return Dimmed(", with: "return Dimmer(")
        let error = TraceOrder.error(source)
        #expect(error?.text == "cannot find type 'Dimmer' in scope")
        #expect(error?.location.line == 7)
    }

    /// `return nil` from the delegate: UIKit falls back to its plain presentation controller.
    @Test func delegateReturningNil_presenterStays() throws {
        let source = Self.scenario(removesPresenter: true).replacingOccurrences(
            of: "return Dimmed(presentedViewController: presented, presenting: presenting)", with: "return nil")
        #expect(try Self.presenterCallbacks(source, ios: 17) == [])
    }
}

extension CustomPresentationTests {
    /// `.custom` dates from iOS 7 (Apple docs, "UIModalPresentationStyle.custom"), but iOS 7's custom
    /// transitions had no presentation controller: the model refuses the style there, at the line that sets it.
    @Test func customIsRunFromIOS8() {
        let source = "window.rootViewController = A\nwindow.makeKeyAndVisible()\nB.modalPresentationStyle = .custom"
        let error = TraceOrder.error(source, ios: 7)
        #expect(error?.text.contains("runs .custom presentations from iOS 8") == true)
        #expect(error?.location.line == 3)
    }
}

extension CustomPresentationTests {
    /// The presenting controller as its presented controller's delegate, as apps often write it: the
    /// vending method is read, the class's other members are checked and run as usual.
    @Test func presentingControllerIsTheDelegate() throws {
        let source = """
            class Dimmed: UIPresentationController {
                override var shouldRemovePresentersView: Bool { true }
            }
            class Home: UIViewController, UIViewControllerTransitioningDelegate {
                func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                            source: UIViewController) -> UIPresentationController? {
                    return Dimmed(presentedViewController: presented, presenting: presenting)
                }
                func showDetail() {
                    detail.modalPresentationStyle = .custom
                    detail.transitioningDelegate = self
                    present(detail, animated: true)
                }
            }
            let detail = UIViewController()
            let home = Home()
            window.rootViewController = home
            window.makeKeyAndVisible()
            home.showDetail()
            """
        let trace = try TraceOrder.run(source, ios: 17)
        // Events inside `showDetail()` carry the line of the statement in its body (12: `present`).
        #expect(
            TraceOrder.lines(trace, line: 12, objects: ["home"], callbacks: Self.appearance) == [
                "home viewWillDisappear(_:)", "home viewDidDisappear(_:)",
            ])
        #expect(trace.events.contains { $0.object == "detail.presentationController" && $0.className == "Dimmed" })
        // A controller whose class does not declare the protocol is not a delegate.
        let error = TraceOrder.error("let x = A\nB.transitioningDelegate = x")
        #expect(
            error?.text
                == "cannot convert value of type 'UIViewController' to expected argument type 'UIViewControllerTransitioningDelegate?'"
        )
    }
}

extension CustomPresentationTests {
    @Test func aControllerClassCannotReuseAPresentationControllerName() {
        let source = """
            class Dimmed: UIPresentationController {
            }
            class Dimmed: UIViewController {
            }
            """
        let error = TraceOrder.error(source)
        #expect(error?.text == "invalid redeclaration of 'Dimmed'")
        #expect(error?.location.line == 3)
    }
}
