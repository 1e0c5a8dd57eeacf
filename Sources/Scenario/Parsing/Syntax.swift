/// The syntax tree of a scenario, exactly as written (names unresolved, types unchecked).
struct ScenarioSyntax {
    /// Top-level statements in source order, grouped by `events`.
    var statements: [StatementSyntax]
    var events: [ScenarioEvent]
    var classes: [ClassSyntax]
    var storyboards: [StoryboardSyntax] = []
    /// `extension Notification.Name { static let … }` (NotificationParsing.swift).
    var notificationNames: [NotificationNameSyntax] = []
    /// Types the scenario declares that the model does not run: `struct`, `enum`, `protocol`, a class
    /// that is no UIKit subclass (`final class ArticleStore`). Their values are opaque.
    var appTypes: [String] = []
    /// Every error the parser recovered from, in source order (the first is thrown; `ScenarioError.more`).
    var errors: [ScenarioError] = []
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
    /// The first of several trailing closures (`animate(withDuration: 0.3) { … } completion: { _ in … }`):
    /// unlabelled, it stands for the closure parameter at its position.
    var isUnlabelledTrailing = false
}

/// `as?`, `as!`, `as`, `is`.
enum CastKind: String {
    case conditional = "as?", forced = "as!", plain = "as", test = "is"
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
    /// `"Article \(id)"`: the literal parts as `.string`, the interpolations as expressions.
    indirect case interpolation([ExprSyntax], SourceLocation)
    /// `value as? Type`, `value as! Type`, `value as Type`, `value is Type`.
    indirect case cast(ExprSyntax, kind: CastKind, typeName: String, location: SourceLocation)
    /// `condition ? a : b`.
    indirect case ternary(ExprSyntax, ExprSyntax, ExprSyntax, SourceLocation)
    /// `items[0]`, `cache[key]`.
    indirect case subscriptAccess(ExprSyntax, [ExprSyntax], SourceLocation)
    /// A dictionary literal, a range, `#keyPath(…)`…: an opaque value (OpaqueFormSyntax.swift).
    indirect case opaqueForm(OpaqueFormSyntax)

    /// `queue.async { … }`, `Task { … }`, `ClosureViewSource { … }`: a `{` after it on the same line is a
    /// trailing closure, its only argument (a type's name takes one as its initialiser's).
    var takesTrailingClosureAlone: Bool {
        switch self {
        case .member: return true
        case .name(let name, _):
            return name.utf8.first.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ?? false
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
            .not(_, let l), .interpolation(_, let l), .cast(_, _, _, let l), .ternary(_, _, _, let l),
            .subscriptAccess(_, _, let l):
            return l
        case .closure(let closure):
            return closure.location
        case .opaqueForm(let form):
            return form.location
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
/// `@IBOutlet var nameLabel: UILabel!`, `lazy var list = UITableView()`, `var count = 0 { didSet { … } }`.
struct PropertySyntax {
    var name: String
    var isVariable: Bool
    var isOutlet: Bool
    /// The annotated type as written (`UILabel!`, `(() -> Void)?`), nil when inferred.
    var typeName: String?
    var initialValue: ExprSyntax?
    var location: SourceLocation
    /// `lazy var`: the initial value is made on first access, not in `init`.
    var isLazy = false
    /// `willSet { … }` and `didSet { … }`, run around each assignment (not the initial value).
    var willSet: [StatementSyntax] = []
    var didSet: [StatementSyntax] = []
    /// What the observers call the value: `newValue` and `oldValue`, or the name in `didSet(old)`.
    var willSetName = "newValue"
    var didSetName = "oldValue"
}

/// `override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }`, or a computed property of
/// the app's own (`var hasArticles: Bool { !articles.isEmpty }`), whose getter runs on each read.
struct ComputedPropertySyntax {
    var name: String
    var isOverride: Bool
    var value: ExprSyntax
    var location: SourceLocation
    /// The getter's statements (`return` gives the value); for an override, `value` is its one expression.
    var getter: [StatementSyntax] = []
    /// Written `{ get { … } set { … } }`: read-write, as an override of a settable property must be.
    var hasSetter = false
}

struct MethodSyntax {
    var isOverride: Bool
    /// `@IBAction func unwindToList(_ segue: UIStoryboardSegue)`: an unwind action.
    var isAction = false
    /// The Swift name: `viewWillAppear(_:)`, `loadView()`.
    var swiftName: String
    /// The names the body uses for its parameters, in order (`page` in `load(page: Int)`).
    var parameterNames: [String] = []
    /// Each parameter's type name as written, its first word (`UIStoryboardSegue`, `Int`).
    var parameterTypes: [String] = []
    var firstParameterType: String? { parameterTypes.first }
    /// The result type as written (`UIViewController?`, `[String]`), nil for none.
    var returnType: String?
    var body: [StatementSyntax]
    var location: SourceLocation
}
