/// Rules about child view controllers: LL005 (view without addChild), LL006 (no didMove), LL007
/// (redundant willMove), LL008 (removal order), LL013 (unbalanced begin/end appearance transitions).
extension MisuseRules {
    func checkContainment(_ action: ActionRecord, at: Position, in simulator: Simulator) {
        switch action.kind {
        case .addSubview:
            guard let view = action.operand as? View, let child = view.owner, let superview = action.target as? View
            else { return }
            // What the controller still hears: an unpaired viewWillAppear(_:) when its view enters a
            // window already on screen (ChildAppearance.swift, microsoft/WinObjC#2115), else nothing.
            let consequence =
                simulator.orphanEnteringWindow(view, into: superview) != nil
                ? "it gets only an unpaired viewWillAppear(_:) now, and no appearance, trait or size forwarding"
                : "it gets no appearance callbacks, and no trait or size forwarding"
            if superview === simulator.window {
                guard simulator.window.rootViewController !== child else { return }
                report(
                    "LL005",
                    "\(child.name).view is added to the window, but \(MisuseRules.describe(child)) is not its root view controller: \(consequence)",
                    at: at, in: simulator)
                return
            }
            guard let container = MisuseRules.owningController(of: superview), child.parent !== container else {
                return
            }
            report(
                "LL005",
                "\(child.name).view is added to \(container.name)'s view, but \(MisuseRules.describe(child)) is not a child of \(container.name): \(consequence)",
                at: at, in: simulator)
        case .addChild:
            guard let parent = action.target as? ViewController, let child = action.operand as? ViewController else {
                return
            }
            let id = ObjectIdentifier(child)
            if let early = earlyWillMove[id], early.parent === parent {
                report(
                    "LL007",
                    "willMove(toParent: \(parent.name)) is called on \(child.name) before addChild, which sends it again",
                    at: early.at, in: simulator)
            }
            earlyWillMove[id] = nil
            willMoveToNil.remove(id)
            removedBeforeView.remove(id)
            misorderedRemoval.remove(id)
            if child.parent !== parent { awaitingDidMove[id] = (child, parent, at) }
        case .willMoveToParent:
            guard let child = action.target as? ViewController else { return }
            let id = ObjectIdentifier(child)
            if let parent = action.operand {
                if child.parent == nil { earlyWillMove[id] = (parent, at) }
            } else if child.parent != nil {
                willMoveToNil.insert(id)
            } else if !misorderedRemoval.contains(id) {
                misorderedRemoval.insert(id)
                report(
                    "LL008", "willMove(toParent: nil) is called on \(child.name) after it was removed from its parent",
                    at: at, in: simulator)
            }
        case .didMoveToParent:
            guard let child = action.target as? ViewController, action.operand != nil else { return }
            awaitingDidMove[ObjectIdentifier(child)] = nil
        case .removeFromParent:
            guard let child = action.target as? ViewController, let parent = child.parent else { return }
            let id = ObjectIdentifier(child)
            awaitingDidMove[id] = nil
            if !willMoveToNil.contains(id), child.addedWithAddChild {
                misorderedRemoval.insert(id)
                report(
                    "LL008",
                    "\(child.name).removeFromParent() is called before willMove(toParent: nil): \(child.name) is told it has left \(parent.name) before it is told it is leaving",
                    at: at, in: simulator)
            }
            willMoveToNil.remove(id)
            if child.view?.superview != nil { removedBeforeView.insert(id) }
        case .removeFromSuperview:
            guard let view = action.target as? View, let child = view.owner,
                removedBeforeView.remove(ObjectIdentifier(child)) != nil,
                misorderedRemoval.insert(ObjectIdentifier(child)).inserted
            else { return }
            report(
                "LL008",
                "\(child.name).view is removed after \(child.name) left its parent: its disappearance is no longer forwarded",
                at: at, in: simulator)
        case .beginAppearanceTransition:
            let id = ObjectIdentifier(action.target)
            let appearing = action.detail == "true"
            if let open = openAppearanceTransitions[id], open.appearing == appearing {
                report(
                    "LL013",
                    "beginAppearanceTransition(\(appearing), animated:) is called on \(action.target.name) twice without endAppearanceTransition()",
                    at: at, in: simulator)
            }
            openAppearanceTransitions[id] = (appearing, at)
        case .endAppearanceTransition:
            if openAppearanceTransitions.removeValue(forKey: ObjectIdentifier(action.target)) == nil {
                report(
                    "LL013",
                    "endAppearanceTransition() is called on \(action.target.name) without a matching beginAppearanceTransition(_:animated:)",
                    at: at, in: simulator)
            }
        default:
            return
        }
    }

    func finishContainment(in simulator: Simulator) {
        for (_, pending) in awaitingDidMove.sorted(by: { $0.value.at.line < $1.value.at.line })
        where pending.child.parent === pending.parent && !pending.child.isDeallocated {
            report(
                "LL006",
                "\(pending.parent.name).addChild(\(pending.child.name)) is never followed by \(pending.child.name).didMove(toParent: \(pending.parent.name))",
                at: pending.at, in: simulator)
        }
        for (id, open) in openAppearanceTransitions.sorted(by: { $0.value.at.line < $1.value.at.line }) {
            let name = simulator.allObjects.first { ObjectIdentifier($0) == id }?.name ?? "a controller"
            report(
                "LL013",
                "beginAppearanceTransition(\(open.appearing), animated:) on \(name) is never ended: it stays \(open.appearing ? "appearing" : "disappearing")",
                at: open.at, in: simulator)
        }
    }

    /// The controller whose view hierarchy `view` is in (nil for the window itself).
    static func owningController(of view: View) -> ViewController? {
        var node: View? = view
        while let current = node {
            if let owner = current.owner { return owner }
            node = current.superview
        }
        return nil
    }
}
