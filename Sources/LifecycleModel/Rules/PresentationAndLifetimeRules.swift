/// LL009 (presenting from a controller whose view is not in a window yet; a detached one is LL024) and LL014 (a controller kept
/// alive by its own stored closure after everything else let go of it).
extension MisuseRules {
    func checkPresentationAndLifetime(_ action: ActionRecord, at: Position, in simulator: Simulator) {
        switch action.kind {
        case .present:
            guard let caller = action.target as? ViewController else { return }
            let presenter = caller.rootAncestor
            guard presenter.view?.isInWindow != true else { return }
            let presented = action.operand?.name
            if checkDetachedPresenter(caller, presented: presented, at: at, in: simulator) { return }
            report(
                .presentsFromOffscreen(
                    RuleObject(caller), presented: presented, in: currentCallback, presenter: presenter.name),
                at: at, in: simulator)
        case .setRootViewController:
            rootBeingSet = action.operand
        case .captureSelf:
            if case .closureProperty(let property) = action.detail {
                capturedProperty[ObjectIdentifier(action.target)] = property
            }
        default:
            return
        }
    }

    func finishLifetime(in simulator: Simulator) {
        for object in simulator.allObjects where object is ViewController {
            guard object.selfRetainCount > 0, !object.isDeallocated, let orphaned = object.orphanedAt,
                object.retainCount <= object.selfRetainCount
            else { continue }
            report(
                .neverDeinitialised(RuleObject(object), closureProperty: capturedProperty[ObjectIdentifier(object)]),
                at: Position(line: orphaned.line, column: orphaned.column), in: simulator)
        }
    }
}
