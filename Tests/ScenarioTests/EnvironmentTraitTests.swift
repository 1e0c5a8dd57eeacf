import LifecycleModel
import Testing

@testable import Scenario

/// Dark Mode, Dynamic Type, trait registration and `updateProperties()`. Sources: Apple docs
/// "traitCollectionDidChange(_:)" (deprecated iOS 17), "registerForTraitChanges(_:handler:)" (iOS 17),
/// "Adapting your app when traits change", "updateProperties()" ("Configures the view's content and
/// styling properties before layout", iOS 26), "setNeedsUpdateProperties()" ("coalesced into a single
/// update alongside the next layout pass"); Apple forums 733301 ("traits are updated top-down").
@Suite struct EnvironmentTraitTests {
    static let setup = """
        let v = UIView()
        window.rootViewController = A
        window.makeKeyAndVisible()
        A.view.addSubview(v)
        """

    @Test func darkModeOnIOS17_controllerThenItsSubview_eachBeforeItsOwnLayout() throws {
        let trace = try TraceOrder.run(Self.setup + "\ndevice.userInterfaceStyle = .dark", ios: 17)
        #expect(
            TraceOrder.lines(trace, line: 5) == [
                "A traitCollectionDidChange(_:)", "A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()",
                "v traitCollectionDidChange(_:)", "v layoutSubviews()",
            ])
        let first = trace.events.first { $0.line == 5 }!
        #expect(
            first.args == [
                Argument("previousTraitCollection", "userInterfaceStyle: .light"),
                Argument("deprecated", "iOS 17: use registerForTraitChanges(_:handler:)"),
            ])
    }

    /// iOS 18+: automatic trait tracking (AutomaticTraitTrackingTests): nothing here read a trait while
    /// laying out, so the change is delivered top-down and nothing is laid out again.
    @Test func darkModeOnIOS26_deliveredTopDown_noLayoutWhenNothingReadATrait() throws {
        let trace = try TraceOrder.run(Self.setup + "\ndevice.userInterfaceStyle = .dark")
        #expect(
            TraceOrder.lines(trace, line: 5) == ["A traitCollectionDidChange(_:)", "v traitCollectionDidChange(_:)"])
    }

    @Test func darkModeOnIOS13_allTraitCallbacksFirstThenLayout_andNoDeprecationNote() throws {
        let trace = try TraceOrder.run(Self.setup + "\ndevice.userInterfaceStyle = .dark", ios: 13)
        #expect(
            TraceOrder.lines(trace, line: 5) == [
                "A traitCollectionDidChange(_:)", "v traitCollectionDidChange(_:)",
                "A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()", "v layoutSubviews()",
            ])
        #expect(
            trace.events.first { $0.line == 5 }!.args == [
                Argument("previousTraitCollection", "userInterfaceStyle: .light")
            ])
    }

    @Test func aTraitOnlyChangesWhenItsValueDiffers() throws {
        let trace = try TraceOrder.run(
            Self.setup + "\ndevice.userInterfaceStyle = .light\ndevice.preferredContentSizeCategory = .large")
        #expect(TraceOrder.lines(trace, line: 5).isEmpty)
        #expect(TraceOrder.lines(trace, line: 6).isEmpty)
    }

    @Test func dynamicTypeIsATraitFromIOS10() throws {
        let modern = try TraceOrder.run(
            Self.setup + "\ndevice.preferredContentSizeCategory = .accessibilityLarge", ios: 12)
        #expect(
            modern.events.first { $0.line == 5 }?.args.first
                == Argument("previousTraitCollection", "preferredContentSizeCategory: .large"))
        // iOS 8: only a notification reports it; no trait callback, no layout.
        let old = try TraceOrder.run(Self.setup + "\ndevice.preferredContentSizeCategory = .accessibilityLarge", ios: 8)
        #expect(TraceOrder.lines(old, line: 5).isEmpty)
    }

    @Test func darkModeBeforeIOS13IsAnError() {
        #expect(throws: ScenarioError.self) {
            try TraceOrder.run(Self.setup + "\ndevice.userInterfaceStyle = .dark", ios: 12)
        }
    }

    static let registering = """
        class Themed: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                registerForTraitChanges([UITraitUserInterfaceStyle.self]) { _, _ in setNeedsUpdateProperties() }
            }
        }
        let a = Themed()
        window.rootViewController = a
        window.makeKeyAndVisible()
        """

    /// The handler runs right after `traitCollectionDidChange(_:)`, only for a registered trait; its
    /// `setNeedsUpdateProperties()` is honoured in the same pass, before layout (iOS 26).
    @Test func registeredHandlerRunsOnlyForItsTrait() throws {
        let trace = try TraceOrder.run(
            Self.registering + "\ndevice.preferredContentSizeCategory = .extraLarge\ndevice.userInterfaceStyle = .dark")
        #expect(
            TraceOrder.lines(trace, line: 10) == ["a traitCollectionDidChange(_:)"])
        #expect(
            TraceOrder.lines(trace, line: 11) == [
                "a traitCollectionDidChange(_:)", "a registerForTraitChanges(_:handler:)", "a updateProperties()",
            ])
        let handler = trace.events.first { $0.callback == "registerForTraitChanges(_:handler:)" }!
        #expect(handler.args == [Argument("traits", "[UITraitUserInterfaceStyle.self]")])
    }

    @Test func registrationOnAControllerFromTheScenario() throws {
        let source =
            Self.setup
            + "\nA.registerForTraitChanges([UITraitVerticalSizeClass.self, UITraitHorizontalSizeClass.self]) { _, _ in }\ndevice.rotate(to: .landscapeLeft)"
        let trace = try TraceOrder.run(source, ios: 17)
        #expect(
            TraceOrder.lines(
                trace, line: 6, objects: ["A"],
                callbacks: ["traitCollectionDidChange(_:)", "registerForTraitChanges(_:handler:)"]) == [
                    "A traitCollectionDidChange(_:)", "A registerForTraitChanges(_:handler:)",
                ])
    }

    /// Apple docs, "registerForTraitChanges(_:action:)" (iOS 17): the target-action form.
    @Test func registrationWithATargetAction() throws {
        let source =
            Self.setup
            + "\nA.registerForTraitChanges([UITraitUserInterfaceStyle.self], action: #selector(updateColors))\ndevice.userInterfaceStyle = .dark"
        let trace = try TraceOrder.run(source)
        #expect(
            TraceOrder.lines(trace, line: 6, objects: ["A"]) == [
                "A traitCollectionDidChange(_:)", "A registerForTraitChanges(_:action:)",
            ])
        #expect(
            trace.events.first { $0.callback == "registerForTraitChanges(_:action:)" }!.args
                == [
                    Argument("traits", "[UITraitUserInterfaceStyle.self]"),
                    Argument("action", "#selector(updateColors)"),
                ])
        #expect(
            TraceOrder.rendered(source, ios: 16).contains("error: registerForTraitChanges(_:action:) is new in iOS 17"))
    }

    /// Automatic trait tracking (Apple docs, "Automatic trait tracking"): an `updateProperties()` that
    /// read a trait runs again when it changes; one that read none does not.
    @Test func updatePropertiesThatReadATraitRunsAgainAfterItChanges() throws {
        func source(_ statement: String) -> String {
            """
            class Styled: UIView {
                override func updateProperties() { super.updateProperties(); \(statement) }
            }
            let s = Styled()
            window.rootViewController = A
            window.makeKeyAndVisible()
            A.view.addSubview(s)
            device.userInterfaceStyle = .dark
            """
        }
        let reading = try TraceOrder.run(source("let style = traitCollection.userInterfaceStyle"))
        #expect(
            TraceOrder.lines(reading, line: 8, objects: ["s"]) == [
                "s traitCollectionDidChange(_:)", "s updateProperties()",
            ])
        let blind = try TraceOrder.run(source("let size = 1"))
        #expect(TraceOrder.lines(blind, line: 8, objects: ["s"]) == ["s traitCollectionDidChange(_:)"])
    }

    @Test func setNeedsUpdatePropertiesCoalescesIntoTheNextPass() throws {
        let trace = try TraceOrder.run(
            Self.setup
                + "\ndo { A.setNeedsUpdateProperties(); v.setNeedsUpdateProperties(); A.setNeedsUpdateProperties() }")
        #expect(TraceOrder.lines(trace, line: 5) == ["A updateProperties()", "v updateProperties()"])
    }
}

/// Both controllers and views override `traitCollectionDidChange(_:)` (Apple docs, "UITraitEnvironment").
@Suite struct TraitOverrideTests {
    @Test func aViewSubclassCanOverrideTraitCollectionDidChange() throws {
        let source = """
            class Badge: UIView {
                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    super.traitCollectionDidChange(previousTraitCollection)
                }
            }
            let b = Badge()
            window.rootViewController = A
            window.makeKeyAndVisible()
            A.view.addSubview(b)
            device.userInterfaceStyle = .dark
            """
        let trace = try TraceOrder.run(source, ios: 16)
        #expect(
            TraceOrder.lines(trace, line: 10, objects: ["b"]) == [
                "b traitCollectionDidChange(_:)", "b layoutSubviews()",
            ])
        #expect(
            trace.events.first { $0.object == "b" && $0.callback == "traitCollectionDidChange(_:)" }!.className
                == "Badge")
    }
}
