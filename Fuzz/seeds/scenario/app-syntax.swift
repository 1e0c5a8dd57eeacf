class Feed: UIViewController {
    var counts = [String: Int]()
    var page = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        defer { print("loaded") }
        let label: String
        if #available(iOS 13, *) { label = "new" } else { label = "old" }
        page += 2
        page *= page > 1 ? 3 : 4
        let key = #keyPath(UIView.frame)
        let titles = children
            .filter { $0.isViewLoaded }
            .map { $0.title }
        switch label {
        case "new": print(label)
        case let other where other.isEmpty: break
        default: print("other")
        }
        for (index, child) in children.enumerated() where index > 0 {
            guard child.isViewLoaded else { continue }
            break
        }
        for _ in 0..<3 { print("never") }
        func describe(_ value: Int) -> String {
            return "\(value)"
        }
        do {
            try load(page: page)
        } catch {
            print(error)
        }
        let pair = (page, label)
        let map = ["a": 1, "b": 2]
    }
    func load(page: Int) throws {}
}
window.rootViewController = UINavigationController(rootViewController: Feed())
window.makeKeyAndVisible()
