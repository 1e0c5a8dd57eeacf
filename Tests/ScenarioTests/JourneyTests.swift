import LifecycleModel
import Testing

@testable import Scenario

/// `JourneyScript`: a file of classes without top-level code, its controller picked and taken through the
/// journey `lifeline trace File.swift` runs (README, "Tracing a controller from an app").
@Suite struct JourneyTests {
    static let profile = """
        class ProfileViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                print("loaded")
            }

            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
            }

            override func didReceiveMemoryWarning() {
                super.didReceiveMemoryWarning()
            }
        }
        """

    func run(_ source: String, _ journey: Journey = .standard, controller: String? = nil) throws -> (
        JourneyScript, Trace
    ) {
        let script = try JourneyScript(file: source, journey: journey, controller: controller)
        return (script, try ScenarioRunner.run(source: script.source))
    }

    /// The rows of one object, as `callback` strings.
    func calls(of object: String, in trace: Trace) -> [String] {
        trace.events.filter { $0.object == object && $0.kind == .callback }.map { $0.callback }
    }

    @Test func aFileOfClassesWantsAJourneyAScenarioDoesNot() {
        #expect(JourneyScript.wantsJourney(Self.profile))
        #expect(!JourneyScript.wantsJourney("window.rootViewController = A; window.makeKeyAndVisible()"))
        #expect(!JourneyScript.wantsJourney(Self.profile + "\nwindow.rootViewController = A\n"))
        // A file that does not read is run as it is, so that its error is reported.
        #expect(!JourneyScript.wantsJourney("class A: UIViewController { override func viewDidLoad( }"))
    }

    @Test func theStandardJourneyRunsEveryStepAfterTheFilesLines() throws {
        let (script, trace) = try run(Self.profile)
        #expect(script.controller == "ProfileViewController")
        #expect(script.objectName == "profileViewController")
        #expect(script.fileLineCount == 14)
        #expect(script.stretches.map { $0.step } == JourneyStep.allCases)
        #expect(script.stretches.first?.lines.lowerBound == 15)
        for (earlier, later) in zip(script.stretches, script.stretches.dropFirst()) {
            #expect(earlier.lines.upperBound + 1 == later.lines.lowerBound)
        }
        let subject = calls(of: "profileViewController", in: trace)
        // On screen inside a navigation controller, covered by the push and shown again by the pop, then
        // rotated and warned.
        #expect(
            trace.events.contains {
                $0.object == "profileViewController" && $0.callback == "didMove(toParent:)"
                    && $0.args.first?.value == "navigation"
            })
        #expect(subject.filter { $0 == "viewWillAppear(_:)" }.count == 2)
        #expect(subject.filter { $0 == "viewWillDisappear(_:)" }.count == 1)
        #expect(subject.filter { $0 == "viewWillTransition(to:with:)" }.count == 2)
        #expect(subject.contains("didReceiveMemoryWarning()"))
        #expect(calls(of: "pushed", in: trace).contains("viewDidAppear(_:)"))
        #expect(calls(of: "sheet", in: trace).contains("viewDidDisappear(_:)"))
        #expect(calls(of: "sceneDelegate", in: trace).contains("sceneDidEnterBackground(_:)"))
        #expect(calls(of: "sceneDelegate", in: trace).last == "sceneDidBecomeActive(_:)")
    }

    @Test func theRowsWhereTheFilesCodeRanAreMarked() throws {
        let (script, trace) = try run(Self.profile)
        let own = script.ownCodeRows(in: trace).sorted().map { trace.events[$0] }
        #expect(
            own.map { $0.kind == .console ? "» " + ($0.args.first?.value ?? "") : $0.callback } == [
                "viewDidLoad()", "» loaded", "viewWillAppear(_:)", "viewWillAppear(_:)", "didReceiveMemoryWarning()",
            ])
        #expect(own.allSatisfy { $0.className == "ProfileViewController" })
        // The print names the file's own line.
        #expect(own[1].line == 4)
    }

    @Test func oneStepRunsAfterTheRootOnly() throws {
        let (script, trace) = try run(Self.profile, .only(.rotate))
        #expect(script.stretches.map { $0.step } == [.root, .rotate])
        #expect(calls(of: "pushed", in: trace).isEmpty)
        #expect(calls(of: "profileViewController", in: trace).contains("viewWillTransition(to:with:)"))
        let (rootOnly, rootTrace) = try run(Self.profile, .only(.root))
        #expect(rootOnly.stretches.map { $0.step } == [.root])
        #expect(calls(of: "profileViewController", in: rootTrace).last == "viewDidAppear(_:)")
    }

    @Test func journeyNamesParse() {
        #expect(Journey(parsing: "standard") == .standard)
        #expect(Journey(parsing: "present") == .only(.present))
        #expect(Journey(parsing: "sideways") == nil)
        #expect(Journey.names == ["root", "push", "present", "rotate", "memory", "background", "standard"])
    }

    @Test func theControllerNoOtherCodeNamesIsPicked() throws {
        let source = """
            class DetailViewController: UIViewController {
            }
            class ListViewController: UIViewController {
                let detail = DetailViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(detail)
                    view.addSubview(detail.view)
                    detail.didMove(toParent: self)
                }
            }
            class Badge: UIView {
            }
            """
        let (script, trace) = try run(source, .only(.root))
        #expect(script.controller == "ListViewController")
        // Its viewDidLoad contains the helper controller, as the file says.
        #expect(
            trace.events.contains {
                $0.object == "listViewController.detail" && $0.callback == "didMove(toParent:)" && $0.depth > 0
            })
        let picked = try JourneyScript(file: source, journey: .only(.root), controller: "DetailViewController")
        #expect(picked.controller == "DetailViewController")
    }

    @Test func twoControllersNeitherNamedIsAnErrorThatSaysWhatToDo() {
        let source = "class A1: UIViewController {\n}\nclass B1: UIViewController {\n}\n"
        #expect(
            throws: ScenarioError(
                location: SourceLocation(line: 1, column: 1),
                .journey(.severalControllers(["A1", "B1"])), hint: .journey(.pickController("A1")))
        ) {
            try JourneyScript(file: source, journey: .standard)
        }
        #expect(
            throws: ScenarioError(
                location: SourceLocation(line: 1, column: 1),
                .journey(.noControllerNamed("C1")), hint: .journey(.controllerMustBeDeclared(declared: ["A1", "B1"])))
        ) {
            try JourneyScript(file: source, journey: .standard, controller: "C1")
        }
        #expect(throws: ScenarioError.self) {
            try JourneyScript(file: "class Badge: UIView {\n}\n", journey: .standard)
        }
    }

    @Test func aFileWithTopLevelCodeIsNoJourney() {
        #expect(
            throws: ScenarioError(
                location: SourceLocation(line: 3, column: 1), .journey(.topLevelCode),
                hint: .journey(.removeTopLevelCode))
        ) {
            try JourneyScript(
                file: "class A1: UIViewController {\n}\nwindow.rootViewController = A1()\n", journey: .standard)
        }
    }

    @Test func aNavigationControllerIsTheRootAndTakesThePushItself() throws {
        let source = "class RootNavigation: UINavigationController {\n}\n"
        let (script, trace) = try run(source, .only(.push))
        #expect(!script.source.contains("UINavigationController(rootViewController:"))
        #expect(
            trace.events.contains {
                $0.object == "pushed" && $0.callback == "didMove(toParent:)" && $0.args.first?.value == "rootNavigation"
            })
    }

    @Test func aTabBarControllerHasNothingToPushOn() throws {
        let (script, trace) = try run("class Tabs: UITabBarController {\n}\n", .only(.push))
        #expect(script.stretches.last?.skipped == .containerWithoutNavigationStack(container: "Tabs"))
        #expect(calls(of: "pushed", in: trace).isEmpty)
        #expect(calls(of: "tabs", in: trace).contains("viewDidAppear(_:)"))
    }

    @Test func theJourneysNamesShadowNothingOfTheFile() throws {
        let source = """
            class Editor: UIViewController {
                let navigation = UIViewController()
                var sheet: UIViewController?
            }
            """
        let (script, _) = try run(source, .only(.present))
        #expect(script.objectName == "editor")
        #expect(script.source.contains("let navigation2 = UINavigationController(rootViewController: editor)"))
        #expect(script.source.contains("let sheet2 = UIViewController()"))
    }

    @Test func aSubclassOfALibraryControllerIsAController() throws {
        // `PagingViewController` is not UIKit's and not the file's: a library's controller, by its name.
        let source = "class Pages: PagingViewController {\n}\nclass Cell: UITableViewCell {\n}\n"
        let syntax = try Parser.parse(source)
        #expect(ControllerPicking.kind(of: "Pages", in: syntax) == .content)
        #expect(ControllerPicking.kind(of: "Cell", in: syntax) == nil)
    }

    @Test func namesAreLoweredAsSwiftDoes() {
        #expect(JourneyScript.lowerCamel("MainViewController") == "mainViewController")
        #expect(JourneyScript.lowerCamel("URLListController") == "urlListController")
        #expect(JourneyScript.lowerCamel("A") == "a")
        #expect(ControllerPicking.occurrences(of: "sheet", in: "let sheet2 = sheet; sheets") == 1)
        // Comments and strings do not name a class: a file's header comment names its own.
        #expect(
            ControllerPicking.occurrences(
                of: "ListViewController",
                in:
                    "// ListViewController.swift\n/* ListViewController /* nested */ ListViewController */\nlet t = \"ListViewController\"\nlet s = \"\"\"\nListViewController\n\"\"\"\nclass ListViewController {}"
            ) == 1)
    }

    @Test func theControllerIsMadeWithAnInitialiserItDeclares() throws {
        // Parchment's ContentViewController has no init() in Swift: its designated initialiser takes values.
        let source = """
            final class ContentViewController: UIViewController {
                convenience init(index: Int) {
                    self.init(title: "View", content: "1")
                }

                init(title: String, content: String) {
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder _: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }
            }
            """
        let syntax = try Parser.parse(source)
        #expect(Construction.call(making: "ContentViewController", in: syntax) == "ContentViewController(index: 0)")
        let plain = try Parser.parse(
            "class A1: UIViewController {\n    required init?(coder: NSCoder) {\n        super.init(coder: coder)\n    }\n}\n"
        )
        #expect(Construction.call(making: "A1", in: plain) == "A1()")
        let withStore = try Parser.parse(
            "class A1: UIViewController {\n    init(store: ArticleStore, _ limit: Int) {\n        super.init(nibName: nil, bundle: nil)\n    }\n}\n"
        )
        #expect(Construction.call(making: "A1", in: withStore) == "A1(store: ArticleStore(), 0)")
    }
}
