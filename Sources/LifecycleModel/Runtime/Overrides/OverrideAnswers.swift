/// Questions UIKit puts to app code (`shouldPerformSegue`, a delegate's `splitViewController(_:collapseSecondary:onto:)`,
/// `tabBarController(_:shouldSelect:)`): the model calls the method, and the override runner hands back what the
/// app's override returned, which the model reads right after the call.
package enum OverrideAnswer {
    case bool(Bool)
    case object(ModelObject)
    case column(SplitViewController.Column)
    case displayMode(SplitViewController.DisplayMode)

    var bool: Bool? {
        if case .bool(let answer) = self { answer } else { nil }
    }

    /// The controller returned (`return detail`); nil for any other answer.
    var viewController: ViewController? {
        if case .object(let answer) = self { answer as? ViewController } else { nil }
    }

    var column: SplitViewController.Column? {
        if case .column(let answer) = self { answer } else { nil }
    }

    var displayMode: SplitViewController.DisplayMode? {
        if case .displayMode(let answer) = self { answer } else { nil }
    }
}

extension Simulator {
    /// Calls `callback` on `receiver` and returns what its override answered: nil when it has none or
    /// returned nothing the model reads, and the caller takes UIKit's own answer.
    func ask(_ callback: Callback, _ receiver: ModelObject, _ arguments: [Argument]) -> OverrideAnswer? {
        overrideAnswer = nil
        call(callback, receiver, arguments)
        defer { overrideAnswer = nil }
        return overrideAnswer
    }

    /// `ask` for an optional delegate method: UIKit asks only a delegate that implements it, so without
    /// an override in the delegate's class nothing is called (and nothing is in the trace).
    func askDelegate(_ delegate: ModelObject?, _ callback: Callback, _ arguments: [Argument]) -> OverrideAnswer? {
        guard let delegate, delegate.implements(callback) else { return nil }
        return ask(callback, delegate, arguments)
    }
}

extension ModelObject {
    /// The object's class (in the scenario) overrides `callback`.
    func implements(_ callback: Callback) -> Bool { definition?.override(of: callback) != nil }
}
