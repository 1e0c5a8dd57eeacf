import UIKit

@MainActor
open class FadeViewController: UIViewController {
    override open func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.3) {
            self.view.alpha = 1
        } completion: { finished in
            print("faded in:", finished)
        }
        UIView.performWithoutAnimation {
            self.view.layoutIfNeeded()
        }
        let rows = [1, 2, 3].map { (value: Int) in value * 2 }
        print(rows, IndexPath(row: 0, section: 0), UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @IBAction func close(_ sender: Any) {
        dismiss(animated: true, completion: nil)
    }
}

let fade = FadeViewController()
window.rootViewController = fade
window.makeKeyAndVisible()
app.enterBackground()
app.enterForeground()
