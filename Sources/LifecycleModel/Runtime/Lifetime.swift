/// Strong references and `deinit`. Holders: scenario variables (`bind`/`unbind`), the window (its root
/// controller), containers (their children), presenters (their presented controller), superviews
/// (their subviews), controllers (their view). An object whose count drops to zero is deallocated at
/// once, like ARC; one created during an event that nothing took is released when the event ends.
extension Simulator {
    package func retain(_ object: ModelObject) {
        object.retainCount += 1
    }

    package func release(_ object: ModelObject) {
        guard !object.isDeallocated else { return }
        object.retainCount -= 1
        if object.retainCount <= 0 {
            deallocate(object)
        } else if object.pendingWorkRetainCount > 0,
            object.retainCount == object.selfRetainCount + object.pendingWorkRetainCount
        {
            noteKeptAliveByPendingWork(object)
        } else if object.selfRetainCount > 0, object.retainCount == object.selfRetainCount {
            object.orphanedAt = (currentLine, currentColumn)
        }
    }

    /// A scenario variable starts holding the object.
    package func bind(_ object: ModelObject) { retain(object) }

    /// A scenario variable lets go (`x = nil`, or reassigned).
    package func unbind(_ object: ModelObject) {
        note(.release, object)
        release(object)
    }

    /// A local going out of scope: one reference fewer, the object kept until the event ends (then
    /// released if nothing took it), so a helper's returned controller survives to its caller's `let`.
    package func autorelease(_ object: ModelObject) {
        guard !object.isDeallocated else { return }
        object.retainCount -= 1
        if object.retainCount <= 0 { temporaries.append(object) }
    }

    func drainTemporaries() {
        guard !temporaries.isEmpty else { return }
        let pool = temporaries
        temporaries = []
        for object in pool where object.retainCount <= 0 && !object.isDeallocated {
            deallocate(object)
        }
    }

    private func deallocate(_ object: ModelObject) {
        object.isDeallocated = true
        if object is ViewController || (object as? View)?.isTraced == true {
            // When nothing a decision names released it (a refused presentation's controller at the end
            // of its event), the row rests on ARC's own rule.
            let scope = openFallbackEvidence(.swiftDeinitialization); defer { closeEvidence(scope) }
            call(.deinitialize, object)
        }
        // What the object held goes with it.
        let held = object.heldObjects
        object.heldObjects = []
        for heldObject in held { release(heldObject) }
        if let controller = object as? ViewController {
            let children = controller.children
            controller.children = []
            for child in children {
                child.parent = nil
                release(child)
            }
            if let presented = controller.presentedViewController {
                controller.presentedViewController = nil
                presented.presentingViewController = nil
                release(presented)
            }
            if let view = controller.view {
                view.owner = nil
                release(view)
            }
        } else if let view = object as? View {
            let subviews = view.subviews
            view.subviews = []
            for subview in subviews {
                subview.superview = nil
                release(subview)
            }
        }
    }
}
