import LifecycleModel
import Testing

@testable import Scenario

/// Matt Neuburg's unwind logs (Programming iOS's examples on GitHub, iOS 10/11): bk2ch06p326PresentedCascadeUnwind
/// (a cascade of four presented controllers, unwound from the top) and bk2ch06p327unwind2 (push, push,
/// present, present, unwound to the navigation controller's root).
@Suite struct NeuburgUnwindLogTests {
    static let asked: Set<String> = [
        "shouldPerformSegue(withIdentifier:sender:)", "canPerformUnwindSegueAction(_:from:withSender:)",
        "prepare(for:sender:)", "@IBAction unwind(_:)",
    ]

    static func unwindLines(_ trace: Trace, line: Int) -> [String] {
        TraceOrder.lines(trace, line: line, callbacks: asked)
    }

    @Test func neuburgPresentedCascadeUnwind_sourceFirstThenEachPresenter_iOS10And11() throws {
        let source = """
            class First: UIViewController {
                @IBAction func unwind(_ segue: UIStoryboardSegue) {}
            }
            class Other: UIViewController {
                override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { return true }
            }
            storyboard "Main" {
                scene V1: First, initial { segue "to2", to: V2, kind: .presentModally, presentation: .fullScreen }
                scene V2: Other { segue "to3", to: V3, kind: .presentModally, presentation: .fullScreen }
                scene V3: Other { segue "to4", to: V4, kind: .presentModally, presentation: .fullScreen }
                scene V4: Other { unwind "unwind", action: unwind }
            }
            let v1 = storyboard.instantiateInitialViewController()
            window.rootViewController = v1
            window.makeKeyAndVisible()
            user.tap(segue: "to2", in: v1)
            user.tap(segue: "to3", in: V2)
            user.tap(segue: "to4", in: V3)
            user.tap(segue: "unwind", in: V4)
            """
        for ios in [10, 11] {
            let trace = try TraceOrder.run(source, ios: ios)
            #expect(
                Self.unwindLines(trace, line: 19) == [
                    "V4 shouldPerformSegue(withIdentifier:sender:)",
                    "V4 canPerformUnwindSegueAction(_:from:withSender:)",
                    "V3 canPerformUnwindSegueAction(_:from:withSender:)",
                    "V2 canPerformUnwindSegueAction(_:from:withSender:)",
                    "v1 canPerformUnwindSegueAction(_:from:withSender:)",
                    "V4 prepare(for:sender:)", "v1 @IBAction unwind(_:)",
                ], "iOS \(ios)")
            let ask = trace.events.last { $0.callback == "canPerformUnwindSegueAction(_:from:withSender:)" }
            #expect(ask?.evidence.contains(.neuburgUnwindLogs) == true)
        }
    }

    @Test func neuburgUnwind2_pushPushPresentPresent_presentersThenNavigationChildrenNearestFirst() throws {
        let source = """
            class First: UIViewController {
                @IBAction func doUnwind(_ segue: UIStoryboardSegue) {}
            }
            storyboard "Main" {
                scene V1: First, initial { segue "p2", to: V2, kind: .show }
                scene V2: UIViewController { segue "p3", to: V3, kind: .show }
                scene V3: UIViewController { segue "m4", to: V4, kind: .presentModally, presentation: .fullScreen }
                scene V4: UIViewController { segue "m5", to: V5, kind: .presentModally, presentation: .fullScreen }
                scene V5: UIViewController { unwind "back", action: doUnwind }
            }
            let v1 = storyboard.instantiateInitialViewController()
            let nav = UINavigationController(rootViewController: v1)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            user.tap(segue: "p2", in: v1)
            user.tap(segue: "p3", in: V2)
            user.tap(segue: "m4", in: V3)
            user.tap(segue: "m5", in: V4)
            user.tap(segue: "back", in: V5)
            """
        let trace = try TraceOrder.run(source, ios: 11)
        #expect(
            TraceOrder.lines(trace, line: 19, callbacks: ["canPerformUnwindSegueAction(_:from:withSender:)"]) == [
                "V5 canPerformUnwindSegueAction(_:from:withSender:)",
                "V4 canPerformUnwindSegueAction(_:from:withSender:)",
                "V3 canPerformUnwindSegueAction(_:from:withSender:)",
                "V2 canPerformUnwindSegueAction(_:from:withSender:)",
                "v1 canPerformUnwindSegueAction(_:from:withSender:)",
            ])
    }
}
