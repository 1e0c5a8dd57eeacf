/// Rules about child view controllers: LL005 (view without addChild), LL006 (no didMove), LL007
/// (redundant willMove), LL008 (removal order), LL013 (unbalanced begin/end appearance transitions).
extension MisuseRules {
    func checkContainment(_ action: ActionRecord, at: Position, in simulator: Simulator) {
        switch action.kind {
        case .addSubview:
            guard let view = action.operand as? View, let child = view.owner, let superview = action.target as? View
            else { return }
            // What the controller still hears: an unpaired viewWillAppear(_:) when its view enters a
            // window already on screen (ChildAppearance.swift, `.winObjCViewAddedToWindow`), else nothing.
            let unpaired = simulator.orphanEnteringWindow(view, into: superview) != nil
            if superview === simulator.window {
                guard simulator.window.rootViewController !== child else { return }
                report(
                    .childViewAddedToWindow(child: RuleObject(child), unpairedAppearance: unpaired), at: at,
                    in: simulator)
                return
            }
            guard let container = MisuseRules.owningController(of: superview), child.parent !== container else {
                return
            }
            report(
                .childViewAddedWithoutAddChild(
                    child: RuleObject(child), container: container.name, unpairedAppearance: unpaired),
                at: at, in: simulator)
        case .addChild:
            guard let parent = action.target as? ViewController, let child = action.operand as? ViewController else {
                return
            }
            let id = ObjectIdentifier(child)
            if let early = earlyWillMove[id], early.parent === parent {
                report(.willMoveBeforeAddChild(parent: parent.name, child: child.name), at: early.at, in: simulator)
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
                report(.willMoveToNilAfterRemoval(child: child.name), at: at, in: simulator)
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
                report(.removedBeforeWillMove(child: child.name, parent: parent.name), at: at, in: simulator)
            }
            willMoveToNil.remove(id)
            if child.view?.superview != nil { removedBeforeView.insert(id) }
        case .removeFromSuperview:
            guard let view = action.target as? View, let child = view.owner,
                removedBeforeView.remove(ObjectIdentifier(child)) != nil,
                misorderedRemoval.insert(ObjectIdentifier(child)).inserted
            else { return }
            report(.viewRemovedAfterChildLeft(child: child.name), at: at, in: simulator)
        case .beginAppearanceTransition:
            let id = ObjectIdentifier(action.target)
            guard case .appearing(let appearing) = action.detail else { return }
            if let open = openAppearanceTransitions[id], open.appearing == appearing {
                report(
                    .appearanceTransitionBegunTwice(object: action.target.name, appearing: appearing), at: at,
                    in: simulator)
            }
            openAppearanceTransitions[id] = (appearing, at)
        case .endAppearanceTransition:
            if openAppearanceTransitions.removeValue(forKey: ObjectIdentifier(action.target)) == nil {
                report(.appearanceTransitionEndedUnbegun(object: action.target.name), at: at, in: simulator)
            }
        default:
            return
        }
    }

    func finishContainment(in simulator: Simulator) {
        for (_, pending) in awaitingDidMove.sorted(by: { $0.value.at.line < $1.value.at.line })
        where pending.child.parent === pending.parent && !pending.child.isDeallocated {
            report(
                .didMoveNeverCalled(parent: pending.parent.name, child: pending.child.name), at: pending.at,
                in: simulator)
        }
        for (id, open) in openAppearanceTransitions.sorted(by: { $0.value.at.line < $1.value.at.line }) {
            let name = simulator.allObjects.first { ObjectIdentifier($0) == id }?.name
            report(.appearanceTransitionNeverEnded(object: name, appearing: open.appearing), at: open.at, in: simulator)
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
