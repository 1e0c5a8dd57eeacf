import LifecycleModel

/// One line of a claim's `predicts:` section: what the claim says a run shows. The language is
/// Swift-like and small (README, "Claims"):
///
///     A.viewWillAppear before A.viewDidAppear
///     A.viewIsAppearing immediately before A.viewWillLayoutSubviews
///     A.viewDidLoad called once                  // never, once, twice, N times
///     A.traitCollectionDidChange called once from line 3   // counting the calls of line 3 on
///     in A.viewWillAppear: isViewLoaded && !hasFinalGeometry
///     LL004 fires                                // LL004 does not fire
struct ClaimAssertion: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case before(CallbackReference, CallbackReference, immediately: Bool)
        /// `fromLine`: count only the calls that scenario line or a later one made, so a claim about what
        /// one action causes is not miscounted by calls an earlier line made (a launch's first traits).
        case called(CallbackReference, times: Int, fromLine: Int?)
        case state(CallbackReference, [StateCondition])
        case fires(rule: RuleID, Bool)
    }

    var kind: Kind
    /// The line as written, for the verdict's explanation.
    var text: String
}

/// `A.viewWillAppear` or `A.view.layoutSubviews()`: an object as the trace names it, and a
/// callback, with or without its argument labels.
struct CallbackReference: Equatable, Sendable, CustomStringConvertible {
    var object: String
    var method: String
    /// Every catalogue callback the name may mean (`viewWillAppear` means `viewWillAppear(_:)`).
    var callbacks: [Callback]

    func matches(_ event: TraceEvent) -> Bool {
        event.object == object && event.method.map(callbacks.contains) == true
    }

    /// False when UIKit calls none of the callbacks on `ios`: the API does not exist there.
    func exists(on ios: IOSVersion) -> Bool {
        callbacks.contains { callback in
            MethodCatalogue.owners(of: callback).contains { owner in
                MethodCatalogue.entry(for: callback, owner: owner)?.availability.isCalled(on: ios) ?? false
            }
        }
    }

    /// UIKit called one of the callbacks on an earlier release and no longer does on `ios`
    /// (`viewDidUnload()` from iOS 6): the method is still there, deprecated, but never runs.
    func isRetired(on ios: IOSVersion) -> Bool {
        !exists(on: ios)
            && callbacks.contains { callback in
                MethodCatalogue.owners(of: callback).contains { owner in
                    guard let availability = MethodCatalogue.entry(for: callback, owner: owner)?.availability else {
                        return false
                    }
                    return availability.introduced.major <= ios.major
                }
            }
    }

    var description: String { "\(object).\(method)" }
}

/// One state column of the trace read inside a callback, possibly negated.
struct StateCondition: Equatable, Sendable, CustomStringConvertible {
    enum Property: Equatable, Sendable {
        case viewLoaded, inWindow, finalGeometry, currentTraits, transitionCoordinator
        case appearance(AppearanceState)
    }

    var property: Property
    var negated: Bool
    var text: String

    static let names: [String: Property] = [
        "isViewLoaded": .viewLoaded, "isInWindow": .inWindow, "hasFinalGeometry": .finalGeometry,
        "hasCurrentTraits": .currentTraits, "hasTransitionCoordinator": .transitionCoordinator,
    ]

    func holds(in state: StateSnapshot) -> Bool {
        let value: Bool
        switch property {
        case .viewLoaded: value = state.viewLoaded
        case .inWindow: value = state.inWindow
        case .finalGeometry: value = state.geometryAccurate
        case .currentTraits: value = state.traitsCurrent
        case .transitionCoordinator: value = state.transitionCoordinator
        case .appearance(let expected): value = state.appearance == expected
        }
        return value != negated
    }

    /// The API the condition reads, when `ios` lacks it (`transitionCoordinator` before iOS 7, trait
    /// collections before iOS 8): there the condition cannot be asked, any more than a missing callback.
    func missingAPI(on ios: IOSVersion) -> String? {
        guard let profile = VersionProfile.profile(for: ios) else { return nil }
        switch property {
        case .transitionCoordinator: return profile.hasTransitionCoordinator ? nil : "transitionCoordinator"
        case .currentTraits: return profile.hasTraitCollections ? nil : "traitCollection"
        case .viewLoaded, .inWindow, .finalGeometry, .appearance: return nil
        }
    }

    var description: String { text }
}
