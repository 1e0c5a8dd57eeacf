import Foundation
import Testing

/// `lifeline trace` run as a process: the built binary sits next to the test bundle.
@Suite struct TraceCommandTests {
    struct Result { var status: Int32; var stdout: String; var stderr: String }

    static var binary: URL {
        var directory = Bundle.main.bundleURL
        for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
            directory = bundle.bundleURL.deletingLastPathComponent()
        }
        let candidate = directory.appendingPathComponent("lifeline")
        if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        // swift-testing on Linux runs inside the test runner binary in the products directory.
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "lifeline")
    }

    func run(_ arguments: [String], stdin: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = Self.binary
        process.arguments = arguments
        let output = Pipe(), errors = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }

    func scenarioFile(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).scenario")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func textTableFromStandardInputWithoutColourInAPipe() throws {
        let result = try run(["trace", "-"], stdin: "window.rootViewController = A\nwindow.makeKeyAndVisible()\n")
        #expect(result.status == 0)
        #expect(!result.stdout.contains("\u{1B}["))
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0] == "iOS 26")
        #expect(
            lines[1]
                == " #  txn  line  object  class             callback                                         state")
        #expect(
            lines[2]
                == " 1    1     1  A       UIViewController  init(nibName:bundle:) nibName: nil, bundle: nil  disappeared"
        )
        // viewDidAppear(_:) runs after the first frame's commit, in a transaction of its own.
        #expect(
            lines.last
                == "12    3     2  A       UIViewController  viewDidAppear(_:) animated: false                appeared loaded window geometry traits"
        )
    }

    @Test func jsonForAnOlderRelease() throws {
        let path = try scenarioFile("window.rootViewController = A\nwindow.makeKeyAndVisible()\n")
        let result = try run(["trace", path, "--format", "json", "--ios", "12"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["ios"] as? String == "12")
        let events = object?["events"] as? [[String: Any]] ?? []
        #expect(
            events.map { $0["callback"] as? String ?? "" } == [
                "init(nibName:bundle:)", "loadView()", "viewDidLoad()", "viewWillAppear(_:)",
                // iOS 12: the first traits arrive as a change from none (DeviceLogAgreementTests).
                "traitCollectionDidChange(_:)",
                "viewSafeAreaInsetsDidChange()", "viewLayoutMarginsDidChange()", "updateViewConstraints()",
                "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
                "viewDidAppear(_:)",
            ])
        #expect(
            result.stdout.hasPrefix(
                "{\n  \"title\": null,\n  \"ios\": \"12\",\n  \"events\": [\n    {\n      \"seq\": 1,"))
    }

    /// Issue 19: a print is a console row; in JSON it alone carries `"kind": "console"`.
    @Test func printsAreConsoleRowsInTextAndJSON() throws {
        let path = try scenarioFile(
            """
            let a = UIViewController()
            print("loaded:", a.isViewLoaded)
            """)
        let text = try run(["trace", path])
        #expect(text.status == 0)
        #expect(text.stdout.contains("» loaded: false"))
        let json = try run(["trace", path, "--format", "json"])
        #expect(json.stdout.contains(#""output": "loaded: false""#))
        #expect(json.stdout.components(separatedBy: #""kind": "console""#).count == 2)
    }

    @Test func scenarioErrorGoesToStandardErrorWithExitStatus1() throws {
        let path = try scenarioFile(
            "let nav = UINavigationController(rootViewController: A)\nnav.pushViewControler(B, animated: true)\n")
        let result = try run(["trace", path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                \(path):2:5: error: value of type 'UINavigationController' has no member 'pushViewControler'
                nav.pushViewControler(B, animated: true)
                    ^
                hint: did you mean `pushViewController(_:animated:)`?

                """)
    }

    @Test func unknownReleaseIsAnError() throws {
        let result = try run(["trace", "-", "--ios", "20"], stdin: "window.makeKeyAndVisible()\n")
        #expect(result.status == 1)
        #expect(result.stderr.contains("error: the model has no profile for iOS 20 (known: 3–8, 12–18, 26)"))
    }
}
