import Testing

@testable import LifecycleModel

@Suite struct VersionProfileTests {
    @Test func viewIsAppearingAndSheetsFromIOS13() {
        let twelve = VersionProfile.profile(for: IOSVersion(12))!
        let thirteen = VersionProfile.profile(for: IOSVersion(13))!
        #expect(!twelve.hasViewIsAppearing && thirteen.hasViewIsAppearing)
        #expect(PresentationStyle.automatic.resolved(for: twelve) == .fullScreen)
        #expect(PresentationStyle.automatic.resolved(for: thirteen) == .pageSheet)
        #expect(PresentationStyle.formSheet.resolved(for: twelve) == .fullScreen)
        #expect(PresentationStyle.overFullScreen.resolved(for: twelve) == .overFullScreen)
    }

    /// Apple docs, "UIModalPresentationStyle.automatic": "formSheet in iOS 18 and later, pageSheet in
    /// versions of iOS earlier than iOS 18".
    @Test func appleDocs_automaticIsAPageSheetOn13to17AndAFormSheetFrom18() {
        let resolved = [12, 13, 17, 18, 26].map {
            PresentationStyle.automatic.resolved(for: VersionProfile.profile(for: IOSVersion($0))!)
        }
        #expect(resolved == [.fullScreen, .pageSheet, .pageSheet, .formSheet, .formSheet])
    }

    /// Apple docs, "interactivePopGestureRecognizer": iOS 7.0+.
    @Test func appleDocs_interactivePopFromIOS7() {
        #expect(!VersionProfile.profile(for: IOSVersion(6))!.hasInteractivePopGesture)
        #expect(VersionProfile.profile(for: IOSVersion(7))!.hasInteractivePopGesture)
    }

    @Test func knownReleasesAndTheNewestDefault() {
        #expect(VersionProfile.profile(for: IOSVersion(20)) == nil)
        #expect(VersionProfile.profile(for: IOSVersion(19)) == nil)
        #expect(VersionProfile.profile(for: .newest) != nil)
        #expect(VersionProfile.profile(for: IOSVersion(17, 4))?.version == IOSVersion(17, 4))
        #expect(VersionProfile.knownMajorsDescription == "3–18, 26")
    }
}
