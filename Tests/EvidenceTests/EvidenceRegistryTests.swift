import Evidence
import LifecycleModel
import Testing

/// The registry is complete by construction (an exhaustive switch); these check what the compiler cannot.
@Suite struct EvidenceRegistryTests {
    @Test func everyEntryIsFiledUnderItsOwnID() {
        for id in EvidenceID.allCases { #expect(EvidenceRegistry.entry(id).id == id, "\(id.id)") }
    }

    @Test func everyEntryIsWrittenInEveryLanguage() {
        for entry in EvidenceRegistry.entries {
            for language in Language.allCases {
                #expect(!entry.shows[language].isEmpty, "\(entry.id.id) \(language)")
            }
            #expect(!entry.title.isEmpty && !entry.source.isEmpty)
        }
    }

    /// A published source has an address readers can follow; the model's choices have none.
    @Test func publishedSourcesHaveAddressesAndChoicesHaveReasons() {
        for entry in EvidenceRegistry.entries where entry.kind != .modelChoice && entry.kind != .deviceLog {
            #expect(entry.url?.hasPrefix("https://") == true, "\(entry.id.id)")
        }
        for entry in EvidenceRegistry.entries where entry.kind == .modelChoice { #expect(entry.url == nil) }
    }

    /// A row is as strong as its strongest source, unless a choice of the model is among them: then the
    /// row depends on that choice, and says so.
    @Test func aRowIsAsStrongAsItsStrongestSourceUnlessTheModelChose() {
        #expect(EvidenceRegistry.standing(of: EvidenceSet()) == nil)
        #expect(EvidenceRegistry.standing(of: EvidenceSet(.modelUnattributed)) == .chosen)
        #expect(
            EvidenceRegistry.standing(of: EvidenceSet(.modelNonAnimatedPushBoundary, .appleViewIsAppearing))
                == .chosen)
        #expect(
            EvidenceRegistry.standing(of: EvidenceSet(.appleViewIsAppearing, .wwdc23WhatsNewInUIKit)) == .documented)
        #expect(
            EvidenceRegistry.standing(of: EvidenceSet(.appleUIViewController, .qiShengLifecycle2025)) == .observed)
    }
}
