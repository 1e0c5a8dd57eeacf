import LifecycleModel

/// `NotificationCenter.default` calls: the model keeps the registrations and delivers posts
/// (Runtime/Notifications in the model); here each registration gets the code it runs.
extension Interpreter {
    func evaluateNotification(_ expression: NotificationExpr, at location: SourceLocation) throws(ScenarioError)
        -> Value
    {
        simulator.setPosition(line: location.line, column: location.column)
        switch expression {
        case .addSelectorObserver(let observerExpression, let method, let bodyIndex, let name):
            let observer = try objectValue(observerExpression, at: location)
            let body = program.overrideBodies[bodyIndex]
            simulator.addObserver(
                observer, selector: method, name: name, deliver: closure(running: body, self: observer))
            return .none
        case .addBlockObserver(let name, let body, let capturesSelfStrongly):
            guard let owner = selfStack.last else { return .none }
            do {
                let token = try simulator.addBlockObserver(
                    name: name, owner: owner, capturesOwnerStrongly: capturesSelfStrongly,
                    deliver: closure(running: body, self: owner))
                return .observerToken(token)
            } catch {
                throw ScenarioError(location: location, message: error.message)
            }
        case .remove(let targetExpression, let name):
            switch try evaluate(targetExpression, at: location) {
            case .object(let observer): simulator.removeObserver(observer, name: name)
            case .observerToken(let token): simulator.removeObserver(token: token)
            default: break // nil: nothing to remove
            }
            return .none
        case .post(let name):
            do {
                try simulator.post(name)
            } catch {
                throw ScenarioError(location: location, message: error.message)
            }
            return .none
        }
    }
}
