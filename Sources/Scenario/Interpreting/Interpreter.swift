import LifecycleModel

/// Runs a checked program against the simulator: each top-level event is one run-loop event
/// (`beginEvent`, its statements, `endEvent` — which turns the run loop until idle). It also runs
/// override bodies when the model's dispatcher hands them over (`OverrideRunner`), with `self` bound
/// to the object and `super.…` calling UIKit's implementation.
final class Interpreter: OverrideRunner {
    let program: CheckedProgram
    let simulator: Simulator
    var slots: [ModelObject?]
    var selfStack: [ModelObject] = []
    private var superStack: [() -> Void] = []
    /// An error raised where the model called back into the scenario (a completion, an override);
    /// reported when control returns to the interpreter.
    private var deferredError: ScenarioError?
    /// The callback of each override body running (for `super` calls).
    var overrideStack: [Callback] = []
    /// What UIKit passed to each running override, innermost last (`bindCallbackArguments`).
    var argumentStack: [[Argument]] = []
    /// Stored properties of scenario class instances (`OverrideInterpreting.swift`).
    var properties: [ObjectIdentifier: [String: Value]] = [:]
    /// Value locals (`let side = view.bounds.width / 2`).
    var values: [Int: Value] = [:]
    /// Object parameters of helpers: given no object the model holds (an outlet), they read as nothing.
    var parameterSlots: Set<Int> = []
    /// Levels of scenario code running at once: blocks, helper calls, callbacks (`InputLimits.runDepth`).
    var runDepth = 0
    /// Overrides and closures the model is running now: each level holds model and interpreter frames.
    private var callbackDepth = 0
    /// The run went past `InputLimits`: no more scenario code runs, so the model unwinds and the run
    /// ends with the deferred error.
    private var stopped = false
    /// A `return` ran: the statements after it in the method (or closure) are skipped.
    var isReturning = false
    /// A `break` (true) or `continue` (false) is leaving the loop body it is in.
    var loopExit: Bool?
    /// The value the last `return` gave: an override of a method returning Bool hands it to the model.
    var returnedValue: Value?
    /// The `Task` bodies running, innermost last (`Task.isCancelled` reads the last).
    var runningTasks: [WorkHandle] = []
    /// How the closures handed to the simulator reach the interpreter (see `InterpreterLink`).
    let link = InterpreterLink()

    init(program: CheckedProgram, simulator: Simulator) {
        self.program = program
        self.simulator = simulator
        slots = Array(repeating: nil, count: program.slotCount)
    }

    func run() throws(ScenarioError) {
        simulator.setOverrideRunner(self)
        link.interpreter = self
        defer {
            simulator.setOverrideRunner(nil)
            link.interpreter = nil
        }
        for event in program.events {
            simulator.beginEvent(line: event.location.line, column: event.location.column)
            for index in event.statements { try execute(program.statements[index]) }
            simulator.endEvent()
            try rethrowDeferred()
            if simulator.eventCount > InputLimits.traceEvents {
                throw ScenarioError(location: event.location, Interpreter.traceEventsMessage)
            }
        }
        simulator.finishRun()
    }

    // MARK: - OverrideRunner

    func run(_ override: OverrideDefinition, of object: ModelObject, args: [Argument], callSuper: () -> Void) {
        guard admitsCallback() else { return }
        callbackDepth += 1
        runDepth += 1
        defer { callbackDepth -= 1; runDepth -= 1 }
        withoutActuallyEscaping(callSuper) { callSuper in
            let line = simulator.currentLine, column = simulator.currentColumn
            selfStack.append(object)
            superStack.append(callSuper)
            overrideStack.append(override.callback)
            argumentStack.append(args)
            defer {
                argumentStack.removeLast()
                selfStack.removeLast()
                superStack.removeLast()
                overrideStack.removeLast()
                simulator.setPosition(line: line, column: column)
            }
            do throws(ScenarioError) {
                returnedValue = nil
                try executeFunctionBody(program.overrideBodies[override.bodyIndex])
                switch returnedValue {
                case .bool(let answer)?: simulator.overrideAnswer = .bool(answer)
                case .object(let answer)?: simulator.overrideAnswer = .object(answer)
                case .environment(.splitColumn(let column))?: simulator.overrideAnswer = .column(column)
                case .environment(.splitDisplayMode(let mode))?: simulator.overrideAnswer = .displayMode(mode)
                default: break
                }
                returnedValue = nil
            } catch {
                if deferredError == nil { deferredError = error }
            }
        }
    }

    // MARK: - Statements

    func execute(_ statement: CheckedStatement) throws(ScenarioError) {
        switch statement {
        case .bind(_, .nilValue, _):
            break // `let next: UIViewController`: declared here, assigned later
        case .bind(let slot, let value, let location):
            simulator.setPosition(line: location.line, column: location.column)
            let object = try objectValue(value, at: location)
            if let old = slots[slot], old !== object { simulator.unbind(old) }
            if slots[slot] !== object { simulator.bind(object) }
            slots[slot] = object
        case .unbind(let slot, let location):
            simulator.setPosition(line: location.line, column: location.column)
            if let old = slots[slot] {
                slots[slot] = nil
                simulator.unbind(old)
            }
        case .evaluate(let expression, let location):
            simulator.setPosition(line: location.line, column: location.column)
            _ = try evaluate(expression, at: location)
        case .callSuper(let location):
            if let object = selfStack.last, let callback = overrideStack.last {
                // The rules see where super was called; what UIKit then does keeps the caller's line.
                let line = simulator.currentLine, column = simulator.currentColumn
                simulator.setPosition(line: location.line, column: location.column)
                simulator.noteSuperCall(in: object, callback: callback)
                simulator.setPosition(line: line, column: column)
            }
            superStack.last?()
        case .releaseLocals(let locals):
            releaseLocals(locals)
        case .block(let statements):
            try enterRunLevel()
            defer { runDepth -= 1 }
            try executeBlock(statements)
        case .controlFlow(let flow):
            try executeControlFlow(flow)
        case .print(let items, let separator, let location):
            try executePrint(items, separator: separator, at: location)
        case .callMethod(let receiver, let name, let bodyIndex, let location):
            try executeMethodCall(on: receiver, name: name, bodyIndex: bodyIndex, at: location)
        case .mainQueue(let work, let body, let completion, let location):
            try executeMainQueue(work, body: body, completion: completion, at: location)
        case .bindValue, .setProperty, .storeClosure, .appCall, .activateConstraints, .callHelper:
            try executeClassStatement(statement)
        case .bindParameters(let pairs, let location):
            try bindParameters(pairs, at: location)
        case .bindCallbackArguments(let parameters, let count):
            bindCallbackArguments(parameters, parameterCount: count)
        case .perform(let operation, let receiverExpression, let argumentExpressions, let completion, let location):
            simulator.setPosition(line: location.line, column: location.column)
            let receiver = try evaluate(receiverExpression, at: location)
            var arguments = Operands()
            for expression in argumentExpressions { arguments.append(try evaluate(expression, at: location)) }
            // A closure keeps the `self` of the override body it was written in, as a Swift closure captures it.
            let capturedSelf = selfStack.last
            let handler = completion.map { body in closure(running: body, self: capturedSelf) }
            do {
                try perform(operation, on: receiver, arguments, completion: handler, at: location)
            } catch {
                throw ScenarioError(location: location, error)
            }
            try rethrowDeferred()
        }
    }

    /// A closure for the model to call later that runs `body` with `capturedSelf` as `self`.
    func closure(running body: [CheckedStatement], self capturedSelf: ModelObject?) -> () -> Void {
        let link = self.link
        return { link.interpreter?.runClosure(body, self: capturedSelf) }
    }

    func runClosure(_ body: [CheckedStatement], self capturedSelf: ModelObject?) {
        guard admitsCallback() else { return }
        callbackDepth += 1
        runDepth += 1
        defer { callbackDepth -= 1; runDepth -= 1 }
        let line = simulator.currentLine, column = simulator.currentColumn
        if let capturedSelf { selfStack.append(capturedSelf) }
        defer {
            if capturedSelf != nil { selfStack.removeLast() }
            simulator.setPosition(line: line, column: column)
        }
        do throws(ScenarioError) {
            try executeFunctionBody(body)
        } catch {
            if deferredError == nil { deferredError = error }
        }
    }

    /// Whether scenario code may run now; past a limit, stops the run with an error at the current line.
    private func admitsCallback() -> Bool {
        guard !stopped else { return false }
        let message: ScenarioMessage
        if callbackDepth >= InputLimits.callbackDepth {
            message = .limit(.callbackDepth(levels: InputLimits.callbackDepth))
        } else if runDepth >= InputLimits.runDepth {
            message = Interpreter.runDepthMessage
        } else if simulator.eventCount > InputLimits.traceEvents {
            message = Interpreter.traceEventsMessage
        } else {
            return true
        }
        stopped = true
        if deferredError == nil {
            deferredError = ScenarioError(
                location: SourceLocation(line: simulator.currentLine, column: simulator.currentColumn),
                message, hint: .limit(.callbackLoop))
        }
        return false
    }

    /// One level deeper in running scenario code (the caller undoes it); past the limit, an error at the
    /// statement running.
    func enterRunLevel() throws(ScenarioError) {
        guard runDepth < InputLimits.runDepth else {
            throw ScenarioError(
                location: SourceLocation(line: simulator.currentLine, column: simulator.currentColumn),
                Interpreter.runDepthMessage, hint: .limit(.recursion))
        }
        runDepth += 1
    }

    private static let runDepthMessage = ScenarioMessage.limit(.runDepth(levels: InputLimits.runDepth))

    private static let traceEventsMessage = ScenarioMessage.limit(.traceEvents(count: InputLimits.traceEvents))

    private func rethrowDeferred() throws(ScenarioError) {
        if let error = deferredError {
            deferredError = nil
            throw error
        }
    }

    private func perform(
        _ operation: Operation, on receiver: Value, _ arguments: Operands,
        completion: (() -> Void)?, at location: SourceLocation
    ) throws(ModelError) {
        let sim = simulator
        switch operation {
        case .present:
            try sim.present(
                controller(arguments[0]), from: controller(receiver), animated: bool(arguments[1]),
                completion: completion)
        case .dismiss:
            try sim.dismiss(from: controller(receiver), animated: bool(arguments[0]), completion: completion)
        case .loadViewIfNeeded:
            try sim.loadViewIfNeeded(controller(receiver))
        case .push:
            try sim.pushViewController(controller(arguments[0]), on: navigation(receiver), animated: bool(arguments[1]))
        case .pop:
            try sim.popViewController(on: navigation(receiver), animated: bool(arguments[0]))
        case .popToRoot:
            try sim.popToRootViewController(on: navigation(receiver), animated: bool(arguments[0]))
        case .setNavigationStack:
            let animated = arguments.count > 1 ? bool(arguments[1]) : false
            try sim.setViewControllers(controllers(arguments[0]), on: navigation(receiver), animated: animated)
        case .setTabs:
            try sim.setViewControllers(controllers(arguments[0]), on: tabBar(receiver))
        case .selectIndex:
            guard case .int(let index) = arguments[0] else { return }
            try sim.selectTab(at: index, of: tabBar(receiver))
        case .selectController:
            try sim.selectTab(controller(arguments[0]), of: tabBar(receiver))
        case .setNavigationDelegate:
            if case .object(let delegate) = arguments[0] {
                sim.setDelegate(delegate, of: navigation(receiver))
            } else {
                sim.setDelegate(nil, of: navigation(receiver))
            }
        case .setTabBarDelegate:
            if case .object(let delegate) = arguments[0] {
                sim.setDelegate(delegate, of: tabBar(receiver))
            } else {
                sim.setDelegate(nil, of: tabBar(receiver))
            }
        case .tapTab:
            try sim.tapTab(controller(arguments[0]), in: tabBar(arguments[1]))
        case .swipeTab:
            try sim.swipeTab(tabBar(arguments[0]), to: controller(arguments[1]), completes: bool(arguments[2]))
        case .setNeedsLayout:
            sim.setNeedsLayout(view(receiver))
        case .layoutIfNeeded:
            sim.layoutIfNeeded(view(receiver))
        case .setNeedsUpdateConstraints:
            sim.setNeedsUpdateConstraints(view(receiver))
        case .addSubview:
            try sim.addSubview(view(arguments[0]), to: view(receiver))
        case .removeFromSuperview:
            sim.removeFromSuperview(view(receiver))
        case .setRootViewController:
            if case .none = arguments[0] {
                try sim.setRootViewController(nil)
            } else {
                try sim.setRootViewController(controller(arguments[0]))
            }
        case .makeKeyAndVisible:
            sim.makeKeyAndVisible()
        case .setModalPresentationStyle:
            guard case .style(let style) = arguments[0] else { return }
            try sim.setModalPresentationStyle(style, of: controller(receiver))
        case .setDefinesPresentationContext:
            try sim.setDefinesPresentationContext(bool(arguments[0]), of: controller(receiver))
        case .setModalInPresentation:
            try sim.setModalInPresentation(bool(arguments[0]), of: controller(receiver))
        case .setAdaptivePresentationDelegate:
            if case .object(let delegate) = arguments[0] {
                try sim.setAdaptivePresentationDelegate(delegate, of: controller(receiver))
            } else {
                try sim.setAdaptivePresentationDelegate(nil, of: controller(receiver))
            }
        case .setPopoverSourceView:
            sim.setPopoverSourceView(of: controller(receiver))
        case .setTransitioningDelegate:
            // `nil` clears it: UIKit's plain presentation controller again.
            var vends: PresentationControllerClass?
            if case .transitioningDelegate(let delegate) = arguments[0] { vends = delegate.vends }
            try sim.setTransitioningDelegate(vending: vends, of: controller(receiver))
        case .views(let operation):
            try PlainViewOperations.perform(operation, simulator: sim, view: view(receiver), arguments: arguments)
        case .swipeBack:
            try sim.swipeBack(navigation(arguments[0]), completes: bool(arguments[1]))
        case .dragDownSheet:
            try sim.dragDownSheet(controller(arguments[0]), completes: bool(arguments[1]))
        case .performSegue, .tapSegue:
            try performSegue(operation, on: receiver, arguments)
        case .addChild, .removeFromParent, .willMoveToParent, .didMoveToParent, .transition,
            .beginAppearanceTransition, .endAppearanceTransition, .callLoadView, .assignView:
            try performContainment(operation, on: receiver, arguments, completion: completion)
        case .split(let operation):
            try SplitViewControllerOperations.perform(
                operation, simulator: sim, receiver: receiver, arguments: arguments.values)
        case .pages(let operation):
            try PageViewControllerOperations.perform(
                operation, simulator: sim, receiver: receiver, arguments: arguments.values, completion: completion)
        case .environment(let operation):
            try EnvironmentOperations.perform(
                operation, simulator: sim, receiver: receiver, arguments: arguments.values,
                completion: completion)
        }
    }
}

/// What the closures an interpreter hands the simulator (completions, queued work, observers) hold instead
/// of the interpreter: the simulator keeps those closures and the interpreter keeps the simulator, so a
/// strong capture would be a cycle, and Embedded Swift (the wasm build) has no `weak` or `unowned`. `run()`
/// cuts the link as it returns, as it unsets the override runner: nothing outlives the run, and a closure
/// called after it does nothing.
final class InterpreterLink {
    var interpreter: Interpreter?
}
