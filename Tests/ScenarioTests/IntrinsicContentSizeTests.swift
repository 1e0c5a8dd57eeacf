import LifecycleModel
import Testing

@testable import Scenario

/// Plain UIKit views as values and intrinsic content size. Apple docs,
/// "invalidateIntrinsicContentSize()" (iOS 6.0+): "allows the constraint-based layout system to take the
/// new intrinsic content size into account in its next layout pass" — deferred to the run loop's turn:
/// the view's constraints update, then the superview's layout (its controller's
/// `viewWillLayoutSubviews()`/`viewDidLayoutSubviews()`), then the view's own `layoutSubviews()`.
@Suite struct IntrinsicContentSizeTests {
    static let shown = """
        let label = UILabel()
        A.view.addSubview(label)
        window.rootViewController = A
        window.makeKeyAndVisible()
        """

    @Test func newTextRunsAConstraintsAndLayoutPass() throws {
        let trace = try TraceOrder.run(Self.shown + "\nlabel.text = \"A much longer title\"")
        #expect(
            TraceOrder.lines(trace, line: 5) == [
                "label updateConstraints()", "A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()",
                "label layoutSubviews()",
            ])
        #expect(trace.events.first { $0.object == "label" }?.className == "UILabel")
    }

    @Test func theSameTextChangesNothing() throws {
        let trace = try TraceOrder.run(Self.shown + "\nlabel.text = \"x\"\nlabel.text = \"x\"")
        #expect(TraceOrder.lines(trace, line: 6).isEmpty)
    }

    @Test func invalidatingTwiceInOneEventLaysOutOnce() throws {
        let trace = try TraceOrder.run(
            Self.shown + "\nlabel.invalidateIntrinsicContentSize(); label.invalidateIntrinsicContentSize()")
        #expect(TraceOrder.lines(trace, line: 5, callbacks: ["layoutSubviews()"]) == ["label layoutSubviews()"])
    }

    @Test func beforeIOS6ALabelOnlyRedraws() throws {
        let trace = try TraceOrder.run(Self.shown + "\nlabel.text = \"A much longer title\"", ios: 5)
        #expect(TraceOrder.lines(trace, line: 5).isEmpty)
        #expect(
            TraceOrder.rendered(Self.shown + "\nlabel.invalidateIntrinsicContentSize()", ios: 5)
                .contains("invalidateIntrinsicContentSize() is new in iOS 6"))
    }

    @Test func plainViewClassesAndTheirMembers() {
        #expect(
            TraceOrder.rendered(
                "let image = UIImageView()\nlet button = UIButton()\nA.view.addSubview(image)\nA.view.addSubview(button)"
            ) == "no error")
        #expect(
            TraceOrder.rendered("let v = UIView()\nv.text = \"x\"").contains(
                "value of type 'UIView' has no member 'text'"))
    }
}

extension IntrinsicContentSizeTests {
    @Test func aNestedLabelLaysOutItsSuperviewChainUpToTheControllersRootView() throws {
        let source = """
            class Card: UIView {
                override func layoutSubviews() { super.layoutSubviews() }
            }
            let card = Card()
            let label = UILabel()
            card.addSubview(label)
            A.view.addSubview(card)
            let nav = UINavigationController(rootViewController: A)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            label.text = "Longer"
            """
        let trace = try TraceOrder.run(source)
        #expect(
            TraceOrder.lines(trace, line: 11) == [
                "label updateConstraints()", "A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()",
                "card layoutSubviews()", "label layoutSubviews()",
            ])
    }
}
