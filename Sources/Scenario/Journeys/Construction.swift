/// How the journey makes the controller: as the app's own code would, with an initialiser the class
/// declares. A class that declares a designated initialiser with parameters has no `init()` in Swift
/// (Parchment's `ContentViewController(index:)`), so the journey calls the declared one with plain
/// values; `init(coder:)` is the storyboard's and `init(nibName:bundle:)` is what `()` runs.
enum Construction {
    /// `ContentViewController(index: 0)`, or `Name()` when the class declares no other initialiser.
    static func call(making picked: String, in syntax: ScenarioSyntax) -> String {
        guard let declared = syntax.classes.first(where: { $0.name == picked }) else { return picked + "()" }
        let initialisers = declared.methods.filter {
            $0.swiftName.hasPrefix("init(") && $0.swiftName != "init(coder:)" && $0.swiftName != "init(nibName:bundle:)"
        }
        guard !initialisers.contains(where: { $0.swiftName == "init()" }),
            let chosen = initialisers.min(by: { cost(of: $0) < cost(of: $1) })
        else { return picked + "()" }
        let labels = chosen.swiftName.dropFirst("init(".count).dropLast().split(separator: ":").map(String.init)
        let arguments = zip(labels, chosen.parameterTypes).map { label, type in
            (label == "_" ? "" : label + ": ") + placeholder(for: type)
        }
        return picked + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// Fewer parameters first, and parameters of plain value types before app types.
    private static func cost(of initialiser: MethodSyntax) -> Int {
        initialiser.parameterTypes.reduce(0) { $0 + (plainValue(for: $1) == nil ? 10 : 1) }
    }

    /// A value of the parameter's type: a literal for Swift's plain types, else a value of the type
    /// made with `()` (an app type, opaque to the model).
    static func placeholder(for type: String) -> String {
        plainValue(for: type) ?? (type.isEmpty ? "nil" : type + "()")
    }

    private static func plainValue(for type: String) -> String? {
        switch type {
        case "Int", "Int32", "Int64", "UInt", "Double", "Float", "CGFloat", "TimeInterval": return "0"
        case "String", "Substring": return "\"\""
        case "Bool": return "false"
        default: return nil
        }
    }
}
