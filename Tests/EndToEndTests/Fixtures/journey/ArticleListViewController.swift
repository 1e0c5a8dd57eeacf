import UIKit

final class ArticleListViewController: UIViewController {
    private let emptyState = UILabel()
    private var reloadTask: Task<Void, Never>?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Articles"
        view.addSubview(emptyState)
        print("list loaded")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reloadTask = Task { [weak self] in
            guard let self else { return }
            self.reload()
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        reloadTask?.cancel()
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        print("rotating")
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        print("dropping cached thumbnails")
    }

    private func reload() {
        print("reloading articles")
    }
}
