/// The control flow of ordinary Swift in a scenario: `if`/`else`, `if let`, `guard`, `for … in`,
/// `switch`, `return`. A statement of its own kind (`StatementSyntax.controlFlow`), so the statement
/// forms the model has always had stay as they were.
enum ControlFlowSyntax {
    /// `if a, let b = c { … } else if … { … } else { … }` (`elseBody` holds an `else if` as one statement).
    case ifStatement(
        conditions: [ConditionSyntax], body: [StatementSyntax], elseBody: [StatementSyntax]?,
        location: SourceLocation)
    /// `guard a, let b = c else { … }`: the names it binds stay in scope after it.
    case guardStatement(conditions: [ConditionSyntax], elseBody: [StatementSyntax], location: SourceLocation)
    /// `for child in children { … }`.
    case forIn(name: String, sequence: ExprSyntax, body: [StatementSyntax], location: SourceLocation)
    /// `switch subject { case .a, .b: … default: … }`.
    case switchStatement(subject: ExprSyntax, cases: [SwitchCaseSyntax], location: SourceLocation)
    /// `return` (a value, if any, is evaluated and dropped: scenario methods return nothing the model uses).
    case returnStatement(value: ExprSyntax?, location: SourceLocation)
    /// `break` or `continue` in a `for` loop's body (a `break` that ends a switch case is the switch's).
    case loopExit(isBreak: Bool, location: SourceLocation)
    /// `defer { … }` and the statements after it in its block: `deferred` runs when `body` ends, however
    /// it ends (its end, `return`, `break`, `continue`), as Swift runs it when the scope is left.
    case deferScope(body: [StatementSyntax], deferred: [StatementSyntax], location: SourceLocation)

    var location: SourceLocation {
        switch self {
        case .ifStatement(_, _, _, let location), .guardStatement(_, _, let location), .forIn(_, _, _, let location),
            .switchStatement(_, _, let location), .returnStatement(_, let location), .loopExit(_, let location),
            .deferScope(_, _, let location):
            return location
        }
    }

    /// Every statement list nested in it, and every expression it evaluates (for walks of the tree).
    var nestedBodies: [[StatementSyntax]] {
        switch self {
        case .ifStatement(_, let body, let elseBody, _): return [body] + (elseBody.map { [$0] } ?? [])
        case .guardStatement(_, let elseBody, _): return [elseBody]
        case .forIn(_, _, let body, _): return [body]
        case .switchStatement(_, let cases, _): return cases.map { $0.body }
        case .returnStatement, .loopExit: return []
        case .deferScope(let body, let deferred, _): return [body, deferred]
        }
    }

    var expressions: [ExprSyntax] {
        switch self {
        case .ifStatement(let conditions, _, _, _), .guardStatement(let conditions, _, _):
            return conditions.map { $0.expression }
        case .forIn(_, let sequence, _, _): return [sequence]
        case .switchStatement(let subject, _, _): return [subject]
        case .returnStatement(let value, _): return value.map { [$0] } ?? []
        case .loopExit, .deferScope: return []
        }
    }
}

/// One clause of an `if` or `guard` condition list.
enum ConditionSyntax {
    case boolean(ExprSyntax)
    /// `let name = value` / `var name = value`: true when the value is not nil, which then has the name.
    case optionalBinding(name: String, value: ExprSyntax, location: SourceLocation)

    var expression: ExprSyntax {
        switch self {
        case .boolean(let expression): return expression
        case .optionalBinding(_, let value, _): return value
        }
    }
}

/// `case .a, .b:`, `case "Show":`, `case let x where …:` or `default:` (no patterns), and its statements.
struct SwitchCaseSyntax {
    var patterns: [PatternSyntax]
    var body: [StatementSyntax]
    var location: SourceLocation
    /// `where condition` after the patterns.
    var guardCondition: ExprSyntax?
    var isDefault: Bool { patterns.isEmpty }
}
