import Foundation
import LifecycleModel
import Reports
import Testing

@testable import SiteBuilder

/// An expander that echoes what it was given, to prove the mechanism hands over the right things.
struct EchoExpander: BlockExpander {
    var names: [String] { ["echo"] }
    var absorbedFollowers: [String] { ["expect"] }
    func expand(_ block: FencedBlock, warnings: ExpansionWarnings) throws -> String {
        if block.options["fail"] != nil { throw block.error("echo cannot run line 2", bodyLine: 2, column: 3) }
        if block.options["warn"] != nil { warnings.warn("echo warns", at: block.position(option: "warn")) }
        let options = block.options.options.map { "\($0.key)=\($0.value)@\($0.column)" }.joined(separator: ",")
        let followers = block.followers.map { "\($0.name):\($0.body)" }.joined()
        return
            "<div class=\"echo\">\(HTMLEscaping.escape("\(block.path):\(block.fenceLine):\(block.fenceColumn) \(block.language) [\(options)] \(block.body)|\(followers)"))</div>"
    }
}

@Suite struct BlockExpansionTests {
    let registry = BlockExpanderRegistry([EchoExpander()])

    @Test func optionsParseQuotedAndBareValues() throws {
        let options = try BlockOptions.parse(#"ios=17 title="Push onto a \"stack\"" show=trace,sequence animated"#)
        #expect(options["ios"] == "17")
        #expect(options["title"] == #"Push onto a "stack""#)
        #expect(options["show"] == "trace,sequence")
        #expect(options["animated"] == "")
        #expect(options.options.map(\.column) == [1, 8, 38, 58])
    }

    @Test func optionErrorsCarryTheirOffset() {
        #expect(throws: BlockOptions.ParseError(message: "unterminated quoted value for 'title'", offset: 13)) {
            try BlockOptions.parse(#"ios=17 title="open"#)
        }
    }

    @Test func expanderReceivesBlockOptionsBodyPositionAndLanguage() throws {
        let site = try TestSite(pages: [
            "en/index.md":
                "---\ntitle: T\n---\n\nText.\n\n```echo ios=17 title=\"A b\"\nline 1\n```\n```expect\nA viewDidLoad()\n```\n"
        ])
        defer { site.remove() }
        let html = try site.article("en/index.html", expanders: registry)
        let path = site.root.appendingPathComponent("Content").path + "/en/index.md"
        #expect(
            html.contains(
                "<div class=\"echo\">\(HTMLEscaping.escape("\(path):7:1 en [ios=17@9,title=A b@16] line 1\n|expect:A viewDidLoad()\n"))</div>"
            ))
        #expect(!html.contains("language-expect"))
    }

    @Test func expanderErrorsPointIntoTheBlockBody() throws {
        let site = try TestSite(pages: ["en/index.md": "---\ntitle: T\n---\n\n```echo fail\na\nb\n```\n"])
        defer { site.remove() }
        let path = site.root.appendingPathComponent("Content").path + "/en/index.md"
        #expect(throws: BuildFailure.self) { try SiteBuilder(site.configuration(expanders: registry)).render() }
        do {
            _ = try SiteBuilder(site.configuration(expanders: registry)).render()
        } catch {
            #expect(
                error.diagnostics == [
                    BuildDiagnostic(path: path, line: 7, column: 3, message: "echo cannot run line 2")
                ])
        }
    }

    @Test func expanderWarningsFailOnlyStrictBuilds() throws {
        let site = try TestSite(pages: ["en/index.md": "---\ntitle: T\n---\n\n```echo warn\n```\n"])
        defer { site.remove() }
        let report = try SiteBuilder(site.configuration(expanders: registry)).render().report
        #expect(report.warnings.map(\.message) == ["echo warns"])
        #expect(throws: BuildFailure.self) {
            try SiteBuilder(site.configuration(strict: true, expanders: registry)).render()
        }
    }

    @Test func unknownBlocksRenderAsEscapedCode() throws {
        let site = try TestSite(pages: ["en/index.md": "---\ntitle: T\n---\n\n```plantuml kind=state\n<x>\n```\n"])
        defer { site.remove() }
        #expect(
            try site.article("en/index.html").contains(
                "<pre><code class=\"language-plantuml\">&lt;x&gt;\n</code></pre>"))
    }

    @Test func badOptionsAreErrorsAtTheirColumn() throws {
        let site = try TestSite(pages: ["en/index.md": "---\ntitle: T\n---\n\n```echo title=\"open\n```\n"])
        defer { site.remove() }
        do {
            _ = try SiteBuilder(site.configuration(expanders: registry)).render()
            Issue.record("expected a failure")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "\(site.root.path)/Content/en/index.md:5:15: error: bad block options: unterminated quoted value for 'title'"
                ])
        }
    }
}

/// Option values of the lifecycle blocks go through their types' one parser: a bad value is an error
/// at the option's column, worded as the type words it, with what it accepts as a note.
@Suite struct LifecycleBlockOptionTests {
    func diagnostics(_ markdown: String) throws -> [String] {
        let site = try TestSite(pages: ["en/index.md": "---\ntitle: T\n---\n\n" + markdown])
        defer { site.remove() }
        do {
            _ = try SiteBuilder(site.configuration()).render()
            return []
        } catch {
            return error.diagnostics.map { $0.description.replacingOccurrences(of: site.root.path + "/", with: "") }
        }
    }

    @Test func aBadReleaseReadsTheSameInEveryBlock() throws {
        for fence in ["```scenario ios=seventeen", "```diagram kind=state ios=seventeen", "```table ios=seventeen"] {
            let column = fence.count - "seventeen".count - "ios=".count + 1
            #expect(
                try diagnostics(fence + "\nwindow.makeKeyAndVisible()\n```\n") == [
                    "Content/en/index.md:5:\(column): error: 'seventeen' is not an iOS release\n"
                        + "Content/en/index.md:5:\(column): note: write a release such as 17 or 17.4"
                ], "\(fence)")
        }
    }

    @Test func aBadPhaseListsThePhases() throws {
        let known = Phase.allCases.map(\.rawValue).joined(separator: ", ")
        #expect(
            try diagnostics("```table phase=drawing\n```\n") == [
                "Content/en/index.md:5:10: error: 'drawing' is not a phase\nContent/en/index.md:5:10: note: known: \(known)"
            ])
    }

    @Test func aScenarioErrorsHintIsANote() throws {
        #expect(
            try diagnostics(
                "```scenario\nlet nav = UINavigationController(rootViewController: A)\nnav.pushViewControler(B, animated: true)\n```\n"
            ) == [
                "Content/en/index.md:7:5: error: value of type 'UINavigationController' has no member 'pushViewControler'\n"
                    + "Content/en/index.md:7:5: note: did you mean `pushViewController(_:animated:)`?"
            ])
    }
}

@Suite struct DataURITests {
    /// Foundation's percent-encoding is the reference: the byte-based encoder must agree with it.
    @Test func encodesLikeFoundation() {
        let unreserved = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~")
        for text in [
            "digraph { a -> b [label=\"x%20y\"] }\n", "A --> B: viewDidLoad()", "视图 «жизнь» 🙂 ~_.-", "", "#&?=+/",
        ] {
            #expect(
                DiagramFigureHTML.dataURI(text, type: "text/plain")
                    == "data:text/plain;charset=utf-8," + text.addingPercentEncoding(withAllowedCharacters: unreserved)!
            )
        }
    }
}
