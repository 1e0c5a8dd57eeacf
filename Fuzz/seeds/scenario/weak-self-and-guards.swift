import UIKit

class DetailViewController: UIViewController {
    var onClose: (() -> Void)?
    var loadTask: Task<Void, Never>?

    override func viewDidLoad() {
        super.viewDidLoad()
        onClose = { [weak self] in
            guard let self else { return }
            self.dismiss(animated: true)
        }
        DispatchQueue.main.async { [weak self] in
            guard let strongSelf = self else { return }
            strongSelf.view.setNeedsLayout()
        }
        loadTask = Task { [weak self] in
            guard let self = self else { return }
            print("loaded \(self)")
        }
    }

    deinit {
        print("detail freed")
    }
}

let list = UIViewController()
window.rootViewController = list
window.makeKeyAndVisible()
list.present(DetailViewController(), animated: true)
list.dismiss(animated: true)
