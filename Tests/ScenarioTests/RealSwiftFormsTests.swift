import LifecycleModel
import Testing

@testable import Scenario

/// Issue 27, the forms that stopped the corpus's last controllers and the unseen ones measured after
/// them: each runs with the meaning the README's "Real Swift as written" gives it.
struct RealSwiftFormsTests {
    /// The console rows of `A`'s `viewDidLoad` running `body`, `A` declaring `members` too.
    static func printed(_ body: String, members: String = "", setUp: String = "") throws -> [String] {
        let indented = { (text: String, depth: Int) in
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String(repeating: " ", count: depth) + $0 }.joined(separator: "\n")
        }
        let source = """
            class A: UIViewController {
            \(indented(members, 4))
                override func viewDidLoad() {
                    super.viewDidLoad()
            \(indented(body, 8))
                }
            }
            let a = A()
            \(setUp)
            a.loadViewIfNeeded()
            """
        return RealSwiftTests.console(try TraceOrder.run(source))
    }

    @Test func anOutletPassedToAHelpersViewParameterReadsAsOpaque() throws {
        let members = """
            @IBOutlet weak var saveButton: UIButton!
            private func applyShadow(to button: UIButton) {
                button.layer.cornerRadius = 8
                print("styled")
            }
            """
        #expect(try Self.printed("applyShadow(to: saveButton)", members: members) == ["styled"])
    }

    @Test func anArrayLiteralTakesItsElementTypeFromItsElements() throws {
        let members = "@IBOutlet weak var containerView: UIView!\n@IBOutlet weak var button: UIButton!"
        let body = """
            for view in [containerView, button] {
                view?.layer.cornerRadius = 5
            }
            for number in [1, 2] { print("\\(number)") }
            """
        #expect(try Self.printed(body, members: members) == ["1", "2"])
    }

    @Test func anOptionalStringParameterIsUnwrappedByIfLet() throws {
        let members = """
            func show(_ keyPath: String?) {
                guard let keyPath = keyPath else { return }
                switch keyPath {
                case "title": print("title changed")
                default: break
                }
            }
            """
        #expect(try Self.printed("show(\"title\")", members: members) == ["title changed"])
    }

    @Test func callingAClosureParameterIsAcceptedAndDoesNothing() throws {
        let body = """
            let action = SwipeAction(style: .normal, title: "More") { (action, row, completionHandler) in
                completionHandler?(true)
            }
            print("made")
            """
        #expect(try Self.printed(body) == ["made"])
        #expect(TraceOrder.error("let vc = UIViewController()\nvc()")?.text == "cannot call value of non-function type")
    }

    @Test func assignmentThroughASubscriptEvaluatesAndStoresNothing() throws {
        #expect(try Self.printed("var cache = [Int: String]()\ncache[1] = \"one\"\nprint(\"stored\")") == ["stored"])
        let error = TraceOrder.error(
            "class A: UIViewController {\n    func f() {\n        let cache = [Int: String]()\n        cache[1] = \"one\"\n    }\n}"
        )
        #expect(error?.text == "cannot assign through subscript: 'cache' is a 'let' constant")
        #expect(error?.location == SourceLocation(line: 4, column: 9))
    }

    @Test func observersSeeNewValueAndOldValue() throws {
        let members = """
            var page = 0 {
                willSet { print("will \\(newValue)") }
                didSet { print("was \\(oldValue), now \\(page)") }
            }
            var title2 = "a" {
                didSet(previous) { print("renamed from \\(previous)") }
            }
            """
        #expect(
            try Self.printed("page = 3\ntitle2 = \"b\"", members: members)
                == ["will 3", "was 0, now 3", "renamed from a"])
    }

    @Test func anAnnotationGivesImplicitMembersTheirType() throws {
        let members = """
            private struct Section { let title: String }
            private let sections: [Section] = [.init(title: "Examples")]
            var storyType: StoryType!
            """
        let body = """
            let styles: [UIBlurEffect.Style?] = [nil, .dark, .light]
            storyType = .top
            print("typed")
            """
        #expect(try Self.printed(body, members: members) == ["typed"])
    }

    @Test func aReturnOfAContextualValueIsOpaque() throws {
        let members = """
            var type: SkeletonType {
                return view.isHidden ? .solid : .gradient
            }
            """
        #expect(try Self.printed("_ = type\nprint(\"read\")", members: members) == ["read"])
    }

    @Test func returnRunsThePendingDeferBlocks() throws {
        let members = """
            func load(_ page: Int) {
                defer { print("done \\(page)") }
                if page > 0 { return }
                print("first page")
            }
            """
        #expect(try Self.printed("load(1)\nload(0)", members: members) == ["done 1", "first page", "done 0"])
    }

    @Test func rangesAndEnumeratedIterate() throws {
        let body = """
            for i in 0..<2 { print("i \\(i)") }
            for page in 1...2 { print("page \\(page)") }
            for (index, child) in children.enumerated() { print(child.isViewLoaded ? "loaded" : "not loaded") }
            """
        #expect(
            try Self.printed(body, setUp: "a.addChild(UIViewController())")
                == ["i 0", "i 1", "page 1", "page 2", "not loaded"])
    }

    @Test func remainderAssignment() throws {
        #expect(try Self.printed("var n = 10\nn %= 4\nprint(\"\\(n)\")") == ["2"])
    }

    @Test func headersLaidOutOverSeveralLines() throws {
        let body = """
            let count = 2
            let limit = 1
            if
                count > limit,
                count < 3
            {
                print("shown")
            }
            else {
                print("hidden")
            }
            """
        #expect(try Self.printed(body) == ["shown"])
    }

    @Test func tupleElementsEmptyArraysAndAppValuesAreOpaque() throws {
        let body = """
            let pair = (UIColor.red, "red")
            view.backgroundColor = pair.0
            var stories = [Story]()
            var settings = SideMenuSettings()
            settings.presentationStyle = 1
            print("\\(stories.count)")
            """
        #expect(try Self.printed(body) == ["0"])
    }

    @Test func aLibraryControllersOwnMembersAreOpaque() throws {
        let body = """
            let safari = SFSafariViewController(url: URL(string: "https://example.com")!)
            safari.delegate = self
            NotificationCenter.default.addObserver(
                self, selector: #selector(textDidChange), name: UITextField.textDidChangeNotification, object: nil)
            print("observing")
            """
        let members = "@objc func textDidChange() { print(\"changed\") }"
        #expect(try Self.printed(body, members: members) == ["observing"])
        let notes = try TraceOrder.run(
            """
            class A: UIViewController {
                override func viewDidLoad() {
                    NotificationCenter.default.addObserver(
                        self, selector: #selector(f), name: UITextField.textDidChangeNotification, object: nil)
                }
                @objc func f() {}
            }
            A().loadViewIfNeeded()
            """
        ).notModelled
        #expect(notes.contains("UITextField.textDidChangeNotification"))
    }
}
