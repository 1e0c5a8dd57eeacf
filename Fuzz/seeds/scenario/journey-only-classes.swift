import UIKit

protocol SettingsDelegate: AnyObject {
    func settingsDidChange()
}

final class SettingsViewController: UITableViewController {
    weak var delegate: SettingsDelegate?
    @IBOutlet private weak var versionLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = NSLocalizedString("Settings", comment: "")
        versionLabel?.text = "Version \(Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "?")"
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        delegate?.settingsDidChange()
    }
}

extension SettingsViewController: SettingsDelegate {
    func settingsDidChange() {
        print("changed")
    }
}
