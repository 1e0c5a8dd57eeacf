import Foundation
import Testing

/// Runs the built `lifeline table` as a user would and checks what it prints.
@Suite struct TableCommandTests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `lifeline` binary sits in the build products directory, next to the test bundle.
    static func binary() throws -> URL {
        let candidates = [
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        ]
        for directory in candidates {
            let url = directory.appendingPathComponent("lifeline")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return url
            }
        }
        throw CocoaError(
            .fileNoSuchFile, userInfo: [NSFilePathErrorKey: "lifeline next to \(Bundle.main.bundleURL.path)"])
    }

    static func lifeline(_ arguments: String...) throws -> Run { try lifeline(arguments) }

    static func lifeline(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = try binary()
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    private func methods(inJSON text: String) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "lifeline-catalogue")
        #expect(object["version"] as? Int == 1)
        let entries = try #require(object["entries"] as? [[String: Any]])
        return entries.compactMap { $0["method"] as? String }
    }

    @Test func defaultIsAnEnglishMarkdownTable() throws {
        let run = try Self.lifeline("table")
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("| Method | Owner | Phase |") == true)
        #expect(run.stdout.contains("| `viewDidLoad()` |"))
    }

    @Test func iOS12HasNoViewIsAppearingButIOS13Has() throws {
        let ios12 = try Self.lifeline("table", "--format", "json", "--ios", "12")
        let ios13 = try Self.lifeline("table", "--format", "json", "--ios", "13")
        #expect(ios12.status == 0 && ios13.status == 0)
        #expect(try !methods(inJSON: ios12.stdout).contains("viewIsAppearing(_:)"))
        #expect(try methods(inJSON: ios13.stdout).contains("viewIsAppearing(_:)"))
    }

    @Test func iOS5MemoryPhaseInRussianListsTheUnloadCallbacks() throws {
        let run = try Self.lifeline("table", "--lang", "ru", "--format", "text", "--ios", "5", "--phase", "memory")
        #expect(run.status == 0)
        #expect(run.stdout.contains("viewDidUnload()"))
        #expect(run.stdout.contains("viewWillUnload()"))
        #expect(run.stdout.contains("Память"))
        let ios6 = try Self.lifeline("table", "--lang", "ru", "--format", "text", "--ios", "6", "--phase", "memory")
        #expect(!ios6.stdout.contains("viewDidUnload()"))
    }

    @Test func htmlInChineseCarriesFilterAttributes() throws {
        let run = try Self.lifeline("table", "--lang", "zh", "--format", "html", "--phase", "environment")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix(#"<table class="lifeline-catalogue" lang="zh-Hans">"#))
        #expect(
            run.stdout.contains(
                #"data-method="traitCollectionDidChange(_:)" data-owner="controller" data-phase="environment""#))
        #expect(run.stdout.contains(#"data-deprecated="17""#))
        #expect(!run.stdout.contains(#"data-phase="layout""#))
    }

    /// One parser per option type: `table`, `diagram` and `trace` word a bad release alike.
    @Test func aBadReleaseIsWordedAlikeByEveryCommand() throws {
        let runs = try [["table"], ["diagram", "life"], ["trace", "-"]].map {
            try Self.lifeline(($0 + ["--ios", "seventeen"]))
        }
        for run in runs {
            #expect(run.status != 0)
            #expect(
                run.stderr.split(separator: "\n").first == "Error: The value 'seventeen' is invalid for '--ios <ios>'")
        }
    }

    @Test func badValuesExitNonZeroAndNameTheValue() throws {
        for (option, value) in [("--lang", "fr"), ("--format", "pdf"), ("--ios", "seventeen"), ("--phase", "dance")] {
            let run = try Self.lifeline("table", option, value)
            #expect(run.status != 0, "\(option) \(value)")
            #expect(run.stderr.contains(value), "\(option) \(value): \(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
    }
}
