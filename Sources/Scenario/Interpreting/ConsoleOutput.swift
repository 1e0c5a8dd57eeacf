import LifecycleModel

/// `print(…)`: the items as Swift would print them, with the scenario's names for objects (Swift would
/// print `<App.List: 0x…>`; the name is what the reader can find in the trace).
extension Interpreter {
    func executePrint(_ items: [CheckedExpr], separator: String, at location: SourceLocation) throws(ScenarioError) {
        simulator.setPosition(line: location.line, column: location.column)
        var texts: [String] = []
        for item in items { texts.append(try evaluate(item, at: location).consoleText) }
        simulator.printToConsole(texts.joined(separator: separator), from: selfStack.last)
    }
}

extension Value {
    var consoleText: String {
        switch self {
        case .object(let object): return object.name
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let value): return String(value)
        case .string(let text): return text
        case .style(let style): return style.rawValue
        case .transitioningDelegate(let delegate): return delegate.className
        case .array(let values): return "[" + values.map { $0.consoleText }.joined(separator: ", ") + "]"
        case .number(let value): return "\(value)" // Swift's own: `390.0`, `0.5`
        case .closure: return "(Function)"
        case .environment(let value): return value.consoleText
        case .handle(let handle): return handle.isTimer ? "Timer" : "Task"
        case .observerToken: return "NSObjectProtocol"
        case .none: return "nil"
        }
    }
}

extension EnvironmentValue {
    var consoleText: String {
        switch self {
        case .device: return "device"
        case .app: return "app"
        case .orientation(let value): return value.rawValue
        case .sizeClass(let value): return value.rawValue
        case .interfaceStyle(let value): return value.rawValue
        case .contentSize(let value): return value.rawValue
        case .insets(let insets): return insets.description
        case .trait(let kind): return kind.propertyName
        case .selector(let name): return name
        case .pageDirection(let direction): return direction.rawValue
        case .phoneModel(let model): return model.rawValue
        case .splitColumn(let column): return column.rawValue
        case .splitDisplayMode(let mode): return mode.rawValue
        }
    }
}
