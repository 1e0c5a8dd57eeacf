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
        // Logs and developers' reports are where their authors put them, some on plain http.
        for entry in EvidenceRegistry.entries
        where entry.kind != .modelChoice && entry.kind != .deviceLog && entry.kind != .developerReport {
            #expect(entry.url?.hasPrefix("https://") == true, "\(entry.id.id)")
        }
        for entry in EvidenceRegistry.entries where entry.kind == .modelChoice { #expect(entry.url == nil) }
    }

    /// A row is as strong as its strongest source, unless a choice of the model is among them: then the
    /// row depends on that choice, and says so.
    @Test func aRowIsAsStrongAsItsStrongestSourceUnlessTheModelChose() {
        let ios17 = IOSVersion(17)
        #expect(EvidenceRegistry.standing(of: EvidenceSet(), on: ios17) == nil)
        #expect(EvidenceRegistry.standing(of: EvidenceSet(.modelUnattributed), on: ios17) == .chosen)
        #expect(
            EvidenceRegistry.standing(of: EvidenceSet(.modelPageSetOrder, .appleContainerViewController), on: ios17)
                == .chosen)
        #expect(
            EvidenceRegistry.standing(of: EvidenceSet(.appleViewIsAppearing, .wwdc23WhatsNewInUIKit), on: ios17)
                == .documented)
        #expect(
            EvidenceRegistry.standing(of: EvidenceSet(.appleUIViewController, .qiShengLifecycle2025), on: ios17)
                == .observed)
    }

    /// A log speaks as an observation only for the releases it ran on: wangling.me's iOS 7 log observes
    /// iOS 7 and extrapolates to iOS 17; with Apple's word beside it the row is documented instead; a
    /// choice of the model still wins.
    @Test func aLogOfOtherReleasesOnlyExtrapolates() {
        let log = EvidenceSet(.wanglingTransitionEvents2014)
        #expect(EvidenceRegistry.entry(.wanglingTransitionEvents2014).iosVersions == 7...7)
        #expect(EvidenceRegistry.standing(of: log, on: IOSVersion(7)) == .observed)
        #expect(EvidenceRegistry.standing(of: log, on: IOSVersion(17)) == .extrapolated)
        #expect(EvidenceRegistry.standing(of: log, on: IOSVersion(6)) == .extrapolated)
        #expect(
            EvidenceRegistry.standing(
                of: EvidenceSet(.wanglingTransitionEvents2014, .appleContainerViewController), on: IOSVersion(17))
                == .documented)
        #expect(
            EvidenceRegistry.standing(
                of: EvidenceSet(.wanglingTransitionEvents2014, .modelPageSetOrder), on: IOSVersion(7))
                == .chosen)
        // Apple's documentation and the model's choices do not depend on the release.
        #expect(EvidenceRegistry.entry(.appleSupportingDarkMode).standing(on: IOSVersion(26)) == .documented)
        #expect(EvidenceStanding.observed < .documented && .documented < .extrapolated && .extrapolated < .chosen)
    }
}
