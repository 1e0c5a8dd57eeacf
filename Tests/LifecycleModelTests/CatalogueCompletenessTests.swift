import Testing

@testable import LifecycleModel

/// The catalogue is complete: every callback the model can emit has an entry for every owner that
/// receives it, with every text in three languages (ARCHITECTURE.md, "The method catalogue" in "The model").
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

    @Test func everyTextIsWrittenInEveryLanguage() {
        for entry in MethodCatalogue.all {
            for (field, text) in [
                ("summary", entry.summary), ("when", entry.when), ("use", entry.use), ("avoid", entry.avoid),
            ] {
                let label = "\(entry.owner.rawValue) \(entry.method) \(field)"
                #expect(!text.en.trimmed.isEmpty, "\(label): empty English")
                #expect(!text.ru.trimmed.isEmpty, "\(label): empty Russian")
                #expect(!text.zh.trimmed.isEmpty, "\(label): empty Chinese")
                #expect(hasCyrillic(text.ru), "\(label): Russian has no Cyrillic")
                #expect(hasCJK(text.zh), "\(label): Chinese has no CJK")
                #expect(!hasCyrillic(text.en) && !hasCJK(text.en), "\(label): English is not English")
                for language in Language.allCases {
                    #expect(
                        text[language].filter { $0 == "`" }.count.isMultiple(of: 2),
                        "\(label) \(language): unbalanced backticks")
                }
            }
        }
    }

    @Test func vocabularyIsTranslatedToo() {
        let titles = Phase.allCases.map(\.title) + Owner.allCases.map(\.title) + Frequency.allCases.map(\.title)
        for title in titles {
            #expect(hasCyrillic(title.ru), "\(title.en)")
            #expect(hasCJK(title.zh), "\(title.en)")
        }
    }

    @Test func superRequirementsFollowAppleDocumentation() {
        #expect(MethodCatalogue.entry(for: .loadView, owner: .controller)?.superCall == .forbidden)
        #expect(MethodCatalogue.entry(for: .viewWillAppear, owner: .controller)?.superCall == .required)
        #expect(MethodCatalogue.entry(for: .viewWillTransitionToSize, owner: .controller)?.superCall == .required)
        #expect(MethodCatalogue.entry(for: .draw, owner: .view)?.superCall == .optional)
        #expect(MethodCatalogue.entry(for: .sceneDidBecomeActive, owner: .scene)?.superCall == .notApplicable)
    }
}

extension String {
    fileprivate var trimmed: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

private func hasCyrillic(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) }
}

private func hasCJK(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) || (0x3400...0x4DBF).contains($0.value) }
}
