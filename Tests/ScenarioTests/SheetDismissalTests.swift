import LifecycleModel
import Testing

@testable import Scenario

/// The user's drag on a sheet and its presentation controller delegate (Containers/SheetDismissal.swift).
@Suite struct SheetDismissalTests {
    /// The sheet's class is its own delegate, as apps often make it; `answer` is what it returns from
    /// `presentationControllerShouldDismiss(_:)`, `modal` its `isModalInPresentation`.
    private static func editor(answer: Bool = true, modal: Bool = false) -> String {
        """
        class Editor: UIViewController, UIAdaptivePresentationControllerDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                isModalInPresentation = \(modal)
                presentationController?.delegate = self
            }
            func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
                return \(answer)
            }
            func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
            func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
        }
        let B = Editor()
        window.rootViewController = A
        window.makeKeyAndVisible()
        A.present(B, animated: true)
        """
    }

    private static let dragLine = 18
    private static let watched: Set<String> = [
        "presentationControllerShouldDismiss(_:)", "presentationControllerWillDismiss(_:)",
        "presentationControllerDidDismiss(_:)", "presentationControllerDidAttemptToDismiss(_:)",
        "viewWillDisappear(_:)", "viewDidDisappear(_:)", "viewWillAppear(_:)", "viewIsAppearing(_:)",
        "viewDidAppear(_:)",
    ]

    /// WWDC19 "Modernizing Your UI for iOS 13" (Ichiro Hirata, "iOS Lifecycle When Dismissing a Modal View
    /// With .pageSheet in iOS 13", medium.com): shouldDismiss, willDismiss, didDismiss. Their places among
    /// the appearance callbacks are the model's choice; the presenter of a sheet hears nothing (rudin_,
    /// "iOS LifeCycle in Modal", velog.io).
    @Test func wwdc19FlowCompletedDragAsksShouldThenWillThenDid() throws {
        let trace = try TraceOrder.run(Self.editor() + "\nuser.dragDownSheet(B, completes: true)", ios: 13)
        #expect(
            TraceOrder.lines(trace, line: Self.dragLine, callbacks: Self.watched) == [
                "B presentationControllerShouldDismiss(_:)", "B presentationControllerWillDismiss(_:)",
                "B viewWillDisappear(_:)", "B viewDidDisappear(_:)", "B presentationControllerDidDismiss(_:)",
            ])
        #expect(TraceOrder.lines(trace, line: Self.dragLine, objects: ["A"]).isEmpty)
    }

    /// rudin_, "iOS LifeCycle in Modal" (velog.io): a drag let go part way gives viewWillDisappear, then
    /// viewWillAppear, viewIsAppearing and viewDidAppear; Apple ("presentationControllerDidDismiss(_:)")
    /// calls didDismiss only after a dismissal, so a cancelled drag has none.
    @Test func rudinModalLifeCycleCancelledDragComesBackWithViewIsAppearing() throws {
        let trace = try TraceOrder.run(Self.editor() + "\nuser.dragDownSheet(B, completes: false)", ios: 17)
        #expect(
            TraceOrder.lines(trace, line: Self.dragLine, callbacks: Self.watched) == [
                "B presentationControllerShouldDismiss(_:)", "B presentationControllerWillDismiss(_:)",
                "B viewWillDisappear(_:)", "B viewWillAppear(_:)", "B viewIsAppearing(_:)", "B viewDidAppear(_:)",
            ])
    }

    /// WWDC19 flow and Apple ("presentationControllerDidAttemptToDismiss(_:)"): a refused drag tells the
    /// delegate of the attempt; with isModalInPresentation the delegate is not asked, and the sheet never
    /// starts to disappear.
    @Test func wwdc19FlowRefusedDragOnlyReportsTheAttempt() throws {
        let modal = try TraceOrder.run(Self.editor(modal: true) + "\nuser.dragDownSheet(B, completes: true)", ios: 13)
        #expect(
            TraceOrder.lines(modal, line: Self.dragLine, callbacks: Self.watched) == [
                "B presentationControllerDidAttemptToDismiss(_:)"
            ])
        let refused = try TraceOrder.run(Self.editor(answer: false) + "\nuser.dragDownSheet(B, completes: true)")
        #expect(
            TraceOrder.lines(refused, line: Self.dragLine, callbacks: Self.watched) == [
                "B presentationControllerShouldDismiss(_:)", "B presentationControllerDidAttemptToDismiss(_:)",
            ])
        // Still presented: a later programmatic dismiss still works, and tells the delegate nothing.
        let dismissed = try TraceOrder.run(
            Self.editor(modal: true) + "\nuser.dragDownSheet(B, completes: true)\nB.dismiss(animated: true)")
        #expect(
            TraceOrder.lines(dismissed, line: Self.dragLine + 1, callbacks: Self.watched) == [
                "B viewWillDisappear(_:)", "B viewDidDisappear(_:)",
            ])
    }

    /// WWDC19 flow and Apple ("isModalInPresentation", "presentationControllerDidAttemptToDismiss(_:)"):
    /// an override whose getter returns true refuses the drag exactly as setting the property does. UIKit
    /// declares the property `{ get set }`, so the override has a setter too; a read-only one is Swift's error.
    @Test func aReadOnlyOverrideOfIsModalInPresentationIsSwiftsError() {
        let error = TraceOrder.error(
            "class Editor: UIViewController {\n    override var isModalInPresentation: Bool { true }\n}", ios: 13)
        #expect(error?.text == "cannot override mutable property with read-only property 'isModalInPresentation'")
        #expect(error?.location.line == 2)
    }

    @Test func wwdc19FlowGetterOverrideOfIsModalInPresentationRefusesTheDrag() throws {
        func source(_ modal: Bool) -> String {
            """
            class Editor: UIViewController, UIAdaptivePresentationControllerDelegate {
                override var isModalInPresentation: Bool { get { \(modal) } set {} }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    presentationController?.delegate = self
                }
                func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
                    return true
                }
                func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
            }
            let B = Editor()
            window.rootViewController = A
            window.makeKeyAndVisible()
            A.present(B, animated: true)
            user.dragDownSheet(B, completes: true)
            """
        }
        let trace = try TraceOrder.run(source(true), ios: 13)
        #expect(
            TraceOrder.lines(trace, line: 16, callbacks: Self.watched) == [
                "B presentationControllerDidAttemptToDismiss(_:)"
            ])
        // A literal `false` leaves the drag to dismiss the sheet.
        let free = try TraceOrder.run(source(false), ios: 13)
        #expect(
            TraceOrder.lines(free, line: 16, callbacks: Self.watched).contains("B viewDidDisappear(_:)"))
    }

    /// Apple, "isModalInPresentation" (iOS 13.0+) and "presentationController" (iOS 8.0+).
    @Test func appleAvailabilityRefusesTheNewerAPI() {
        #expect(
            TraceOrder.error("A.isModalInPresentation = true", ios: 12)?.text
                == "isModalInPresentation is new in iOS 13; this scenario runs on iOS 12")
        #expect(
            TraceOrder.error("A.presentationController?.delegate = B", ios: 7)?.text
                == "presentationController is new in iOS 8; this scenario runs on iOS 7")
        // From iOS 8 the delegate may be set; the four methods arrive with iOS 13 and are never called before.
        #expect(TraceOrder.error("A.presentationController?.delegate = B", ios: 8) == nil)
    }
}
