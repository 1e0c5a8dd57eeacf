import LifecycleModel

/// Assignments in an override body to what a scenario class declares or UIKit models on `self` and on
/// other scenario objects — `view = …`, a stored property, an outlet's member — and whether a closure
/// stored that way captures `self` strongly (a cycle).
extension Checker {
    /// `view = …`, `self.view = …`, `property = …`, `A.name = …`, `A.nameLabel.text = …`.
    mutating func checkMemberAssignment(
        target: ExprSyntax, value: ExprSyntax,
        location: SourceLocation
    ) throws(ScenarioError) -> CheckedStatement? {
        let receiver: CheckedExpr
        let className: String
        let name: String
        switch target {
        case .name(let bare, _):
            guard let context, lookup(bare) == nil else { return nil }
            if bare == "view", context.selfType.controllerKind != nil {
                return try assignView(to: .selfObject, value: value, location: location)
            }
            guard property(named: bare, inClass: context.className) != nil else { return nil }
            (receiver, className, name) = (.selfObject, context.className, bare)
        case .member(let base, let member, _):
            let (checkedBase, baseType) = try check(base, expected: nil, bindingName: nil)
            switch baseType {
            case .controller(_, let baseClass):
                if member == "view" { return try assignView(to: checkedBase, value: value, location: location) }
                guard let baseClass, property(named: member, inClass: baseClass) != nil else { return nil }
                (receiver, className, name) = (checkedBase, baseClass, member)
            case .opaque:
                // A property of an outlet or another unmodelled value: the read of the base is what matters.
                let (checkedValue, _) = try check(value, expected: .opaque(member), bindingName: nil)
                return .block([.evaluate(checkedBase, location: location), .evaluate(checkedValue, location: location)])
            default:
                return nil
            }
        default:
            return nil
        }
        let info = property(named: name, inClass: className)!
        if case .closure(let closure) = value {
            _ = try checkClosure(closure)
            return .storeClosure(
                receiver: receiver, name: name,
                capturesSelfStrongly: Checker.capturesSelfStrongly(closure), location: location)
        }
        if info.isOutlet {
            throw ScenarioError(
                location: location, .checking(.outletsNotReassigned), hint: .checking(.setOutletProperties))
        }
        // `storyType = .top` where `var storyType: StoryType!`: the property's type the model does not model.
        let (checkedValue, valueType) = try check(
            value, expected: info.type.isOpaque ? info.type : nil, bindingName: nil)
        let holds = valueType.controllerKind != nil || { if case .view = valueType { true } else { false } }()
        let set = CheckedStatement.setProperty(
            receiver: receiver, name: name, value: checkedValue, holds: holds, location: location)
        guard info.accessors.willSet != nil || info.accessors.didSet != nil else { return set }
        // `willSet`, the assignment, `didSet`, each observer run with the receiver as `self` and its
        // `newValue` or `oldValue` bound (ObserverValues.swift).
        var steps = observerValueBindings(
            of: info, receiver: receiver, value: checkedValue, holds: holds, location: location)
        if let index = info.accessors.willSet {
            steps.append(.callMethod(receiver: receiver, name: "willSet", bodyIndex: index, location: location))
        }
        steps.append(
            info.accessors.newValue.map { newValue in
                .setProperty(
                    receiver: receiver, name: name, value: .valueSlot(newValue.slot), holds: holds, location: location)
            } ?? set)
        if let index = info.accessors.didSet {
            steps.append(.callMethod(receiver: receiver, name: "didSet", bodyIndex: index, location: location))
        }
        return .block(steps)
    }

    private mutating func assignView(
        to controller: CheckedExpr, value: ExprSyntax,
        location: SourceLocation
    ) throws(ScenarioError) -> CheckedStatement {
        let (checkedValue, type) = try check(value, expected: .anyView, bindingName: nil)
        try require(type, conformsTo: .anyView, at: value.location)
        return .perform(
            .assignView, receiver: controller, arguments: [checkedValue], completion: nil, location: location)
    }

    /// A closure that names `self` without a `[weak self]`/`[unowned self]` capture holds it strongly
    /// (Swift requires `self` to be explicit in an escaping closure, so a mention is a capture).
    static func capturesSelfStrongly(_ closure: ClosureSyntax) -> Bool {
        if closure.captures.contains(where: { $0 == "weak self" || $0 == "unowned self" }) { return false }
        return closure.body.contains(where: mentionsSelf)
    }

    static func mentionsSelf(_ statement: StatementSyntax) -> Bool {
        switch statement {
        case .binding(_, _, let value, _): return mentionsSelf(value)
        case .assignment(let target, let value, _): return mentionsSelf(target) || mentionsSelf(value)
        case .expression(let expression): return mentionsSelf(expression)
        case .block(let statements, _): return statements.contains(where: mentionsSelf)
        case .controlFlow(let flow):
            return flow.nestedBodies.contains { $0.contains(where: mentionsSelf) }
                || flow.expressions.contains(where: mentionsSelf)
        }
    }

    private static func mentionsSelf(_ expression: ExprSyntax) -> Bool {
        switch expression {
        case .selfReference: return true
        case .member(let base, _, _): return mentionsSelf(base)
        case .call(let callee, let arguments, let trailing, _):
            return mentionsSelf(callee) || arguments.contains { mentionsSelf($0.value) }
                || (trailing.map { capturesSelfStrongly($0) } ?? false)
        case .array(let elements, _): return elements.contains(where: mentionsSelf)
        case .binary(_, let lhs, let rhs, _): return mentionsSelf(lhs) || mentionsSelf(rhs)
        case .not(let operand, _): return mentionsSelf(operand)
        case .closure(let inner): return capturesSelfStrongly(inner)
        case .interpolation(let parts, _): return parts.contains(where: mentionsSelf)
        case .cast(let operand, _, _, _): return mentionsSelf(operand)
        case .ternary(let a, let b, let c, _): return mentionsSelf(a) || mentionsSelf(b) || mentionsSelf(c)
        case .subscriptAccess(let base, let indices, _):
            return mentionsSelf(base) || indices.contains(where: mentionsSelf)
        case .opaqueForm(let form): return form.parts.contains(where: mentionsSelf)
        default: return false
        }
    }
}
