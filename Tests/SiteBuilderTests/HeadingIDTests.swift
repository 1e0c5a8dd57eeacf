import Testing

@testable import SiteBuilder

@Suite struct HeadingIDTests {
    @Test(arguments: [
        ("Loading the view", "loading-the-view"),
        ("viewWillAppear(_:) and viewIsAppearing(_:)", "viewwillappear-and-viewisappearing"),
        ("  iOS 17: what changed?  ", "ios-17-what-changed"),
        ("Жизненный цикл", "жизненный-цикл"),
        ("生命周期 概览", "生命周期-概览"),
        ("!!!", "section"),
    ])
    func slug(_ text: String, _ expected: String) {
        #expect(HeadingIDs.slug(text) == expected)
    }

    @Test func duplicatesGetNumberedSuffixes() {
        var ids = HeadingIDs()
        #expect(ids.next(for: "Push") == "push")
        #expect(ids.next(for: "Push") == "push-2")
        #expect(ids.next(for: "push!") == "push-3")
        #expect(ids.next(for: "Push 2") == "push-2-2")
    }
}
