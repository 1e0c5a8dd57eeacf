import LifecycleModel

/// What a scenario may put on the main queue or animate (the model's side: Runtime/MainQueue.swift).
enum MainQueueWork {
    /// `DispatchQueue.main.async`.
    case async
    /// `DispatchQueue.main.asyncAfter(deadline: .now() + seconds)`.
    case asyncAfter(seconds: Double)
    /// `UIView.animate(withDuration:…)`: the animations run at once, the completion when it ends.
    case animate(duration: Double)
    /// `coordinator.animate(alongsideTransition:completion:)` in a size transition: the animations run
    /// inside the transition's animation, the completion when it ends.
    case alongsideTransition
}

extension Checker {
    /// `DispatchQueue.main.async { … }`, `DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { … }`,
    /// `UIView.animate(withDuration: 0.3, animations: { … }, completion: { _ in … })`; nil for other calls.
    mutating func checkMainQueueCall(
        base: ExprSyntax, name: String, arguments: [ArgumentSyntax], trailing: ClosureSyntax?,
        nameLocation: SourceLocation,
        location: SourceLocation
    ) throws(ScenarioError) -> CheckedStatement? {
        switch base {
        case .member(.name("DispatchQueue", _), "main", _) where lookup("DispatchQueue") == nil:
            return try checkMainQueueBlock(
                name, arguments: arguments, trailing: trailing, nameLocation: nameLocation,
                location: location)
        case .name("UIView", _) where name == "animate":
            return try checkAnimate(arguments: arguments, trailing: trailing, location: location)
        case .name("coordinator", _) where name == "animate" && lookup("coordinator") == nil:
            return try checkAlongsideTransition(arguments: arguments, trailing: trailing, location: location)
        case .call(.member(.name("DispatchQueue", _), "global", _), _, _, _) where lookup("DispatchQueue") == nil:
            // Work off the main thread does not touch UIKit; what it hands back comes through the main queue.
            throw ScenarioError(
                location: location, .mainQueueOnly, hint: .dispatchToMain)
        default:
            return nil
        }
    }

    private mutating func checkMainQueueBlock(
        _ name: String, arguments: [ArgumentSyntax], trailing: ClosureSyntax?,
        nameLocation: SourceLocation,
        location: SourceLocation
    ) throws(ScenarioError) -> CheckedStatement {
        var given = arguments
        var block = trailing
        if block == nil, let last = given.last, last.label == "execute", case .closure(let closure) = last.value {
            block = closure
            given.removeLast()
        }
        guard let block else {
            throw ScenarioError(
                location: location, .missingMainQueueBlock, hint: .mainQueueCall(name))
        }
        let work: MainQueueWork
        switch (name, given.map { $0.label }) {
        case ("async", []):
            work = .async
        case ("asyncAfter", ["deadline"]):
            work = .asyncAfter(seconds: try deadlineSeconds(given[0].value))
        default:
            throw ScenarioError(
                location: nameLocation,
                .dispatchCallNotModelled(name, labels: given.map { $0.label ?? "_" }))
        }
        let body = try inScope { checker throws(ScenarioError) in try checker.checkClosure(block) }
        return .mainQueue(work, body: body, completion: nil, location: location)
    }

    /// `coordinator.animate(alongsideTransition: { _ in … }, completion: { _ in … })` in the override of
    /// `viewWillTransition(to:with:)` or `willTransition(to:with:)`, whose parameter is named `coordinator`.
    private mutating func checkAlongsideTransition(
        arguments: [ArgumentSyntax], trailing: ClosureSyntax?,
        location: SourceLocation
    ) throws(ScenarioError) -> CheckedStatement {
        guard let callback = context?.callback,
            callback == .viewWillTransitionToSize || callback == .willTransitionToTraitCollection
        else {
            throw ScenarioError(
                location: location,
                .coordinatorOutsideTransition)
        }
        var closures: [ClosureSyntax?] = [nil, nil]
        for argument in arguments {
            let index: Int
            switch argument.label {
            case "alongsideTransition": index = 0
            case "completion": index = 1
            default:
                throw ScenarioError(
                    location: argument.location, .extraArgument(argument.label ?? "_"),
                    hint: .callSignature("animate(alongsideTransition:completion:)"))
            }
            switch argument.value {
            case .closure(let closure): closures[index] = closure
            case .nilLiteral: break
            default:
                throw ScenarioError(
                    location: argument.value.location, .expectedContextBlockOrNil)
            }
        }
        if let trailing { closures[closures[0] == nil && arguments.isEmpty ? 0 : 1] = trailing }
        let checked = try closures.map { closure throws(ScenarioError) -> [CheckedStatement]? in
            guard let closure else { return nil }
            return try inScope { checker throws(ScenarioError) in
                if let name = closure.parameters.first, name != "_" {
                    _ = try checker.declareBinding(
                        name, type: .opaque("UIViewControllerTransitionCoordinatorContext"), at: closure.location)
                }
                return try checker.checkClosure(closure)
            }
        }
        return .mainQueue(.alongsideTransition, body: checked[0] ?? [], completion: checked[1], location: location)
    }

    /// `.now()` or `.now() + 0.5`: the delay in seconds.
    private func deadlineSeconds(_ deadline: ExprSyntax) throws(ScenarioError) -> Double {
        switch deadline {
        case .call(.implicitMember("now", _), let arguments, nil, _) where arguments.isEmpty:
            return 0
        case .binary("+", .call(.implicitMember("now", _), let arguments, nil, _), .number(let seconds, _), _)
        where arguments.isEmpty:
            return seconds
        case .binary("+", .call(.implicitMember("now", _), let arguments, nil, _), .integer(let seconds, _), _)
        where arguments.isEmpty:
            return Double(seconds)
        default:
            throw ScenarioError(
                location: deadline.location, .deadlineForm, hint: .deadlineExample)
        }
    }

    /// `UIView.animate(withDuration:delay:options:animations:completion:)` and its shorter forms; a trailing
    /// closure is the completion when `animations:` is given, else the animations.
    private mutating func checkAnimate(
        arguments: [ArgumentSyntax], trailing: ClosureSyntax?,
        location: SourceLocation
    ) throws(ScenarioError) -> CheckedStatement {
        var duration: Double?
        var animations: ClosureSyntax?
        var completion: ClosureSyntax?
        for argument in arguments {
            switch argument.label {
            case "withDuration":
                switch argument.value {
                case .number(let value, _): duration = value
                case .integer(let value, _): duration = Double(value)
                default:
                    throw ScenarioError(
                        location: argument.value.location, .literalDuration)
                }
            case "delay", "options", "usingSpringWithDamping", "initialSpringVelocity":
                _ = try check(
                    argument.value, expected: argument.label == "options" ? .animationOptions : .number,
                    bindingName: nil)
            case "animations", "completion":
                guard case .closure(let closure) = argument.value else {
                    if case .nilLiteral = argument.value, argument.label == "completion" { continue }
                    throw ScenarioError(
                        location: argument.value.location,
                        .expectedVoidClosure)
                }
                if argument.label == "animations" { animations = closure } else { completion = closure }
            default:
                throw ScenarioError(
                    location: argument.location,
                    .extraArgument(argument.label ?? "_"),
                    hint: .callSignature("animate(withDuration:delay:options:animations:completion:)"))
            }
        }
        if let trailing {
            if animations == nil { animations = trailing } else { completion = trailing }
        }
        guard let duration else {
            throw ScenarioError(location: location, .missingArgumentInCall("withDuration"))
        }
        guard let animations else {
            throw ScenarioError(location: location, .missingArgumentInCall("animations"))
        }
        let body = try inScope { checker throws(ScenarioError) in try checker.checkClosure(animations) }
        let checkedCompletion = try completion.map { closure throws(ScenarioError) in
            try inScope { checker throws(ScenarioError) in
                // `{ finished in … }`: the animation ran to its end.
                var prefix: [CheckedStatement] = []
                if let name = closure.parameters.first, name != "_" {
                    let binding = try checker.declareBinding(name, type: .bool, at: closure.location)
                    prefix.append(.bindValue(slot: binding.slot, value: .bool(true), location: closure.location))
                }
                return prefix + (try checker.checkClosure(closure))
            }
        }
        return .mainQueue(.animate(duration: duration), body: body, completion: checkedCompletion, location: location)
    }
}
