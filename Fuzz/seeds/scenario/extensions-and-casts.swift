import UIKit

final class FeedViewController: UIViewController {
    private(set) var items: [String] = []
    weak var delegate: FeedDelegate?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        navigationItem.title = "Feed \(items.count)"
        configure()
    }
}

extension FeedViewController {
    @objc func configure() {
        view.backgroundColor = .systemBackground
        if let nav = parent as? UINavigationController {
            print("inside", nav)
        }
        if parent is UITabBarController { print("in tabs") }
        let root = navigationController as! UINavigationController
        delegate?.feedDidLoad(self)
        print(root)
    }
}

let feed = FeedViewController()
let nav = UINavigationController(rootViewController: feed)
window.rootViewController = nav
window.makeKeyAndVisible()
