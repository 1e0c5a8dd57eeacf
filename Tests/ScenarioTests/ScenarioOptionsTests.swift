import Testing
import LifecycleModel
@testable import Scenario

@Suite struct ScenarioOptionsTests {
    @Test func parsesIOSAndQuotedTitle() throws {
        let options = try ScenarioOptions(fenceInfo: #"scenario ios=17.4 title="Push \"B\" onto a stack""#)
        #expect(options == ScenarioOptions(ios: IOSVersion(17, 4), title: #"Push "B" onto a stack"#))
        #expect(try ScenarioOptions(fenceInfo: "scenario") == ScenarioOptions())
        #expect(try ScenarioOptions(fenceInfo: "title=Tabs ios=12") == ScenarioOptions(ios: IOSVersion(12), title: "Tabs"))
    }

    @Test func rejectsUnknownOptionsAndBadValues() {
        #expect(throws: ScenarioError(location: SourceLocation(line: 1, column: 10), message: "unknown fence option 'iso'",
                                      hint: "did you mean `ios=`?")) {
            try ScenarioOptions(fenceInfo: "scenario iso=17")
        }
        #expect(throws: ScenarioError(location: SourceLocation(line: 1, column: 14), message: "'seventeen' is not an iOS release",
                                      hint: "write `ios=17` or `ios=17.4`")) {
            try ScenarioOptions(fenceInfo: "scenario ios=seventeen")
        }
    }
}
