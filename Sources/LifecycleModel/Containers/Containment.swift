/// Parent–child links as containers make them: `addChild` sends `willMove(toParent:)`, the container
/// sends `didMove(toParent:)` when the child's transition is over; removal mirrors it
/// (Apple docs, "willMove(toParent:)", "didMove(toParent:)").
extension Simulator {
    func attachChild(_ child: ViewController, to parent: ViewController) throws(ModelError) {
        let scope = openFallbackEvidence(.appleContainerViewController); defer { closeEvidence(scope) }
        if let current = child.parent, current !== parent {
            throw ModelError(.alreadyChild(child: child.name, parent: current.name))
        }
        if child.presentingViewController != nil {
            throw ModelError(
                .presentedCannotBeChild(
                    child: child.name, presenter: child.presentingViewController!.name, parent: parent.name))
        }
        if profile.hasContainmentCallbacks { call(.willMoveToParent, child, [Argument("parent", parent.name)]) }
        child.parent = parent
        parent.children.append(child)
        retain(child)
    }

    func announceDidMove(_ child: ViewController, to parent: ViewController?) {
        let scope = openFallbackEvidence(.appleContainerViewController); defer { closeEvidence(scope) }
        guard profile.hasContainmentCallbacks else { return }
        call(.didMoveToParent, child, [Argument("parent", parent?.name ?? "nil")]) {
            // UIKit's implementation, run while the child's deferred viewDidAppear is still to come,
            // leaves a note to send didMove again after it (ContainmentVersions.swift).
            if parent != nil && child.awaitsDeferredChildAppearance { child.needsDidMoveCleanup = true }
        }
    }

    /// `willMove(toParent: nil)` and the unlink; the release waits until the child's transition ends.
    func detachChild(_ child: ViewController, from parent: ViewController) {
        let scope = openFallbackEvidence(.appleContainerViewController); defer { closeEvidence(scope) }
        if profile.hasContainmentCallbacks { call(.willMoveToParent, child, [Argument("parent", "nil")]) }
        parent.children.removeAll { $0 === child }
    }

    /// `didMove(toParent: nil)`, then the container lets go of it.
    func finishDetaching(_ child: ViewController) {
        let scope = openFallbackEvidence(.appleContainerViewController); defer { closeEvidence(scope) }
        child.parent = nil
        announceDidMove(child, to: nil)
        release(child)
    }
}
