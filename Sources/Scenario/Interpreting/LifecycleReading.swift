import LifecycleModel

/// The values of `LifecycleProperty` reads, from the model (Runtime/LifecycleQueries.swift).
extension Interpreter {
    func readLifecycle(
        _ property: LifecycleProperty, of receiverExpression: CheckedExpr,
        at location: SourceLocation
    ) throws(ScenarioError) -> Value {
        let receiver = try evaluate(receiverExpression, at: location)
        guard case .object(let object) = receiver else { return .none }
        if property.isViewProperty {
            guard let view = object as? View else { return .none }
            // A root view's superview is the window (or the container view it was put in).
            if property == .superview { return Interpreter.optional(view.superview) }
            return Interpreter.optional(view.window(in: simulator))
        }
        let controller = controller(receiver)
        switch property {
        case .navigationController: return Interpreter.optional(controller.navigationControllerAncestor)
        case .tabBarController: return Interpreter.optional(controller.tabBarControllerAncestor)
        case .splitViewController: return Interpreter.optional(controller.splitViewControllerAncestor)
        case .isCollapsed: return .bool((controller as? SplitViewController)?.isCollapsed ?? false)
        case .parent: return Interpreter.optional(controller.parent)
        case .children: return .array(controller.children.map { .object($0) })
        case .presentingViewController: return Interpreter.optional(controller.presentingThisOrAncestor)
        case .presentedViewController: return Interpreter.optional(controller.presentedByThisOrAncestor)
        case .isViewLoaded: return .bool(controller.isViewLoaded)
        case .viewIfLoaded: return Interpreter.optional(controller.view)
        case .isBeingPresented: return .bool(controller.transitionReason.isBeingPresented)
        case .isBeingDismissed: return .bool(controller.transitionReason.isBeingDismissed)
        case .isMovingToParent: return .bool(controller.transitionReason.isMovingToParent)
        case .isMovingFromParent: return .bool(controller.transitionReason.isMovingFromParent)
        case .modalPresentationStyle: return .style(simulator.modalPresentationStyle(readBy: controller))
        case .popoverPresentationController:
            // The controller stands for its popover presentation controller: only `sourceView` is set on it.
            return controller.modalPresentationStyle == .popover ? .object(controller) : .none
        case .presentationController:
            // The controller stands for the presentation controller: only `delegate` is set on it.
            return .object(controller)
        case .window, .superview: return .none
        case .selectedIndex: return .int((controller as? TabBarController)?.selectedIndex ?? 0)
        case .selectedViewController:
            return Interpreter.optional((controller as? TabBarController)?.selectedViewController)
        }
    }

    private static func optional(_ object: ModelObject?) -> Value {
        object.map { .object($0) } ?? .none
    }
}
