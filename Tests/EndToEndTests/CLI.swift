import Foundation

/// Runs the built `lifeline` binary (found next to the test bundle, in the build products folder).
enum CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    static let binary: URL = {
        var candidates: [URL] = []
        let argv0 = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        candidates.append(argv0.deletingLastPathComponent())
        candidates.append(Bundle.main.bundleURL)
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        candidates.append(packageRoot.appendingPathComponent(".build/debug"))
        for folder in candidates {
            let url = folder.appendingPathComponent("lifeline")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        fatalError("lifeline binary not found next to the tests (looked in \(candidates.map(\.path)))")
    }()

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `lifeline arguments` in `directory`. `environment` entries are set on top of this process's
    /// environment; `launcher` (e.g. `["/usr/bin/taskset", "-c", "0"]`) runs the binary through another.
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:],
        launcher: [String] = []
    ) throws -> Result {
        let process = Process()
        if let tool = launcher.first {
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = Array(launcher.dropFirst()) + [binary.path] + arguments
        } else {
            process.executableURL = binary
            process.arguments = arguments
        }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read before waiting so a full pipe cannot block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// A copy of a fixture site in a temporary folder, with the repository's templates beside it.
struct FixtureSite {
    let root: URL

    init(_ fixture: String) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lifeline-e2e-\(fixture)-\(UUID().uuidString)")
        let source = CLI.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/\(fixture)")
        try FileManager.default.copyItem(at: source, to: root)
        try FileManager.default.copyItem(
            at: CLI.packageRoot.appendingPathComponent("Templates"), to: root.appendingPathComponent("Templates"))
    }

    func run(_ arguments: String...) throws -> CLI.Result { try CLI.run(arguments, in: root) }

    func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: url(path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    func write(_ path: String, _ text: String) throws {
        try FileManager.default.createDirectory(
            at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url(path), atomically: true, encoding: .utf8)
    }

    /// Every file under `folder` with its bytes, for byte-for-byte comparisons.
    func snapshot(_ folder: String) -> [String: Data] {
        let base = url(folder)
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return files }
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(
                atPath: base.appendingPathComponent(relative).path, isDirectory: &isDirectory)
            if !isDirectory.boolValue {
                files[relative] = FileManager.default.contents(atPath: base.appendingPathComponent(relative).path)
            }
        }
        return files
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
