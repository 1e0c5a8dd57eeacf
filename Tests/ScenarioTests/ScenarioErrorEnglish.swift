import LifecycleModel
import Scenario
import Texts

/// The tests read an error as the command line prints it: in English, through `Texts`.
extension ScenarioError {
    var text: String { ScenarioErrorText.message(self, in: .en) }
    var hintText: String? { ScenarioErrorText.hint(self, in: .en) }

    func rendered(file: String, source: String, lineOffset: Int = 0, columnOffset: Int = 0) -> String {
        ScenarioErrorText.rendered(
            self, file: file, source: source, in: .en, lineOffset: lineOffset, columnOffset: columnOffset)
    }
}
