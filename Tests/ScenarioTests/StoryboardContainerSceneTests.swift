import LifecycleModel
import Testing

@testable import Scenario

/// Navigation and tab bar controller scenes (README, "Storyboards and segues"; LifecycleModel/Storyboards/
/// ContainerScenes.swift). What a source says:
/// - Matt Neuburg, Programming iOS 6, "Storyboards": controllers joined by a relationship "are
///   instantiated together" — the root (or the tabs) exist when `instantiateViewController` returns, and a
///   segue to a navigation controller scene makes its root before the source's `prepare(for:sender:)`,
///   whose `segue.destination` is the navigation controller.
/// - The model's choice (no published log): each child's `init(coder:)` inside the container's, the
///   children given to the container inside it, `awakeFromNib()` afterwards, container first.
@Suite struct StoryboardContainerSceneTests {
    static let navStoryboard = """
        class ListViewController: UIViewController {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                print(segue.destination, Editor.isViewLoaded)
            }
        }
        storyboard "Main" {
            scene Nav: UINavigationController, initial {
                root List
            }
            scene List: ListViewController {
                segue "edit", to: EditorNav, kind: .presentModally
                segue "push", to: EditorNav, kind: .show
            }
            scene EditorNav: UINavigationController, id: "editor" {
                root Editor
            }
            scene Editor: UIViewController
        }
        let nav = storyboard.instantiateInitialViewController()

        """
    static func printed(_ trace: Trace) -> [String] {
        trace.events.filter { $0.kind == .console }.flatMap { $0.args.map { $0.value } }
    }

    static let creation: Set<String> = [
        "init(coder:)", "awakeFromNib()", "willMove(toParent:)", "didMove(toParent:)",
    ]

    /// Neuburg, Programming iOS 6: the root comes with its navigation controller; iOS 5, 13, 26.
    @Test func neuburgProgrammingIOS6_rootIsInstantiatedWithItsNavigationController() throws {
        for ios in [5, 13, 26] {
            let trace = try TraceOrder.run(Self.navStoryboard + "print(List.navigationController == nav)", ios: ios)
            #expect(
                TraceOrder.lines(trace, line: 19, callbacks: Self.creation) == [
                    "nav init(coder:)", "List init(coder:)", "List willMove(toParent:)", "List didMove(toParent:)",
                    "nav awakeFromNib()", "List awakeFromNib()",
                ], "iOS \(ios)")
            #expect(Self.printed(trace) == ["true"], "iOS \(ios)")
        }
    }

    /// The model's choice: the root's init(coder:) is nested inside the container's.
    @Test func modelChoice_childDecodedInsideContainersInitCoder() throws {
        let trace = try TraceOrder.run(Self.navStoryboard)
        let outer = try #require(trace.events.first { $0.object == "nav" && $0.callback == "init(coder:)" })
        let inner = try #require(trace.events.first { $0.object == "List" && $0.callback == "init(coder:)" })
        #expect(inner.depth == outer.depth + 1)
    }

    /// Neuburg, Programming iOS 6: a segue to a navigation controller scene makes its root first; the
    /// source's prepare sees the navigation controller as the destination, its root not loaded.
    @Test func neuburgProgrammingIOS6_segueToNavigationSceneDestinationIsTheNavigationController() throws {
        let trace = try TraceOrder.run(
            Self.navStoryboard
                + "window.rootViewController = nav\nwindow.makeKeyAndVisible()\nList.performSegue(withIdentifier: \"edit\", sender: nil)"
        )
        let lines = TraceOrder.lines(trace, line: 22, objects: ["List", "EditorNav", "Editor"])
        #expect(
            Array(lines.prefix(8)) == [
                "EditorNav init(coder:)", "Editor init(coder:)", "Editor willMove(toParent:)",
                "Editor didMove(toParent:)", "EditorNav awakeFromNib()", "Editor awakeFromNib()",
                "List prepare(for:sender:)", "EditorNav loadView()",
            ])
        #expect(Self.printed(trace) == ["EditorNav false"])
        #expect(lines.contains("EditorNav viewDidLoad()"))
        #expect(lines.contains("Editor viewDidAppear(_:)"))
    }

    /// SwiftyJSON pull request 686: a Show segue whose destination is a navigation controller is presented
    /// instead of pushed (a push of a navigation controller raises "Pushing a navigation controller is not
    /// supported").
    @Test func swiftyJSONPullRequest686_showSegueToNavigationSceneInsideANavigationControllerPresents() throws {
        let trace = try TraceOrder.run(
            Self.navStoryboard
                + "window.rootViewController = nav\nwindow.makeKeyAndVisible()\nList.performSegue(withIdentifier: \"push\", sender: nil)"
        )
        let lines = trace.events.map { "\($0.object) \($0.callback)" }
        #expect(lines.contains("EditorNav viewDidAppear(_:)") && lines.contains("Editor viewDidAppear(_:)"))
        #expect(
            !trace.events.contains { $0.object == "EditorNav" && $0.callback == "willMove(toParent:)" },
            "presented, not pushed")
    }

    /// Neuburg, Programming iOS 6: a tab bar controller's tabs come with it, in tab order; the first shows.
    @Test func neuburgProgrammingIOS6_tabsAreInstantiatedWithTheirTabBarController() throws {
        let trace = try TraceOrder.run(
            """
            storyboard "Main" {
                scene Tabs: UITabBarController, initial {
                    tab FeedNav
                    tab Settings
                }
                scene FeedNav: UINavigationController {
                    root Feed
                }
                scene Feed: UIViewController
                scene Settings: UIViewController
            }
            let tabs = storyboard.instantiateInitialViewController()
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            """, ios: 17)
        #expect(
            TraceOrder.lines(trace, line: 12, callbacks: ["init(coder:)", "awakeFromNib()"]) == [
                "tabs init(coder:)", "FeedNav init(coder:)", "Feed init(coder:)", "Settings init(coder:)",
                "tabs awakeFromNib()", "FeedNav awakeFromNib()", "Feed awakeFromNib()", "Settings awakeFromNib()",
            ])
        let shown = TraceOrder.lines(trace, line: 14, callbacks: ["viewDidAppear(_:)"])
        #expect(shown == ["tabs viewDidAppear(_:)", "FeedNav viewDidAppear(_:)", "Feed viewDidAppear(_:)"])
    }

    @Test func relationshipErrors() {
        let cases: [(String, String)] = [
            ("scene Nav: UINavigationController", "has no root view controller"),
            ("scene A: UIViewController {\n root B\n}\nscene B: UIViewController", "'root' is a relationship"),
            ("scene T: UITabBarController {\n root B\n}\nscene B: UIViewController", "'root' is a relationship"),
            ("scene N: UINavigationController {\n tab B\n}\nscene B: UIViewController", "'tab' is a relationship"),
            (
                "scene N: UINavigationController {\n root M\n}\nscene M: UINavigationController {\n root B\n}\nscene B: UIViewController",
                "Pushing a navigation controller is not supported"
            ),
            ("scene T: UITabBarController {\n tab U\n}\nscene U: UITabBarController {\n tab T\n}", "contains itself"),
            ("scene T: UITabBarController {\n tab B\n tab B\n}\nscene B: UIViewController", "already a tab"),
            (
                "scene N: UINavigationController {\n root B\n embed B\n}\nscene B: UIViewController",
                "no container views"
            ),
        ]
        for (scenes, message) in cases {
            let error = TraceOrder.error("storyboard \"Main\" {\n\(scenes)\n}")
            #expect(error?.text.contains(message) == true, "\(scenes): \(String(describing: error?.message))")
        }
    }

    /// A scene's value has its container's type: a navigation scene can push.
    @Test func navigationSceneIsANavigationControllerToTheChecker() throws {
        let trace = try TraceOrder.run(
            Self.navStoryboard
                + "window.rootViewController = nav\nwindow.makeKeyAndVisible()\nnav.pushViewController(A, animated: false)"
        )
        #expect(TraceOrder.lines(trace, line: 22, objects: ["A"]).contains("A viewDidAppear(_:)"))
    }
}
