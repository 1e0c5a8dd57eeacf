import LifecycleModel
import Testing

@testable import Scenario

/// `supportedInterfaceOrientations` (iOS 6+). Apple docs, "supportedInterfaceOrientations": "When the
/// user changes the device orientation, the system calls this method on the root view controller or the
/// topmost presented view controller that fills the window. If the view controller supports the new
/// orientation, the window and view controller are rotated to the new orientation."
@Suite struct OrientationTests {
    static let portraitOnly = """
        class Portrait: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        """

    @Test func appleSupportedInterfaceOrientations_anUnsupportedRotationIsRefusedByTheRoot() throws {
        let trace = try TraceOrder.run(
            Self.portraitOnly
                + "\nwindow.rootViewController = Portrait()\nwindow.makeKeyAndVisible()\ndevice.rotate(to: .landscapeLeft)"
        )
        #expect(TraceOrder.lines(trace, line: 6).isEmpty)
    }

    @Test func appleSupportedInterfaceOrientations_aSupportedRotationProceeds() throws {
        let trace = try TraceOrder.run(
            """
            class Wide: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [.portrait, .landscapeLeft] }
            }
            window.rootViewController = Wide()
            window.makeKeyAndVisible()
            device.rotate(to: .landscapeRight)
            device.rotate(to: .landscapeLeft)
            """)
        #expect(TraceOrder.lines(trace, line: 6).isEmpty)
        #expect(TraceOrder.lines(trace, line: 7, callbacks: ["viewWillTransition(to:with:)"]).count == 1)
    }

    /// A container answers for itself: a portrait-only child inside a navigation controller does not stop it.
    @Test func appleSupportedInterfaceOrientations_aChildIsNotAsked() throws {
        let trace = try TraceOrder.run(
            Self.portraitOnly
                + "\nlet nav = UINavigationController(rootViewController: Portrait())\nwindow.rootViewController = nav\nwindow.makeKeyAndVisible()\ndevice.rotate(to: .landscapeLeft)"
        )
        #expect(!TraceOrder.lines(trace, line: 7, callbacks: ["viewWillTransition(to:with:)"]).isEmpty)
    }

    /// The topmost presented controller that fills the window decides, not the root.
    @Test func appleSupportedInterfaceOrientations_aFullScreenPresentedControllerDecides() throws {
        let trace = try TraceOrder.run(
            Self.portraitOnly
                + """

                let p = Portrait()
                p.modalPresentationStyle = .fullScreen
                window.rootViewController = A
                window.makeKeyAndVisible()
                A.present(p, animated: false)
                device.rotate(to: .landscapeLeft)
                """)
        #expect(TraceOrder.lines(trace, line: 9).isEmpty)
    }

    @Test func anUnknownMaskIsAnError() {
        let error = TraceOrder.error(
            """
            class Odd: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .sideways }
            }
            """)
        #expect(error?.text == "type 'UIInterfaceOrientationMask' has no member 'sideways'")
    }
}
