/// The syntax tree of a scenario, exactly as written (names unresolved, types unchecked).
struct ScenarioSyntax {
    /// Top-level statements in source order, grouped by `events`.
    var statements: [StatementSyntax]
    var events: [ScenarioEvent]
    var classes: [ClassSyntax]
    var storyboards: [StoryboardSyntax] = []
    /// `extension Notification.Name { static let … }` (NotificationParsing.swift).
    var notificationNames: [NotificationNameSyntax] = []
}

enum StatementSyntax {
    /// `let name = value` / `var name = value`.
    case binding(name: String, isVariable: Bool, value: ExprSyntax, location: SourceLocation)
    /// `target = value`.
    case assignment(target: ExprSyntax, value: ExprSyntax, location: SourceLocation)
    case expression(ExprSyntax)
    /// `do { … }`.
    case block([StatementSyntax], location: SourceLocation)
    /// `if`, `guard`, `for … in`, `switch`, `return` (ControlFlowSyntax.swift).
    indirect case controlFlow(ControlFlowSyntax)

    var location: SourceLocation {
        switch self {
        case .binding(_, _, _, let location), .assignment(_, _, let location), .block(_, let location): return location
        case .expression(let expression): return expression.location
        case .controlFlow(let flow): return flow.location
        }
    }
}

struct ArgumentSyntax {
    var label: String?
    var value: ExprSyntax
    var location: SourceLocation
}

struct ClosureSyntax {
    var parameters: [String]
    var body: [StatementSyntax]
    var location: SourceLocation
    /// The capture list, as written: `weak self`, `unowned self`.
    var captures: [String] = []
}

enum ExprSyntax {
    case name(String, SourceLocation)
    case selfReference(SourceLocation)
    case superReference(SourceLocation)
    indirect case member(base: ExprSyntax, name: String, location: SourceLocation)
    /// `.fullScreen`: a member of the type the context expects.
    case implicitMember(String, SourceLocation)
    indirect case call(
        callee: ExprSyntax, arguments: [ArgumentSyntax], trailingClosure: ClosureSyntax?, location: SourceLocation)
    case integer(Int, SourceLocation)
    case number(Double, SourceLocation)
    /// `a + b`, `a - b`, `a * b`, `a / b`; comparisons (`==`, `!=`, `===`, `!==`, `<`, `<=`, `>`, `>=`) and
    /// `&&`, `||` (ControlFlowParsing.swift).
    indirect case binary(op: String, lhs: ExprSyntax, rhs: ExprSyntax, location: SourceLocation)
    /// `!flag`.
    indirect case not(ExprSyntax, SourceLocation)
    case string(String, SourceLocation)
    case boolean(Bool, SourceLocation)
    case nilLiteral(SourceLocation)
    case array([ExprSyntax], SourceLocation)
    indirect case closure(ClosureSyntax)

    /// `queue.async { … }`, `Task { … }`: a `{` after it on the same line is a trailing closure, its only argument.
    var takesTrailingClosureAlone: Bool {
        switch self {
        case .member: return true
        case .name(let name, _): return name == "Task"
        default: return false
        }
    }

    /// The name a chain of members and calls starts from: `DispatchQueue` in `DispatchQueue.global().async`.
    var calleeRootName: String? {
        var link = self
        while true {
            switch link {
            case .name(let name, _): return name
            case .member(let base, _, _): link = base
            case .call(let callee, _, _, _): link = callee
            default: return nil
            }
        }
    }

    /// The name a member chain starts from: `store` in `store.items.reload`.
    var rootName: String? {
        switch self {
        case .name(let name, _): return name
        case .member(let base, _, _): return base.rootName
        default: return nil
        }
    }

    var location: SourceLocation {
        switch self {
        case .name(_, let l), .selfReference(let l), .superReference(let l), .member(_, _, let l),
            .implicitMember(_, let l), .call(_, _, _, let l), .integer(_, let l), .string(_, let l),
            .boolean(_, let l), .nilLiteral(let l), .array(_, let l), .number(_, let l), .binary(_, _, _, let l),
            .not(_, let l):
            return l
        case .closure(let closure):
            return closure.location
        }
    }
}

/// `class Name: Base { override func … }`.
struct ClassSyntax {
    var name: String
    var superclass: String
    var methods: [MethodSyntax]
    var location: SourceLocation
    var superclassLocation: SourceLocation
    var properties: [PropertySyntax] = []
    var computedProperties: [ComputedPropertySyntax] = []
    /// Protocols after the superclass (`UIViewControllerTransitioningDelegate`).
    var protocols: [String] = []
}

/// A stored property: `let content = UIViewController()`, `var onSaved: (() -> Void)?`,
/// `@IBOutlet var nameLabel: UILabel!`.
struct PropertySyntax {
    var name: String
    var isVariable: Bool
    var isOutlet: Bool
    /// The annotated type as written (`UILabel!`, `(() -> Void)?`), nil when inferred.
    var typeName: String?
    var initialValue: ExprSyntax?
    var location: SourceLocation
}

/// `override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }`.
struct ComputedPropertySyntax {
    var name: String
    var isOverride: Bool
    var value: ExprSyntax
    var location: SourceLocation
}

struct MethodSyntax {
    var isOverride: Bool
    /// `@IBAction func unwindToList(_ segue: UIStoryboardSegue)`: an unwind action.
    var isAction = false
    /// The Swift name: `viewWillAppear(_:)`, `loadView()`.
    var swiftName: String
    var body: [StatementSyntax]
    var location: SourceLocation
}
