import LifecycleModel
import Testing

@testable import Scenario

/// Presentation styles beyond full screen and the page sheet: what the presenter hears, per iOS version
/// and per width class. The model's device is an iPhone (compact width) unless the scenario calls
/// `device.splitView(width:)`, which makes it an 11-inch iPad: `.regular` keeps the app full screen
/// (regular width), `.compact` gives it a third of the screen.
@Suite struct PresentationStyleTests {
    static let appearance: Set<String> = [
        "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
    ]

    /// Lines 1–4 set up; line 5 presents, line 6 dismisses (line numbers shift by one on an iPad).
    static func scenario(style: String, iPad: String? = nil, anchored: Bool = true) -> String {
        (iPad.map { "device.splitView(width: .\($0))\n" } ?? "")
            + """
            window.rootViewController = A
            window.makeKeyAndVisible()
            B.modalPresentationStyle = .\(style)
            \(anchored ? "B.popoverPresentationController?.sourceView = A.view" : "let anchor = A.view")
            A.present(B, animated: true)
            B.dismiss(animated: true)
            """
    }

    static func presenterCallbacks(_ source: String, ios: Int) throws -> [String] {
        // Without A's own first appearance at launch.
        Array(
            TraceOrder.lines(try TraceOrder.run(source, ios: ios), objects: ["A"], callbacks: appearance).dropFirst(2))
    }

    static let fullCycle = [
        "A viewWillDisappear(_:)", "A viewDidDisappear(_:)", "A viewWillAppear(_:)", "A viewDidAppear(_:)",
    ]

    /// Apple docs, "UIModalPresentationStyle.popover": "In iOS 13 and later, for horizontally or
    /// vertically compact environments, this option behaves the same as UIModalPresentationStyle.formSheet"
    /// — a sheet: the presenter stays in the window and hears nothing.
    @Test(arguments: [13, 17, 26]) func appleDocs_popoverOnIPhone_iOS13AndLater_isAFormSheet(ios: Int) throws {
        #expect(try Self.presenterCallbacks(Self.scenario(style: "popover"), ios: ios) == [])
        let trace = try TraceOrder.run(Self.scenario(style: "popover"), ios: ios)
        #expect(
            TraceOrder.lines(trace, line: 5, callbacks: Self.appearance) == [
                "B viewWillAppear(_:)", "B viewDidAppear(_:)",
            ])
    }

    /// Before iOS 13 a popover in compact width covered the screen (Apple's iOS 8 text of the case, as
    /// Xamarin's "UIModalPresentationStyle Enum" on learn.microsoft.com keeps it: "in full screen mode for
    /// horizontally compact environments"): the presenter disappears and comes back.
    @Test(arguments: [8, 12]) func xamarinDocs_popoverOnIPhone_iOS8To12_isFullScreen(ios: Int) throws {
        #expect(try Self.presenterCallbacks(Self.scenario(style: "popover"), ios: ios) == Self.fullCycle)
    }

    /// In regular width a popover is a popover: the presenter stays on screen (Apple docs,
    /// "UIModalPresentationStyle.popover": "In a horizontally regular environment, this style displays the
    /// view controller in a popover view"), on every release that has the style.
    @Test(arguments: [12, 17, 26]) func appleDocs_popoverOnIPadFullScreen_presenterHearsNothing(ios: Int) throws {
        #expect(try Self.presenterCallbacks(Self.scenario(style: "popover", iPad: "regular"), ios: ios) == [])
    }

    /// A popover shown as one with no anchor: NSGenericException from presentationTransitionWillBegin
    /// (github.com/viezel/TiSocial.Framework/issues/153, github.com/sunlightlabs/congress-ios/issues/425,
    /// iPad). On an iPhone the same code adapts and runs.
    @Test func tiSocial153_popoverWithoutSourceViewCrashesOnIPadOnly() throws {
        let error = try #require(
            TraceOrder.error(Self.scenario(style: "popover", iPad: "regular", anchored: false), ios: 17))
        #expect(error.text.contains("should have a non-nil sourceView or barButtonItem"))
        #expect(error.location.line == 6)
        #expect(TraceOrder.error(Self.scenario(style: "popover", anchored: false), ios: 17) == nil)
        // In a compact split the iPad app is horizontally compact: the popover adapts, nothing crashes.
        #expect(TraceOrder.error(Self.scenario(style: "popover", iPad: "compact", anchored: false), ios: 17) == nil)
    }

    /// `popoverPresentationController` is nil unless the style is `.popover` (Apple docs,
    /// "popoverPresentationController"): the optional chain skips the assignment, nothing is anchored.
    @Test func appleDocs_popoverPresentationControllerIsNilForOtherStyles() throws {
        let source = """
            window.rootViewController = A
            window.makeKeyAndVisible()
            print(B.popoverPresentationController == nil)
            B.modalPresentationStyle = .popover
            print(B.popoverPresentationController == nil)
            """
        let console = try TraceOrder.run(source, ios: 17).events.filter { $0.kind == .console }
        #expect(console.map { $0.args.first?.value } == ["true", "false"])
    }

    /// Sheets became full screen before iOS 13 on an iPhone only (Apple docs, "UIModalPresentationStyle.
    /// formSheet": in a regular-width, regular-height size class the content is centred and "a part of
    /// the background content always remains visible"): on an iPad the presenter stays, on iOS 12 too.
    @Test(arguments: ["formSheet", "pageSheet"]) func appleDocs_sheetOnIPad_iOS12_presenterHearsNothing(style: String)
        throws
    {
        #expect(try Self.presenterCallbacks(Self.scenario(style: style, iPad: "regular"), ios: 12) == [])
        #expect(try Self.presenterCallbacks(Self.scenario(style: style), ios: 12) == Self.fullCycle)
    }

    @Test func popoverIsNewInIOS8() {
        #expect(TraceOrder.error(Self.scenario(style: "popover"), ios: 7)?.text.contains("new in iOS 8") == true)
    }

    /// Apple docs, "definesPresentationContext": "Some system-provided view controllers, such as
    /// UINavigationController, change the default value to true": a current-context presentation from
    /// inside a navigation controller in a tab covers the navigation controller, not the tab bar controller.
    @Test func appleDocs_navigationControllerDefinesTheContextByDefault() throws {
        let source = """
            let nav = UINavigationController(rootViewController: A)
            let tabs = UITabBarController()
            tabs.viewControllers = [nav, C]
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            B.modalPresentationStyle = .currentContext
            A.present(B, animated: true)
            print(B.presentingViewController)
            """
        let trace = try TraceOrder.run(source)
        #expect(
            TraceOrder.lines(trace, line: 7, callbacks: Self.appearance) == [
                "nav viewWillDisappear(_:)", "A viewWillDisappear(_:)", "B viewWillAppear(_:)", "B viewDidAppear(_:)",
                "nav viewDidDisappear(_:)", "A viewDidDisappear(_:)",
            ])
        #expect(trace.events.first { $0.kind == .console }?.args.first?.value == "nav")
    }

    /// LL024 against LL009: a controller never shown is detached (LL024); the window's root presenting
    /// from its own viewDidLoad is on its way to the window (LL009).
    @Test func neverShownControllerIsLL024_rootInViewDidLoadIsLL009() throws {
        let neverShown = "window.rootViewController = A\nwindow.makeKeyAndVisible()\nC.present(D, animated: true)"
        #expect(try TraceOrder.run(neverShown).diagnostics.map(\.rule) == [.ll024])
        let early = """
            class Home: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); present(D, animated: true) }
            }
            window.rootViewController = Home()
            window.makeKeyAndVisible()
            """
        #expect(try TraceOrder.run(early).diagnostics.map(\.rule) == [.ll009])
        // A dismissed controller is detached too; its presenter is not.
        let dismissed = """
            window.rootViewController = A
            window.makeKeyAndVisible()
            A.present(B, animated: false)
            B.dismiss(animated: false)
            B.present(D, animated: false)
            """
        let diagnostics = try TraceOrder.run(dismissed).diagnostics
        #expect(diagnostics.map(\.rule) == [.ll024])
        #expect(diagnostics.first?.line == 5)
    }
}
