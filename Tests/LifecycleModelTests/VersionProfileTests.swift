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

    @Test func knownReleasesAndTheNewestDefault() {
        #expect(VersionProfile.profile(for: IOSVersion(20)) == nil)
        #expect(VersionProfile.profile(for: IOSVersion(11)) == nil)
        #expect(VersionProfile.profile(for: .newest) != nil)
        #expect(VersionProfile.profile(for: IOSVersion(17, 4))?.version == IOSVersion(17, 4))
        #expect(VersionProfile.knownMajorsDescription == "3–8, 12–18, 26")
    }
}
