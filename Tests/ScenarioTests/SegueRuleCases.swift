import LifecycleModel
import Testing

@testable import Scenario

/// LL020–LL023 (Rules/SegueRules.swift) as failing and fixed pairs, run by `MisuseRulesTests`.
extension MisuseRulesTests {
    static let segueStoryboard = """
        storyboard "Main" {
            scene List: ListViewController, initial {
                segue "edit", to: Editor, kind: .show
            }
            scene Editor: EditorViewController
        }
        class EditorViewController: UIViewController {
            @IBOutlet var nameLabel: UILabel!
            var name = ""
            override func viewDidLoad() { super.viewDidLoad(); nameLabel.text = name }
        }
        let list = storyboard.instantiateInitialViewController()
        let nav = UINavigationController(rootViewController: list)
        window.rootViewController = nav
        window.makeKeyAndVisible()

        """

    static let segueCases: [Case] = [
        Case(
            name: "LL020 in prepare(for:sender:)", rule: .ll020,
            failing: """
                class ListViewController: UIViewController {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) { Editor.nameLabel.text = "Ann" }
                }
                """ + "\n" + segueStoryboard + "user.tap(segue: \"edit\", in: list)",
            fixed: """
                class ListViewController: UIViewController {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) { Editor.name = "Ann" }
                }
                """ + "\n" + segueStoryboard + "user.tap(segue: \"edit\", in: list)",
            line: 2, column: 73),
        Case(
            name: "LL020 in awakeFromNib()", rule: .ll020,
            failing: """
                class ListViewController: UIViewController {
                    @IBOutlet var titleLabel: UILabel!
                    override func awakeFromNib() { super.awakeFromNib(); titleLabel.text = "List" }
                }
                """ + "\n" + segueStoryboard,
            fixed: """
                class ListViewController: UIViewController {
                    @IBOutlet var titleLabel: UILabel!
                    override func viewDidLoad() { super.viewDidLoad(); titleLabel.text = "List" }
                }
                """ + "\n" + segueStoryboard,
            line: 3, column: 58),
        Case(
            rule: .ll021,
            failing: """
                class ListViewController: UIViewController {
                    override func viewDidLoad() { super.viewDidLoad(); performSegue(withIdentifier: "edit", sender: nil) }
                }
                """ + "\n" + segueStoryboard,
            fixed: """
                class ListViewController: UIViewController {
                    override func viewDidLoad() { super.viewDidLoad() }
                }
                """ + "\n" + segueStoryboard + "list.performSegue(withIdentifier: \"edit\", sender: nil)",
            line: 2, column: 56),
        Case(
            rule: .ll022,
            failing: """
                class ListViewController: UIViewController {
                    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { return false }
                }
                """ + "\n" + segueStoryboard + "list.performSegue(withIdentifier: \"edit\", sender: nil)",
            fixed: """
                class ListViewController: UIViewController {
                    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { return false }
                }
                """ + "\n" + segueStoryboard + "user.tap(segue: \"edit\", in: list)",
            line: 19, column: 6),
        Case(
            rule: .ll023,
            failing: unwindScenario(action: "dismiss(animated: true)"),
            fixed: unwindScenario(action: "print(\"saved\")"),
            line: 2, column: 63),
    ]

    /// An editor presented modally from `list`, unwound with an action whose body is `action`.
    static func unwindScenario(action: String) -> String {
        """
        class ListViewController: UIViewController {
            @IBAction func unwindToList(_ segue: UIStoryboardSegue) { \(action) }
        }
        storyboard "Main" {
            scene List: ListViewController, initial {
                segue "edit", to: Editor, kind: .presentModally, presentation: .fullScreen
            }
            scene Editor: UIViewController {
                unwind "done", action: unwindToList
            }
        }
        let list = storyboard.instantiateInitialViewController()
        window.rootViewController = list
        window.makeKeyAndVisible()
        user.tap(segue: "edit", in: list)
        user.tap(segue: "done", in: Editor)
        """
    }
}
