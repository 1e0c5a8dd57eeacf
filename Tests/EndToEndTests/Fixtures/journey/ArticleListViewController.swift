class ArticleListViewController: UIViewController {
    let emptyState = UILabel()
    var reloadTask: Task<Void, Never>?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(emptyState)
        print("list loaded")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reloadTask = Task { [weak self] in
            self?.reload()
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

    func reload() {
        print("reloading articles")
    }
}
