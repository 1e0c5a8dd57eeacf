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

    /// ASCII text takes a path of its own on bytes; it must agree with the Characters' Unicode properties.
    @Test func asciiTextSlugsAsByCharacters() {
        var generator = SystemRandomNumberGenerator()
        let ascii = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        for length in 0..<40 {
            for _ in 0..<50 {
                let text = String((0..<length).map { _ in ascii.randomElement(using: &generator)! })
                #expect(HeadingIDs.slug(text) == HeadingIDs.characterSlug(text), "\(text.debugDescription)")
            }
        }
        #expect(HeadingIDs.slug("A\r\nB") == "a-b")
    }

    @Test func duplicatesGetNumberedSuffixes() {
        var ids = HeadingIDs()
        #expect(ids.next(for: "Push") == "push")
        #expect(ids.next(for: "Push") == "push-2")
        #expect(ids.next(for: "push!") == "push-3")
        #expect(ids.next(for: "Push 2") == "push-2-2")
    }
}
