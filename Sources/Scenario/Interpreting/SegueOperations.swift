import LifecycleModel

/// `performSegue(withIdentifier:sender:)` and `user.tap(segue:in:)`.
extension Interpreter {
    func performSegue(_ operation: Operation, on receiver: Value, _ arguments: Operands) throws(ModelError) {
        guard case .string(let identifier) = arguments[0] else { return }
        if case .tapSegue = operation {
            // The control wired to the segue is the sender, as UIKit passes it.
            try simulator.performSegue(
                withIdentifier: identifier, from: controller(arguments[1]), sender: "UIButton", byUser: true)
        } else {
            let sender: String
            if case .object(let object) = arguments[1] { sender = object.name } else { sender = "nil" }
            try simulator.performSegue(
                withIdentifier: identifier, from: controller(receiver), sender: sender, byUser: false)
        }
    }
}
