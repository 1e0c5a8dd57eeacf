import LifecycleModel

/// Runs the plain-view statements against the simulator (the checker has guaranteed the types).
enum PlainViewOperations {
    static func perform(_ operation: ViewOperation, simulator: Simulator, view: View, arguments: Operands)
        throws(ModelError)
    {
        switch operation {
        case .setText:
            guard case .string(let text) = arguments[0] else { return }
            simulator.setText(text, of: view)
        case .invalidateIntrinsicContentSize:
            try simulator.invalidateIntrinsicContentSize(view)
        }
    }
}
