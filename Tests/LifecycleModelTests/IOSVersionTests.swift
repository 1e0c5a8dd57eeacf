import Testing
@testable import LifecycleModel

@Suite struct IOSVersionTests {
    @Test func parsesMajorAndMinor() {
        #expect(IOSVersion(parsing: "17") == IOSVersion(17))
        #expect(IOSVersion(parsing: "17.4") == IOSVersion(17, 4))
        #expect(IOSVersion(parsing: "iOS 13") == IOSVersion(13))
        #expect(IOSVersion(parsing: "ios12") == IOSVersion(12))
    }

    @Test func rejectsNonsense() {
        #expect(IOSVersion(parsing: "") == nil)
        #expect(IOSVersion(parsing: "seventeen") == nil)
        #expect(IOSVersion(parsing: "17.") == nil)
        #expect(IOSVersion(parsing: "0") == nil)
    }

    @Test func ordersNumerically() {
        #expect(IOSVersion(9) < IOSVersion(17))
        #expect(IOSVersion(17) < IOSVersion(17, 4))
        #expect(IOSVersion(17, 4).description == "17.4")
    }
}
