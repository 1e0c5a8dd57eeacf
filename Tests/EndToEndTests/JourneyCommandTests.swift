import Foundation
import Testing

/// `lifeline trace File.swift` on a file of classes without top-level code: its controller taken through
/// a journey (README, "Tracing a controller from an app").
@Suite struct JourneyCommandTests {
    static let fixture = "Tests/EndToEndTests/Fixtures/journey/ArticleListViewController.swift"

    func trace(_ arguments: [String]) throws -> CLI.Result {
        try CLI.run(["trace", Self.fixture] + arguments, in: CLI.packageRoot)
    }

    @Test func theStandardJourneySaysItsStepsAndMarksTheFilesCode() throws {
        let result = try trace([])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            Array(lines.prefix(9)) == [
                "Journey of ArticleListViewController (in the trace: articleListViewController); lines after 40 are the journey's:",
                "  root: lines 41–46: becomes the window's root at launch",
                "  push: lines 47–49: another controller pushed over it, then popped",
                "  present: lines 50–52: a sheet presented over it, then dismissed",
                "  rotate: lines 53–54: the device turned to landscape and back",
                "  memory: line 55: a memory warning",
                "  background: lines 56–57: the app sent to the background and brought back",
                "▸ marks a row where the file's code ran.",
                "",
            ])
        let marked = lines.filter { $0.hasPrefix("▸ ") && !$0.hasPrefix("▸ marks") }
        // viewDidLoad and its print, two appearances and the task each queues, one disappearance, two
        // rotations with their prints, the memory warning and its print.
        #expect(marked.count == 13)
        #expect(marked.allSatisfy { $0.contains("articleListViewController") })
        #expect(marked.contains { $0.contains("» dropping cached thumbnails") })
        // Rows the file's code did not run are not marked: the navigation controller's, and callbacks
        // the class does not override.
        #expect(!lines.contains { $0.hasPrefix("▸") && $0.contains("viewDidAppear(_:)") })
        #expect(
            lines.contains {
                $0.hasPrefix("  ") && $0.contains("articleListViewController") && $0.contains("viewDidAppear(_:)")
            })
    }

    @Test func oneStepAndJSON() throws {
        let result = try trace(["--journey", "memory", "--format", "json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let events = object?["events"] as? [[String: Any]] ?? []
        let warnings = events.filter { $0["callback"] as? String == "didReceiveMemoryWarning()" }
        #expect(warnings.map { $0["object"] as? String } == ["articleListViewController", "navigation"])
        #expect(!events.contains { $0["object"] as? String == "pushed" })
        #expect(!events.contains { $0["callback"] as? String == "viewWillTransition(to:with:)" })
    }

    @Test func compareRunsTheJourneyOnEachRelease() throws {
        let result = try trace(["--journey", "root", "--compare", "12,17"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Journey of ArticleListViewController"))
        #expect(result.stdout.contains("iOS 12"))
        #expect(result.stdout.contains("iOS 17"))
    }

    @Test func anUnknownControllerOrJourneyIsAnError() throws {
        let unknown = try trace(["--controller", "Nope"])
        #expect(unknown.status == 1)
        #expect(
            unknown.stderrLines.first
                == "\(Self.fixture):1:1: error: no view controller class named 'Nope' in the file")
        #expect(
            unknown.stderrLines.last
                == "hint: --controller names a UIViewController subclass the file declares; this file declares ArticleListViewController"
        )
        let journey = try trace(["--journey", "sideways"])
        #expect(journey.status == 64)
        #expect(
            journey.stderrLines.first
                == "Error: The value 'sideways' is invalid for '--journey <step>'. Please provide one of the following:"
        )
    }

    @Test func anErrorInTheFileNamesItsLineAndColumn() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("Broken-\(UUID().uuidString).swift")
        try
            "class Broken: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        present(UIViewController(), animated: maybe)\n    }\n}\n"
            .write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = try CLI.run(["trace", url.path], in: CLI.packageRoot)
        #expect(result.status == 1)
        #expect(result.stderrLines.first?.hasPrefix("\(url.path):4:47: error: cannot find 'maybe' in scope") == true)
    }

    @Test func diagramsTakeTheSameJourney() throws {
        let result = try CLI.run(["diagram", "sequence", Self.fixture, "--format", "mermaid"], in: CLI.packageRoot)
        #expect(result.status == 0)
        #expect(result.stdout.contains("articleListViewController"))
    }
}
