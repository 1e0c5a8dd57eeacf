import Testing

@testable import LifecycleModel

@Suite struct IOSVersionTests {
    @Test func parsesMajorAndMinor() throws {
        #expect(try IOSVersion(parsing: "17") == IOSVersion(17))
        #expect(try IOSVersion(parsing: "17.4") == IOSVersion(17, 4))
        #expect(try IOSVersion(parsing: "iOS 13") == IOSVersion(13))
        #expect(try IOSVersion(parsing: "ios12") == IOSVersion(12))
    }

    @Test(arguments: ["", "seventeen", "17.", "0", "17.4.1", "-3"])
    func rejectsNonsenseInOneWording(_ text: String) {
        #expect(
            throws: InvalidValue(text: text, expected: "an iOS release", note: "write a release such as 17 or 17.4")
        ) {
            try IOSVersion(parsing: text)
        }
    }

    @Test func ordersNumerically() {
        #expect(IOSVersion(9) < IOSVersion(17))
        #expect(IOSVersion(17) < IOSVersion(17, 4))
        #expect(IOSVersion(17, 4).description == "17.4")
    }
}

/// The option types' one parser each: a bad value names itself, what was expected, and what is accepted.
@Suite struct OptionValueParsingTests {
    @Test func languagesAndPhasesParseTheirNames() throws {
        #expect(try Language(parsing: "zh") == .zh)
        #expect(try Phase(parsing: "appearance") == .appearance)
    }

    @Test func aBadNameListsTheKnownOnes() {
        #expect(throws: InvalidValue(text: "fr", expected: "a language", note: "known: en, ru, zh")) {
            try Language(parsing: "fr")
        }
        let error = InvalidValue(
            text: "drawing", expected: "a phase",
            note: "known: " + Phase.allCases.map(\.rawValue).joined(separator: ", "))
        #expect(throws: error) { try Phase(parsing: "drawing") }
        #expect(error.message == "'drawing' is not a phase")
    }
}
