import LifecycleModel

/// A checked `if`, `guard`, `for … in`, `switch`, `return` or optional chain.
enum CheckedControlFlow {
    case branch(
        conditions: [CheckedCondition], body: [CheckedStatement], elseBody: [CheckedStatement],
        location: SourceLocation)
    /// The conditions' bindings stay in their slots after it (that is what `guard` is for).
    case guardCheck(conditions: [CheckedCondition], elseBody: [CheckedStatement], location: SourceLocation)
    case loop(element: CheckedBinding, sequence: CheckedExpr, body: [CheckedStatement], location: SourceLocation)
    /// `patterns` nil for `default`.
    case switchOn(
        subject: CheckedExpr, cases: [(patterns: [CheckedExpr]?, body: [CheckedStatement])],
        location: SourceLocation)
    case returnFromBody(value: CheckedExpr?, location: SourceLocation)
    /// `break` (true) or `continue` in a loop body.
    case loopExit(isBreak: Bool, location: SourceLocation)
    /// `base?.call()`: the statement runs with the unwrapped base in `binding`, or not at all when it is nil.
    case optionalChain(binding: CheckedBinding, base: CheckedExpr, then: CheckedStatement, location: SourceLocation)
    /// `defer { … }` and the rest of its block: `deferred` runs however `body` ends (DeferChecking.swift).
    case deferScope(body: [CheckedStatement], deferred: [CheckedStatement])

    /// The statement lists nested in it (for walks of the checked program).
    var nestedBodies: [[CheckedStatement]] {
        switch self {
        case .branch(_, let body, let elseBody, _): return [body, elseBody]
        case .guardCheck(_, let elseBody, _): return [elseBody]
        case .loop(_, _, let body, _): return [body]
        case .switchOn(_, let cases, _): return cases.map { $0.body }
        case .returnFromBody, .loopExit: return []
        case .optionalChain(_, _, let then, _): return [[then]]
        case .deferScope(let body, let deferred): return [body, deferred]
        }
    }
}

/// Where a name bound by `if let`, `guard let`, `for` or an optional chain lives: an object slot (not
/// a reference the model counts: a local of a method does not outlive it) or a value slot.
struct CheckedBinding {
    var slot: Int
    var isValue: Bool
}

enum CheckedCondition {
    case test(CheckedExpr)
    /// `let name = value`: holds when the value is not nil.
    case bind(CheckedBinding, value: CheckedExpr)
}

/// Expressions of ordinary Swift the interpreter evaluates itself: comparisons, `&&`, `||`
/// (short-circuiting), `!`, `a?.b`, and the members of an array lifecycle code reads.
enum CheckedSwiftExpr {
    case compare(ComparisonOperator, CheckedExpr, CheckedExpr)
    case and(CheckedExpr, CheckedExpr)
    case or(CheckedExpr, CheckedExpr)
    case not(CheckedExpr)
    /// `base?.member`: nil when the base is.
    case optionalChain(binding: CheckedBinding, base: CheckedExpr, then: CheckedExpr)
    /// `children.count`, `viewControllers.last`…
    case arrayMember(ArrayMember, of: CheckedExpr)
    /// `Task { … }`, `Timer.scheduledTimer(…) { _ in … }`, `task.cancel()`, `Task.isCancelled`
    /// (ConcurrencyChecking.swift).
    case concurrency(ConcurrencyExpr)
    /// `NotificationCenter.default.addObserver(…)`, `removeObserver(_:)`, `post(name:object:)`
    /// (NotificationChecking.swift).
    case notification(NotificationExpr)
}

enum ArrayMember: String, CaseIterable {
    case count, isEmpty, first, last

    func type(of element: ValueType) -> ValueType {
        switch self {
        case .count: return .int
        case .isEmpty: return .bool
        case .first, .last: return .optional(element)
        }
    }
}

enum ComparisonOperator: String {
    case equal = "==", notEqual = "!=", identical = "===", notIdentical = "!=="
    case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="

    var isOrdering: Bool {
        switch self {
        case .less, .lessOrEqual, .greater, .greaterOrEqual: return true
        default: return false
        }
    }
}

extension Checker {
    mutating func checkControlFlow(_ flow: ControlFlowSyntax) throws(ScenarioError) -> CheckedStatement {
        switch flow {
        case .ifStatement(let conditions, let body, let elseBody, let location):
            let (checkedConditions, checkedBody) = try inScope { checker throws(ScenarioError) in
                (try checker.checkConditions(conditions, keyword: "if"), try checker.check(body))
            }
            let checkedElse =
                try elseBody.map { body throws(ScenarioError) in
                    try inScope { checker throws(ScenarioError) in try checker.check(body) }
                } ?? []
            return .controlFlow(
                .branch(
                    conditions: checkedConditions, body: checkedBody, elseBody: checkedElse,
                    location: location))

        case .guardStatement(let conditions, let elseBody, let location):
            guard context != nil else {
                throw ScenarioError(
                    location: location, .checking(.guardAtTopLevel), hint: .checking(.useIfAtTopLevel))
            }
            let checkedElse = try inScope { checker throws(ScenarioError) in try checker.check(elseBody) }
            guard Checker.leavesScope(elseBody.last) else {
                throw ScenarioError(location: location, .swift(.guardFallsThrough))
            }
            // Checked after the else body: the names it binds are not in scope there, but are after it.
            let checkedConditions = try checkConditions(conditions, keyword: "guard")
            return .controlFlow(.guardCheck(conditions: checkedConditions, elseBody: checkedElse, location: location))

        case .forIn(let name, let sequence, let body, let location):
            if let counted = try checkRangeLoop(name, sequence, body, at: location) { return counted }
            let (checkedSequence, sequenceType) = try check(sequence, expected: nil, bindingName: nil)
            if case .opaque = sequenceType { // a range, `enumerated()`: the body is checked, never run
                noteNotModelled("for-in over " + sequenceType.name)
                return try inScope { checker throws(ScenarioError) in
                    let binding = try checker.declareBinding(name, type: sequenceType, at: location)
                    return .controlFlow(
                        .loop(
                            element: binding, sequence: .opaque([checkedSequence]), body: try checker.check(body),
                            location: location))
                }
            }
            guard case .array(let element) = sequenceType else {
                throw ScenarioError(
                    location: sequence.location,
                    .swift(.notASequence(type: sequenceType.name)), hint: .checking(.loopOverArray))
            }
            return try inScope { checker throws(ScenarioError) in
                let binding = try checker.declareBinding(name, type: element, at: location)
                return .controlFlow(
                    .loop(
                        element: binding, sequence: checkedSequence, body: try checker.check(body),
                        location: location))
            }

        case .switchStatement(let subject, let cases, let location):
            return try checkSwitch(subject: subject, cases: cases, location: location)
        case .deferScope(let body, let deferred, _):
            return try checkDeferScope(body: body, deferred: deferred)

        case .loopExit(let isBreak, let location):
            return .controlFlow(.loopExit(isBreak: isBreak, location: location))

        case .returnStatement(let value, let location):
            guard context != nil else {
                throw ScenarioError(
                    location: location, .swift(.returnOutsideFunc), hint: .checking(.returnBelongsInMethod))
            }
            let checkedValue = try value.map { value throws(ScenarioError) in try checkReturnValue(value) }
            return .controlFlow(.returnFromBody(value: checkedValue, location: location))
        }
    }

    /// Names declared inside `body` are gone after it (slots stay unique: they are never reused).
    mutating func inScope<Result>(_ body: (inout Checker) throws(ScenarioError) -> Result) throws(ScenarioError)
        -> Result
    {
        let savedGlobals = globals, savedLocals = locals, savedScope = scopeNames
        scopeNames = []
        defer { globals = savedGlobals; locals = savedLocals; scopeNames = savedScope }
        return try body(&self)
    }

    /// A name for a value of `type`: an object in an object slot, anything else the model reads in a value slot.
    mutating func declareBinding(_ name: String, type: ValueType, at location: SourceLocation) throws(ScenarioError)
        -> CheckedBinding
    {
        if name != "_", scopeNames.contains(name), !name.hasPrefix("$") {
            // A binding may shadow a name of an outer scope (`if let sender = sender`, a parameter, a
            // top-level name), as in Swift; within one scope a name is declared once.
            throw ScenarioError(
                location: location, .swift(.invalidRedeclaration(name)), hint: .checking(.pickUnusedName))
        }
        let isValue: Bool
        switch type {
        case .controller, .view, .window, .popoverController, .presentationController: isValue = false
        default:
            guard Checker.isValueType(type) else {
                throw ScenarioError(
                    location: location, .checking(.cannotBindValue(type: type.name)), hint: .checking(.useValueInPlace))
            }
            isValue = true
        }
        let binding = CheckedBinding(slot: newSlot(), isValue: isValue)
        if name != "_" {
            let symbol = Symbol(slot: binding.slot, type: type, isVariable: false)
            if context == nil { globals[name] = symbol } else { locals[name] = symbol }
            scopeNames.append(name)
        }
        return binding
    }

    private mutating func checkConditions(_ conditions: [ConditionSyntax], keyword: String) throws(ScenarioError)
        -> [CheckedCondition]
    {
        var checked: [CheckedCondition] = []
        for condition in conditions {
            switch condition {
            case .boolean(let expression):
                checked.append(.test(try checkCondition(expression)))
            case .optionalBinding(let name, let value, let location):
                let (checkedValue, type) = try check(Checker.selfIfShorthand(value), expected: nil, bindingName: nil)
                let wrapped: ValueType
                switch type {
                case _ where Checker.isSelf(value): wrapped = type // `guard let self = self` in a `[weak self]` closure
                case .optional(let inner): wrapped = inner
                case .opaque: wrapped = type // an outlet (`UILabel!`) or another value the model does not model
                default:
                    throw ScenarioError(
                        location: value.location,
                        .swift(.conditionalBindingNotOptional(type: type.name)),
                        hint: .checking(.bindOnItsOwnLine(name: name, keyword: keyword)))
                }
                checked.append(.bind(try declareBinding(name, type: wrapped, at: location), value: checkedValue))
            }
        }
        return checked
    }

    /// An expression used as a condition: it must be a Bool.
    mutating func checkCondition(_ expression: ExprSyntax) throws(ScenarioError) -> CheckedExpr {
        let (checked, type) = try check(expression, expected: .bool, bindingName: nil)
        if case .opaque = type { return checked } // a value the model does not model: false when tested
        guard type == .bool else {
            if case .optional = type {
                throw ScenarioError(location: expression.location, .swift(.optionalAsBoolean(type: type.name)))
            }
            throw ScenarioError(location: expression.location, .swift(.notACondition(type: type.name)))
        }
        return checked
    }

    // MARK: - switch

    private mutating func checkSwitch(
        subject: ExprSyntax, cases: [SwitchCaseSyntax],
        location: SourceLocation
    ) throws(ScenarioError) -> CheckedStatement {
        let (checkedSubject, type) = try check(subject, expected: nil, bindingName: nil)
        let caseNames: [String]
        switch type {
        case .style: caseNames = PresentationStyle.allCases.map { $0.rawValue }
        case .environment(let environment)
        where environment.caseNames != nil && environment != .insets
            && environment != .directionalInsets:
            caseNames = environment.caseNames!
        default:
            // Strings, numbers, values the model does not model, patterns beyond `.case` (PatternChecking.swift).
            return try checkValueSwitch(checkedSubject, type: type, cases: cases, location: location)
        }
        if cases.contains(where: { !$0.isPlainEnumCase }) {
            return try checkValueSwitch(checkedSubject, type: type, cases: cases, location: location)
        }
        var checkedCases: [(patterns: [CheckedExpr]?, body: [CheckedStatement])] = []
        var covered: Set<String> = []
        var hasDefault = false
        for item in cases {
            if hasDefault {
                throw ScenarioError(location: item.location, .swift(.caseAfterDefault))
            }
            var patterns: [CheckedExpr]?
            if item.isDefault {
                hasDefault = true
            } else {
                var values: [CheckedExpr] = []
                for case .enumCase(let name, let patternLocation) in item.patterns {
                    let (value, _) = try check(.implicitMember(name, patternLocation), expected: type, bindingName: nil)
                    values.append(value)
                    covered.insert(name)
                }
                patterns = values
            }
            let body = try inScope { checker throws(ScenarioError) in try checker.check(item.body) }
            checkedCases.append((patterns, body))
        }
        let missing = caseNames.filter { !covered.contains($0) }
        if !hasDefault, !missing.isEmpty {
            throw ScenarioError(
                location: location, .swift(.switchNotExhaustive), hint: .checking(.addMissingCases(missing)))
        }
        return .controlFlow(.switchOn(subject: checkedSubject, cases: checkedCases, location: location))
    }

    // MARK: - Operators

    mutating func checkComparisonOrLogic(
        _ op: String, _ lhs: ExprSyntax, _ rhs: ExprSyntax,
        at location: SourceLocation
    ) throws(ScenarioError) -> (CheckedExpr, ValueType) {
        if op == "??" { return try checkCoalescing(lhs, rhs) }
        if op == "&&" || op == "||" {
            let left = try checkCondition(lhs), right = try checkCondition(rhs)
            return (.swift(op == "&&" ? .and(left, right) : .or(left, right)), .bool)
        }
        guard let comparison = ComparisonOperator(rawValue: op) else {
            throw ScenarioError(location: location, .checking(.unknownOperator(op)))
        }
        let (left, leftType) = try check(lhs, expected: nil, bindingName: nil)
        let (right, rightType) = try check(rhs, expected: leftType == .nilLiteral ? nil : leftType, bindingName: nil)
        guard Checker.canCompare(leftType, rightType, with: comparison) else {
            throw ScenarioError(
                location: location, .swift(.binaryOperator(op, left: leftType.name, right: rightType.name)),
                hint: comparison == .identical || comparison == .notIdentical
                    ? .checking(.identityComparesObjects) : nil)
        }
        return (.swift(.compare(comparison, left, right)), .bool)
    }

    mutating func checkNot(_ operand: ExprSyntax, at location: SourceLocation) throws(ScenarioError) -> (
        CheckedExpr, ValueType
    ) {
        (.swift(.not(try checkCondition(operand))), .bool)
    }

    private static func canCompare(_ left: ValueType, _ right: ValueType, with comparison: ComparisonOperator) -> Bool {
        func isObject(_ type: ValueType) -> Bool {
            switch type {
            case .controller, .view, .window: return true
            case .optional(let wrapped): return isObject(wrapped)
            default: return false
            }
        }
        if comparison.isOrdering { return left.isNumeric && right.isNumeric }
        if comparison == .identical || comparison == .notIdentical {
            return (isObject(left) || left == .nilLiteral) && (isObject(right) || right == .nilLiteral)
        }
        switch (left, right) {
        case (.nilLiteral, .optional), (.optional, .nilLiteral), (.nilLiteral, .opaque), (.opaque, .nilLiteral):
            return true
        case _ where left.isNumeric && right.isNumeric: return true
        case _ where isObject(left) && isObject(right): return true
        // A value the model does not model may be anything Swift compares (an outlet of a library's
        // type, `sender as? UIButton`): the comparison is accepted.
        case _ where left.isOpaque || right.isOpaque: return true
        default: return left.conforms(to: right) || right.conforms(to: left)
        }
    }

    // MARK: - Optional chaining

    /// `base?.name` (or `base.name`; the model treats `!` as `?`) where `base` may be nil: the member of
    /// the unwrapped base, nil when the base is nil. Nil when `base` cannot be nil.
    mutating func checkOptionalChain(
        base: ExprSyntax, name: String,
        location: SourceLocation
    ) throws(ScenarioError) -> (CheckedExpr, ValueType)? {
        guard Checker.mayBeOptional(base) else { return nil }
        let (checkedBase, baseType) = try check(base, expected: nil, bindingName: nil)
        guard case .optional(let wrapped) = baseType else { return nil }
        return try withUnwrapped(wrapped, at: base.location) { checker, unwrapped throws(ScenarioError) in
            let (then, type) = try checker.check(
                .member(base: unwrapped, name: name, location: location),
                expected: nil, bindingName: nil)
            let binding = CheckedBinding(slot: checker.lookup(Checker.chainName(unwrapped))!.slot, isValue: false)
            let result: ValueType = if case .optional = type { type } else { .optional(type) }
            return (.swift(.optionalChain(binding: binding, base: checkedBase, then: then)), result)
        }
    }

    /// `base?.method(…)` as a statement: the call runs only when the base is not nil.
    mutating func checkOptionalChainCall(_ expression: ExprSyntax) throws(ScenarioError) -> CheckedStatement? {
        guard
            case .call(.member(let base, let name, let nameLocation), let arguments, let trailing, let location) =
                expression,
            Checker.mayBeOptional(base)
        else { return nil }
        let (checkedBase, baseType) = try check(base, expected: nil, bindingName: nil)
        guard case .optional(let wrapped) = baseType else { return nil }
        return try withUnwrapped(wrapped, at: base.location) { checker, unwrapped throws(ScenarioError) in
            let call = ExprSyntax.call(
                callee: .member(base: unwrapped, name: name, location: nameLocation),
                arguments: arguments, trailingClosure: trailing, location: location)
            let then = try checker.check(.expression(call))
            let binding = CheckedBinding(slot: checker.lookup(Checker.chainName(unwrapped))!.slot, isValue: false)
            return .controlFlow(.optionalChain(binding: binding, base: checkedBase, then: then, location: location))
        }
    }

    /// `base?.name = value` (`B.popoverPresentationController?.sourceView = v`): the assignment runs
    /// only when the base is not nil.
    mutating func checkOptionalChainAssignment(
        target: ExprSyntax, value: ExprSyntax, location: SourceLocation
    ) throws(ScenarioError) -> CheckedStatement? {
        guard case .member(let base, let name, let nameLocation) = target, Checker.mayBeOptional(base) else {
            return nil
        }
        let (checkedBase, baseType) = try check(base, expected: nil, bindingName: nil)
        guard case .optional(let wrapped) = baseType else { return nil }
        return try withUnwrapped(wrapped, at: base.location) { checker, unwrapped throws(ScenarioError) in
            let assignment = StatementSyntax.assignment(
                target: .member(base: unwrapped, name: name, location: nameLocation), value: value, location: location)
            let then = try checker.check(assignment)
            let binding = CheckedBinding(slot: checker.lookup(Checker.chainName(unwrapped))!.slot, isValue: false)
            return .controlFlow(.optionalChain(binding: binding, base: checkedBase, then: then, location: location))
        }
    }

    /// Declares a hidden name (`$chain3`, which no scenario can spell) for the unwrapped base while `body` checks the rest.
    private mutating func withUnwrapped<Result>(
        _ type: ValueType, at location: SourceLocation,
        _ body: (inout Checker, ExprSyntax) throws(ScenarioError) -> Result
    ) throws(ScenarioError) -> Result {
        try inScope { checker throws(ScenarioError) in
            let name = "$chain\(checker.slotCount)"
            _ = try checker.declareBinding(name, type: type, at: location)
            return try body(&checker, .name(name, location))
        }
    }

    private static func chainName(_ expression: ExprSyntax) -> String {
        if case .name(let name, _) = expression { return name }
        return ""
    }

    /// Syntactically a read that may be nil (`navigationController`, `A.parent`, `parent?.view`): only
    /// these are checked a second time to find out, so other member accesses cost nothing more.
    static func mayBeOptional(_ base: ExprSyntax) -> Bool {
        var link = base
        while true {
            switch link {
            case .name(let name, _): return LifecycleProperty.isOptional(name)
            case .member(let inner, let name, _):
                if LifecycleProperty.isOptional(name) || name == "first" || name == "last" { return true }
                link = inner
            case .cast(_, .conditional, _, _): return true // `(titleView as? UILabel)?.text = …`
            default: return false
            }
        }
    }

    /// `base.name` read as Swift reads it beyond UIKit's table: `Task.isCancelled`, an optional chain.
    mutating func checkSwiftMember(
        base: ExprSyntax, name: String,
        location: SourceLocation
    ) throws(ScenarioError) -> (CheckedExpr, ValueType)? {
        if case .name("Task", _) = base, name == "isCancelled" { return try checkTaskIsCancelled(at: location) }
        return try checkOptionalChain(base: base, name: name, location: location)
    }

    /// `count`, `isEmpty`, `first`, `last` of an array.
    func arrayMember(
        _ name: String, of receiver: CheckedExpr, element: ValueType,
        at location: SourceLocation
    ) throws(ScenarioError) -> (CheckedExpr, ValueType) {
        guard let member = ArrayMember(rawValue: name) else {
            throw ScenarioError(
                location: location, .swift(.valueHasNoMember(type: "[\(element.name)]", member: name)),
                hint: Suggestions.didYouMean(name, in: ArrayMember.allCases.map { ($0.rawValue, $0.rawValue) }))
        }
        return (.swift(.arrayMember(member, of: receiver)), member.type(of: element))
    }
}

extension Checker {
    /// A `guard` body's last statement leaves the scope: `return`, `break` or `continue`.
    static func leavesScope(_ statement: StatementSyntax?) -> Bool {
        switch statement {
        case .controlFlow(.returnStatement)?, .controlFlow(.loopExit)?: return true
        default: return false
        }
    }
}
