import UIKit

class CounterViewController: UIViewController {
    lazy var badge: UILabel = {
        let label = UILabel()
        label.text = "0"
        return label
    }()

    var count: Int = 0 {
        didSet {
            badge.text = "\(count)"
            print("count", oldValue, "→", count)
        }
        willSet {
            print("will be", newValue)
        }
    }

    var isEmpty: Bool {
        return count == 0
    }

    var subtitle: String {
        get { "\(count) items" }
        set { print(newValue) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
        count = (Int("3") ?? 0) + 1
        let size = CGSize(width: 320, height: 480)
        let frame = CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)
        badge.frame = frame
        view.isHidden = isEmpty
        view.alpha = 1
    }
}

let counter = CounterViewController()
window.rootViewController = counter
window.makeKeyAndVisible()
device.rotate(to: .landscapeLeft)
