import Foundation
import LifecycleModel
import Testing

/// Markup axe checked in the browser test, pinned here where it is made.
///
/// The version tabs of a `compare=` block work without script through one CSS rule per tab, so the
/// stylesheet needs a rule for every release `compare=all` can show (the iOS 9–11 profiles once took the
/// count past the rules, and the newest version's trace no longer showed).
@Suite struct AccessibleMarkupTests {
    @Test func theStylesheetHasATabRuleForEveryKnownRelease() throws {
        let css = try String(contentsOfFile: TestSite.repositoryTemplates + "/assets/lifecycle.css", encoding: .utf8)
        let count = VersionProfile.knownMajors.count
        #expect(css.contains(".compare-tabs > input:nth-of-type(\(count)):checked ~ section:nth-of-type(\(count))"))
    }

    /// A task list's checkboxes are named by their state, in the page's language (axe: "label", critical).
    @Test func taskListCheckboxesHaveLabels() throws {
        let site = try TestSite(
            pages: [
                "en/index.md": "---\ntitle: Home\n---\n\n- [x] Call super\n- [ ] Balance observers\n",
                "ru/index.md": "---\ntitle: Главная\n---\n\n- [x] Вызвать super\n",
            ],
            siteYAML:
                "title: T\nbaseURL: https://t.example.org/\ndefaultLanguage: en\nlanguages:\n  - code: en\n    name: English\n  - code: ru\n    name: Русский\n"
        )
        defer { site.remove() }
        let english = try site.article("en/index.html")
        #expect(english.contains(#"<input type="checkbox" checked="" disabled="" aria-label="done" />"#))
        #expect(english.contains(#"<input type="checkbox" disabled="" aria-label="not done" />"#))
        #expect(try site.article("ru/index.html").contains(#"aria-label="сделано""#))
    }
}
