import Testing

@testable import LifecycleModel

/// The catalogue is complete: every callback the model can emit has an entry for every owner that
/// receives it (ARCHITECTURE.md, "The method catalogue" in "The model"). Its texts, in three languages,
/// are checked in `TextsTests.MethodTextTests`.
@Suite struct CatalogueCompletenessTests {
    /// Callbacks that reach both controllers and views, each with its own entry.
    static let shared: Set<Callback> = [
        .initCoder, .awakeFromNib, .traitCollectionDidChange, .traitChangeHandler,
        .updateProperties, .deinitialize,
    ]

    @Test func everyCallbackHasAnEntry() {
        for callback in Callback.allCases {
            #expect(!MethodCatalogue.owners(of: callback).isEmpty, "no catalogue entry for \(callback.name)")
        }
    }

    @Test func sharedCallbacksHaveOneEntryPerOwner() {
        for callback in Self.shared {
            #expect(MethodCatalogue.entry(for: callback, owner: .controller) != nil, "\(callback.name) for controllers")
            #expect(MethodCatalogue.entry(for: callback, owner: .view) != nil, "\(callback.name) for views")
        }
    }

    /// Apple docs, "updateViewConstraints()" / "updateConstraints()": called after
    /// `setNeedsUpdateConstraints()`, before layout — not on every layout pass.
    @Test func appleDocs_constraintsCallbacksRunOnlyWhenInvalidated() {
        #expect(MethodCatalogue.entry(for: .updateViewConstraints, owner: .controller)?.frequency == .whenInvalidated)
        #expect(MethodCatalogue.entry(for: .updateConstraints, owner: .view)?.frequency == .whenInvalidated)
        #expect(MethodCatalogue.entry(for: .viewWillLayoutSubviews, owner: .controller)?.frequency == .perLayoutPass)
    }

    @Test func ownersAreWhoReallyReceivesTheCallback() {
        #expect(MethodCatalogue.owners(of: .loadView) == [.controller])
        #expect(MethodCatalogue.owners(of: .layoutSubviews) == [.view])
        #expect(MethodCatalogue.owners(of: .viewInitFrame) == [.view])
        #expect(MethodCatalogue.owners(of: .sceneDidEnterBackground) == [.scene])
        #expect(MethodCatalogue.entry(for: .viewDidLoad, owner: .view) == nil)
    }

    @Test func noCallbackIsListedTwiceForTheSameOwner() {
        var seen = Set<String>()
        for entry in MethodCatalogue.all {
            let key = "\(entry.owner.rawValue) \(entry.method)"
            #expect(seen.insert(key).inserted, "duplicate entry \(key)")
        }
    }

    @Test func entriesAreListedInPhaseOrder() {
        let phases = MethodCatalogue.all.map(\.phase)
        let order = Phase.allCases
        #expect(phases == phases.sorted { order.firstIndex(of: $0)! < order.firstIndex(of: $1)! })
    }

    @Test func superRequirementsFollowAppleDocumentation() {
        #expect(MethodCatalogue.entry(for: .loadView, owner: .controller)?.superCall == .forbidden)
        #expect(MethodCatalogue.entry(for: .viewWillAppear, owner: .controller)?.superCall == .required)
        #expect(MethodCatalogue.entry(for: .viewWillTransitionToSize, owner: .controller)?.superCall == .required)
        #expect(MethodCatalogue.entry(for: .draw, owner: .view)?.superCall == .optional)
        #expect(MethodCatalogue.entry(for: .sceneDidBecomeActive, owner: .scene)?.superCall == .notApplicable)
    }
}
