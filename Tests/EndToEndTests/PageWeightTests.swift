import Foundation
import Testing

/// Issue 28's page budget on the bundled reference: no page over 300 KB of HTML or 15,000 elements
/// (the DOM nodes a phone lays out). `scripts/page-weight.py` prints the same figures with gzip sizes.
@Suite struct PageWeightTests {
    struct Weight: Equatable, CustomStringConvertible {
        var bytes: Int
        var elements: Int
        var description: String { "\(bytes) bytes, \(elements) elements" }
    }

    static let budget = Weight(bytes: 300_000, elements: 15_000)

    /// The pages still over the budget when it was set, each with a ceiling 3 % above its weight then:
    /// one may not grow past it, and one that comes under the budget must leave this list, so the list
    /// only shrinks.
    /// Raised once, on merging `translate="no"` on every trace call cell (the English scan's code mark,
    /// about 13 bytes a row): misuse-rules by its 2,600 rows, and the versions pages (en, zh) crossed the budget;
    /// and once for the editor's markup (a build with `scripts/build-wasm.sh`'s module, as the site is published).
    /// Lowered on splitting misuse-rules by rule group and compacting the sequence diagrams (2026-11-28): 3 %
    /// above each page's weight then, built with the editor's module; the Russian pages are over by their
    /// longer words (the evidence marks' names, the argument notes; articles-checked's 102 claims).
    /// Lowered for articles-checked on dropping its claims' unlinked line ids (22 KB). Raised for
    /// ru/present-and-dismiss by the scenario the fact-check added to show remkoh.dev's order (about 8 KB).
    /// Emptied (2026-11-28) when the last six, all Russian, came under the budget: trace rows link their
    /// line once a run, the evidence key is said once a page, diagram boxes and notes carry no tooltip
    /// repeating their text, a claim's chips draw their mark from the stylesheet. Every page is now held
    /// to the budget itself.
    static let overBudget: [String: Weight] = [:]

    /// Elements as start tags: `<` before a letter. Text and attribute values escape `<`, the pages
    /// have no inline scripts or comments, so this is the parser's element count.
    static func weight(of html: Data) -> Weight {
        var elements = 0
        var previousWasOpen = false
        for byte in html {
            if previousWasOpen, (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "z") { elements += 1 }
            previousWasOpen = byte == UInt8(ascii: "<")
        }
        return Weight(bytes: html.count, elements: elements)
    }

    @Test func elementsAreCountedAsStartTags() {
        let html = Data("<p class=a>x &lt;b&gt; <a href=#y>y</a><br></p>\n<!-- no --><svg><path d=M0/></svg>".utf8)
        #expect(Self.weight(of: html).elements == 5)
    }

    @Test func everyBundledPageIsWithinTheBudget() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("lifeline-weight-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLI.run(["build", "--out", out.path], in: CLI.packageRoot)
        try #require(result.status == 0, "\(result.stderr)")
        var pages = 0
        let files = FileManager.default.enumerator(at: out, includingPropertiesForKeys: nil)!
        for case let file as URL in files where file.pathExtension == "html" {
            pages += 1
            let path = String(file.standardizedFileURL.path.dropFirst(out.standardizedFileURL.path.count + 1))
            let weight = Self.weight(of: try Data(contentsOf: file))
            let over = weight.bytes > Self.budget.bytes || weight.elements > Self.budget.elements
            if let ceiling = Self.overBudget[path] {
                #expect(over, "\(path) is within the budget now (\(weight)): remove it from overBudget")
                #expect(
                    weight.bytes <= ceiling.bytes && weight.elements <= ceiling.elements,
                    "\(path) grew to \(weight), past its ceiling of \(ceiling)")
            } else {
                #expect(!over, "\(path) is \(weight), over the budget of \(Self.budget)")
            }
        }
        #expect(pages > 60, "the bundled reference has every page in three languages")
    }
}
