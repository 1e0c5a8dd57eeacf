import UIKit

// Issue 27, the forms the corpus's last controllers needed: defer with return, counted ranges,
// enumerated(), observers' values, subscripts, annotated literals, headers over several lines.
final class FeedViewController: UIViewController {
    @IBOutlet weak var containerView: UIView!
    @IBOutlet weak var button: UIButton!
    private struct Section { let title: String }
    private let sections: [Section] = [.init(title: "Top")]
    var storyType: StoryType!
    var page = 0 {
        willSet { print("will \(newValue)") }
        didSet(previous) { print("was \(previous)") }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        var cache = [Int: String]()
        cache[1] = "one"
        let styles: [UIBlurEffect.Style?] = [nil, .dark, .light]
        storyType = .top
        for view in [containerView, button] {
            view?.layer.cornerRadius = 5
        }
        for i in 0..<2 { print("i \(i)") }
        for (index, child) in children.enumerated() { print(child) }
        var n = 10
        n %= 4
        if
            n == 2,
            page == 0
        {
            load(page: 1)
        }
        else {
            load(page: 0)
        }
        applyShadow(to: button)
        page = 3
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                               change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard let keyPath = keyPath else { return }
        print(keyPath)
    }

    private func applyShadow(to button: UIButton) {
        button.layer.cornerRadius = 8
    }

    private func load(page: Int) {
        defer { print("loaded \(page)") }
        if page > 0 { return }
        let action = SwipeAction(style: .normal, title: "More") { (action, row, completionHandler) in
            completionHandler?(true)
        }
        let pair = (1, "a")
        print(pair.0)
    }
}
