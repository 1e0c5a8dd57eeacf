import LifecycleModel

/// Running `if`, `guard`, `for … in`, `switch`, `return`, optional chains, comparisons and `&&`/`||`/`!`.
/// `return` sets `isReturning`; every statement list stops at it, and the method or closure that ran
/// the list clears it.
extension Interpreter {
    func executeBlock(_ body: [CheckedStatement]) throws(ScenarioError) {
        for statement in body {
            try execute(statement)
            if isReturning || loopExit != nil { return }
        }
    }

    /// The body of an override, a method or a closure: a `return` in it ends it, and only it.
    func executeFunctionBody(_ body: [CheckedStatement]) throws(ScenarioError) {
        defer { isReturning = false; loopExit = nil }
        guard case .releaseLocals(let locals)? = body.last else { return try executeBlock(body) }
        // A `return` ends the body early; its locals still go.
        defer { releaseLocals(locals) }
        try executeBlock(Array(body.dropLast()))
    }

    /// The end of a method body's scope: each local controller it still holds is let go, deallocated
    /// when the event ends unless something else (a presenter, a container, a property) holds it.
    func releaseLocals(_ locals: [Int]) {
        for slot in locals {
            guard let object = slots[slot] else { continue }
            slots[slot] = nil
            simulator.autorelease(object)
        }
    }

    func executeControlFlow(_ flow: CheckedControlFlow) throws(ScenarioError) {
        switch flow {
        case .branch(let conditions, let body, let elseBody, let location):
            simulator.setPosition(line: location.line, column: location.column)
            try executeBlock(try conditionsHold(conditions, at: location) ? body : elseBody)
        case .guardCheck(let conditions, let elseBody, let location):
            simulator.setPosition(line: location.line, column: location.column)
            if try !conditionsHold(conditions, at: location) { try executeBlock(elseBody) }
        case .loop(let element, let sequence, let body, let location):
            simulator.setPosition(line: location.line, column: location.column)
            guard case .array(let items) = try evaluate(sequence, at: location) else { return }
            for item in items {
                bind(element, to: item)
                try executeBlock(body)
                if isReturning { return }
                if let isBreak = loopExit {
                    loopExit = nil
                    if isBreak { return }
                }
            }
        case .switchOn(let subject, let cases, let location):
            simulator.setPosition(line: location.line, column: location.column)
            let value = try evaluate(subject, at: location)
            for (patterns, body) in cases {
                guard let patterns else { return try executeBlock(body) }
                for pattern in patterns where Value.areEqual(value, try evaluate(pattern, at: location)) {
                    return try executeBlock(body)
                }
            }
        case .returnFromBody(let value, let location):
            simulator.setPosition(line: location.line, column: location.column)
            returnedValue = try value.map { value throws(ScenarioError) in try evaluate(value, at: location) }
            isReturning = true
        case .loopExit(let isBreak, _):
            loopExit = isBreak
        case .deferScope(let body, let deferred):
            try executeBlock(body)
            // The deferred block runs however the body ended, and leaves that ending as it was.
            let returning = isReturning, exit = loopExit, value = returnedValue
            isReturning = false
            loopExit = nil
            try executeBlock(deferred)
            (isReturning, loopExit, returnedValue) = (returning, exit, value)
        case .optionalChain(let binding, let base, let then, let location):
            simulator.setPosition(line: location.line, column: location.column)
            let value = try evaluate(base, at: location)
            if case .none = value { return }
            bind(binding, to: value)
            try execute(then)
        }
    }

    /// Every condition in order, stopping at the first that fails; bindings are made as they succeed.
    private func conditionsHold(_ conditions: [CheckedCondition], at location: SourceLocation) throws(ScenarioError)
        -> Bool
    {
        for condition in conditions {
            switch condition {
            case .test(let expression):
                guard case .bool(true) = try evaluate(expression, at: location) else { return false }
            case .bind(let binding, let expression):
                let value = try evaluate(expression, at: location)
                // A value binding holds a value the model does not model (an outlet): it is not nil.
                if case .none = value, !binding.isValue { return false }
                bind(binding, to: value)
            }
        }
        return true
    }

    func bind(_ binding: CheckedBinding, to value: Value) {
        if binding.isValue {
            values[binding.slot] = value
        } else if case .object(let object) = value {
            slots[binding.slot] = object
        } else {
            slots[binding.slot] = nil
        }
    }

    func evaluateSwiftExpr(_ flow: CheckedSwiftExpr, at location: SourceLocation) throws(ScenarioError) -> Value {
        switch flow {
        case .compare(let comparison, let lhs, let rhs):
            let left = try evaluate(lhs, at: location), right = try evaluate(rhs, at: location)
            switch comparison {
            case .equal, .identical: return .bool(Value.areEqual(left, right))
            case .notEqual, .notIdentical: return .bool(!Value.areEqual(left, right))
            case .less, .lessOrEqual, .greater, .greaterOrEqual:
                guard let a = left.numericValue, let b = right.numericValue else { return .bool(false) }
                switch comparison {
                case .less: return .bool(a < b)
                case .lessOrEqual: return .bool(a <= b)
                case .greater: return .bool(a > b)
                default: return .bool(a >= b)
                }
            }
        case .and(let lhs, let rhs):
            guard case .bool(true) = try evaluate(lhs, at: location) else { return .bool(false) }
            return try evaluate(rhs, at: location)
        case .or(let lhs, let rhs):
            if case .bool(true) = try evaluate(lhs, at: location) { return .bool(true) }
            return try evaluate(rhs, at: location)
        case .not(let operand):
            guard case .bool(let flag) = try evaluate(operand, at: location) else { return .bool(true) }
            return .bool(!flag)
        case .optionalChain(let binding, let base, let then):
            let value = try evaluate(base, at: location)
            if case .none = value { return .none }
            bind(binding, to: value)
            return try evaluate(then, at: location)
        case .concurrency(let expression):
            return try evaluateConcurrency(expression, at: location)
        case .notification(let expression):
            return try evaluateNotification(expression, at: location)
        case .arrayMember(let member, let arrayExpression):
            guard case .array(let items) = try evaluate(arrayExpression, at: location) else { return .none }
            switch member {
            case .count: return .int(items.count)
            case .isEmpty: return .bool(items.isEmpty)
            case .first: return items.first ?? .none
            case .last: return items.last ?? .none
            }
        }
    }
}

extension Value {
    /// `==` as Swift answers it for the values a scenario compares: objects by identity (UIKit's classes
    /// do not override `isEqual`), numbers by value whether written as Int or CGFloat, nil equal to nil.
    static func areEqual(_ lhs: Value, _ rhs: Value) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)): return a === b
        case (.none, .none): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.style(let a), .style(let b)): return a == b
        case (.environment, .environment): return lhs.consoleText == rhs.consoleText
        case (.handle(let a), .handle(let b)): return a === b
        default:
            guard let a = lhs.numericValue, let b = rhs.numericValue else { return false }
            return a == b
        }
    }

    var numericValue: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .number(let value): return value
        default: return nil
        }
    }
}
