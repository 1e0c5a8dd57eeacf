import Testing

@testable import SiteBuilder

/// `SimpleFrontMatter` must give Yams's result on everything it accepts and leave everything else —
/// above all every error — to Yams.
@Suite struct SimpleFrontMatterTests {
    /// Yams's reading of `yaml` as a page's front matter: the result and the warnings, or the error.
    static func throughYAML(_ yaml: String) -> (matter: FrontMatter?, diagnostics: [BuildDiagnostic]) {
        var log = DiagnosticLog()
        let split = FrontMatter.Split(yaml: yaml, yamlFirstLine: 2, body: "", bodyFirstLine: 3)
        do {
            let matter = try FrontMatter.parseYAML(split, path: "p.md", log: &log)
            return (matter, log.entries)
        } catch {
            return (nil, log.entries + [error])
        }
    }

    /// The front matter of the bundled reference and of `lifeline-bench site`'s pages.
    static let accepted = [
        "title: Push and pop\ndescription: What a navigation controller calls, when you push — or pop.\norder: 20",
        "title: \"Page 152: Bounds Layout Navigation\"\ndescription: \"modal dismiss bounds\"\norder: 152",
        "title: \"Loading the view\"\ndescription: \"A programmatic loadView(), outlets used too early.\"\norder: 3",
        "title: 'It is: quoted'\ndraft: true", "order: -4\ntitle: A\ndraft: false", "title: init(coder:) and a#1",
        "title: 视图控制器的生命周期", "title: Жизненный цикл «контроллера»", "title: It's a:b c#d",
        "title: \"  spaced  \"", "title: 0", "title: 123456789012345678\norder: 123456789012345678",
        "title: null", "title: ~", "title: yes", "title: 0x1F\norder: 0",
    ]

    @Test(arguments: accepted)
    func acceptedFrontMatterIsYamsReading(yaml: String) {
        let simple = SimpleFrontMatter.parse(yaml)
        let yams = Self.throughYAML(yaml)
        #expect(simple != nil)
        #expect(simple == yams.matter)
        #expect(yams.diagnostics.isEmpty)
    }

    /// Each is either an error, a warning, or a value the reader would have to unescape, fold or convert
    /// as YAML does: all are Yams's.
    static let deferred = [
        "", "title: A\n", "\ntitle: A", "title: A # comment", "title: init(coder:) and #1", "# comment\ntitle: A",
        "title:  A", "title:A",
        "title: A\ntitle: B", "title: A\norder: 1\norder: 2", "title: A\nweight: 3", "title: A\n  more",
        "title: A ", "title: \"A\" ", "title: A\r", "title: A\tB", "title: \"A\\tB\"", "title: 'It''s'",
        "title: \"A\" \"B\"", "title: \"A", "title: 'A", "title: A: B", "title: A:", "title: - A", "title: [A]",
        "title: {a: b}", "title: &a A", "title: *a", "title: !!str A", "title: |", "title: >", "title: @A",
        "title: `A`", "title: %A", "title: ?A", "title: ,A", "title: #A", "title:", "title: ",
        "title: \"\"", "title: \"  \"", "description: no title", "title: A\u{2028}B", "title: A\u{85}B",
        "title: A\u{FEFF}", "title: 🙂", "title: A\norder: 007", "title: A\norder: +4", "title: A\norder: 1_000",
        "title: A\norder: 1:30", "title: A\norder: 0x10", "title: A\norder: -0", "title: A\norder: \"4\"",
        "title: A\norder: 1234567890123456789", "title: A\norder: soon", "title: A\norder: [1, 2",
        "title: A\ndraft: yes", "title: A\ndraft: True", "title: A\ndraft: \"true\"", "title: A\ndraft: 1",
        "\"title\": A", "title : A", " title: A", "- title: A", "title: A\n---", "%YAML 1.2\ntitle: A",
    ]

    @Test(arguments: deferred)
    func anythingElseIsLeftToYams(yaml: String) {
        #expect(SimpleFrontMatter.parse(yaml) == nil)
    }

    /// Every pairing of these lines either is declined or reads as Yams reads it: no accepted text may
    /// differ from Yams, warn, or hide an error.
    @Test func everyAcceptedCombinationIsYamsReading() {
        let values = [
            "A", "\"A\"", "'A'", "A: B", "A:B", "A #b", "A#b", "0", "-3", "07", "1_0", "true", "false", "yes",
            "\"true\"", "'3'", "\"\"", "''", "\" \"", "~", "null", "[1]", "-", "- a", "\"a\\\"b\"", "'a''b'", "é",
            "\u{A0}", "a\u{A0}", "\u{FFFD}", "\u{E000}", "A.", "{", "a{b}", "a,b", "a'b", "a\"b",
        ]
        let keys = ["title", "description", "order", "draft", "weight"]
        var acceptedCount = 0
        for first in values {
            for key in keys {
                for second in values {
                    let yaml = "title: \(first)\n\(key): \(second)"
                    guard let simple = SimpleFrontMatter.parse(yaml) else { continue }
                    acceptedCount += 1
                    let yams = Self.throughYAML(yaml)
                    #expect(simple == yams.matter, "\(yaml)")
                    #expect(yams.diagnostics.isEmpty, "\(yaml)")
                }
            }
        }
        #expect(acceptedCount > 100)
    }

    /// An error the reader declines still comes from Yams, at its line and column in the file.
    @Test func errorsKeepTheirPositions() throws {
        var log = DiagnosticLog()
        let split = try FrontMatter.split("---\ntitle: A\ntitle: B\n---\n", path: "p.md")
        #expect(SimpleFrontMatter.parse(split.yaml) == nil)
        do {
            _ = try FrontMatter.parse(split, path: "p.md", log: &log)
            Issue.record("expected an error")
        } catch {
            #expect(error == Self.throughYAML(split.yaml).diagnostics.last)
            #expect(error.path == "p.md" && error.message.hasPrefix("malformed YAML:"), "\(error)")
            #expect(error.line == 2, "\(error)") // Yams points at the first of the two keys
        }
    }
}
