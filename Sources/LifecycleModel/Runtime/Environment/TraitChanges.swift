/// Trait changes: Dark Mode, Dynamic Type, size classes. A trait only "changes" when its value
/// differs. Each controller and traced view in the window then gets `traitCollectionDidChange(_:)`
/// (iOS 8+; deprecated in iOS 17 but still called) and, from iOS 17, the handlers it registered with
/// `registerForTraitChanges(_:handler:)` for one of the changed traits. Traits flow top-down, a
/// controller before its view (`.appleTraitEnvironment`: traits propagate "from the top of the view
/// hierarchy downward"; Apple forums thread 733301 says the same). Before iOS 17 the update is immediate; from iOS 17 it waits for each view's next
/// layout (see LayoutPreparation.swift). Every view in the window is then laid out again — from iOS 18, when
/// the size did not change, only those whose layout read a changed trait (TraitTracking.swift).
extension Simulator {
    /// `device.userInterfaceStyle = …`.
    package func setUserInterfaceStyle(_ style: UserInterfaceStyle) throws(ModelError) {
        try require(.darkMode) {
            .darkModeNew(introduced: $0, running: profile.version)
        }
        if appState.inBackground, profile.holdsAppearanceChangeUntilForeground {
            appState.heldUserInterfaceStyle = style // delivered on the return (AppLifecycle.swift)
            return
        }
        changeTraits { $0.userInterfaceStyle = style }
    }

    /// `device.preferredContentSizeCategory = …` (Dynamic Type, iOS 7+; a trait from iOS 10, before
    /// which only `UIContentSizeCategory.didChangeNotification` reports it and no callback runs).
    package func setPreferredContentSizeCategory(_ category: ContentSizeCategory) throws(ModelError) {
        try require(.dynamicType) {
            .dynamicTypeNew(introduced: $0, running: profile.version)
        }
        changeTraits { $0.preferredContentSizeCategory = category }
    }

    /// `registerForTraitChanges(_:handler:)`, or with `action` `registerForTraitChanges(_:action:)`, on a
    /// controller or view (iOS 17+).
    package func registerForTraitChanges(
        _ traits: [TraitKind], on object: ModelObject, handler: (() -> Void)?,
        action: String? = nil
    ) throws(ModelError) {
        guard profile.hasTraitChangeRegistration else {
            throw ModelError(.traitRegistrationNew(withAction: action != nil, running: profile.version))
        }
        let registration = TraitRegistration(traits: traits, handler: handler, action: action)
        if let controller = object as? ViewController {
            controller.environment.traitState.registrations.append(registration)
        } else if let view = object as? View {
            view.environment.traitState.registrations.append(registration)
        }
    }

    /// A device setting changed: new traits everywhere, a layout pass to follow.
    func changeTraits(_ apply: (inout DeviceState) -> Void) {
        let old = deviceTraits
        apply(&device)
        guard deviceTraits != old else { return }
        traitsDidChange(deviceTraits.changedKinds(from: old), sizeChanged: false)
    }

    /// The window's traits are new: mark views for layout and, before iOS 17, deliver now. Without a
    /// size change, from iOS 18 only what read a changed trait is laid out again (TraitTracking.swift).
    func traitsDidChange(_ changed: [TraitKind], sizeChanged: Bool) {
        // The layout pass that delivers and follows a trait change rests on the documentation of what
        // an appearance change updates (before iOS 18) and of automatic trait tracking (iOS 18+).
        if !sizeChanged {
            if profile.tracksTraitsAutomatically {
                nextLayoutPassEvidence = EvidenceSet(.appleAutomaticTraitTracking)
            } else if changed.contains(.userInterfaceStyle) {
                nextLayoutPassEvidence = EvidenceSet(.appleSupportingDarkMode)
            }
        }
        if sizeChanged || !profile.tracksTraitsAutomatically {
            forEachViewInWindow { $0.needsLayout = true }
        }
        if profile.tracksTraitsAutomatically { invalidateTrackedTraits(changed) }
        if !profile.hasTraitChangeRegistration {
            // Delivered now, top-down; a caller that changed the size names its own sources.
            let documented =
                changed.contains(.userInterfaceStyle)
                ? EvidenceSet(.appleTraitEnvironment, .appleSupportingDarkMode) : EvidenceSet(.appleTraitEnvironment)
            let scope = openFallbackEvidence(documented); defer { closeEvidence(scope) }
            forEachViewInWindow { updateTraits(of: $0) }
        }
    }

    /// Brings the traits of a view (and of its controller, first) up to date.
    func updateTraits(of view: View) {
        guard profile.hasTraitCollections else { return }
        let current = deviceTraits, generation = traitsGeneration
        // Usually nothing changed: checked without taking the owner (which counts a reference).
        if view.owner == nil || view.owner?.environment.traitState.generation == generation,
            !view.isTraced || view.environment.traitState.generation == generation
        {
            return
        }
        if let controller = view.owner {
            let previous = controller.environment.traitState.traits
            controller.environment.traitState.traits = current
            controller.environment.traitState.generation = generation
            if let previous, previous != current {
                deliverTraitChange(to: controller, from: previous, to: current)
            } else if previous == nil {
                deliverInitialTraits(to: controller)
            }
        }
        if view.isTraced {
            let previous = view.environment.traitState.traits
            view.environment.traitState.traits = current
            view.environment.traitState.generation = generation
            if let previous, previous != current {
                deliverTraitChange(to: view, from: previous, to: current)
            } else if previous == nil {
                deliverInitialTraits(to: view)
            }
        }
    }

    /// The first traits of an object entering the window: iOS 8–12 call `traitCollectionDidChange(nil)`
    /// (`VersionProfile.sendsInitialTraitCollection` names the sources); later releases say nothing.
    private func deliverInitialTraits(to object: ModelObject) {
        guard profile.sendsInitialTraitCollection else { return }
        withEvidence(.useyourloafInitialTraits, .neuburgLaunchLogs) {
            call(.traitCollectionDidChange, object, [Argument("previousTraitCollection", "nil")])
        }
    }

    private func deliverTraitChange(to object: ModelObject, from previous: TraitCollection, to current: TraitCollection)
    {
        let changed = current.changedKinds(from: previous)
        var args = [Argument("previousTraitCollection", previous.describe(changed))]
        if profile.traitCollectionDidChangeIsDeprecated {
            args.append(Argument("deprecated", "iOS 17: use registerForTraitChanges(_:handler:)"))
        }
        call(.traitCollectionDidChange, object, args)
        let state = (object as? ViewController)?.environment.traitState ?? (object as? View)?.environment.traitState
        guard let state else { return }
        if profile.hasTraitChangeRegistration {
            for registration in state.registrations where registration.traits.contains(where: changed.contains) {
                let names = "[" + registration.traits.map { "\($0.rawValue).self" }.joined(separator: ", ") + "]"
                if let action = registration.action {
                    call(
                        .traitChangeAction, object,
                        [Argument("traits", names), Argument("action", "#selector(\(action))")])
                } else {
                    call(.traitChangeHandler, object, [Argument("traits", names)]) { registration.handler?() }
                }
            }
        }
    }

    /// The object has traits that a change has not yet updated (UIKit sends the will-callbacks of a size
    /// change, and from iOS 17 lays out, with the old traits still in place).
    func hasPendingTraitChange(_ object: ModelObject) -> Bool {
        guard profile.hasTraitCollections, let delivered = object.deliveredTraits else { return false }
        return delivered.generation != traitsGeneration && delivered.traits != deviceTraits
    }

    /// Every view in the window, top-down (a superview before its subviews).
    func forEachViewInWindow(_ body: (View) -> Void) {
        func visit(_ view: View) {
            body(view)
            var index = 0
            while index < view.subviews.count {
                visit(view.subviews[index])
                index += 1
            }
        }
        for view in window.subviews { visit(view) }
    }
}
