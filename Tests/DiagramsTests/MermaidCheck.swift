import Foundation

/// Renders Mermaid sources with real Mermaid (PyPI `mermaidx`, set up by scripts/setup-mermaid.sh),
/// many per Python process since each start costs about a second.
enum MermaidCheck {
    /// `LIFELINE_MERMAID_PYTHON`, else the package's `.venv-mermaid/bin/python`; nil when neither exists.
    static let python: String? = {
        if let configured = ProcessInfo.processInfo.environment["LIFELINE_MERMAID_PYTHON"], !configured.isEmpty {
            return FileManager.default.isExecutableFile(atPath: configured) ? configured : nil
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let venv = root.appendingPathComponent(".venv-mermaid/bin/python").path
        return FileManager.default.isExecutableFile(atPath: venv) ? venv : nil
    }()

    static let unavailable =
        "Mermaid checks skipped: no Python with mermaidx (run scripts/setup-mermaid.sh or set LIFELINE_MERMAID_PYTHON)"

    struct Result {
        var svg: String?
        var error: String?
    }

    private static let script = """
        import json, sys, mermaidx
        out = []
        for source in json.load(sys.stdin):
            try:
                out.append({"svg": mermaidx.render(source).svg()})
            except Exception as error:
                out.append({"error": "%s: %s" % (type(error).__name__, error)})
        json.dump(out, sys.stdout)
        """

    /// One result per source, in order.
    static func render(_ sources: [String]) throws -> [Result] {
        guard let python else { throw CheckError(message: unavailable) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: sources))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let list = try JSONSerialization.jsonObject(with: data) as? [[String: String]]
        else {
            throw CheckError(message: "mermaidx failed (\(process.terminationStatus)): \(stderr)")
        }
        return list.map { Result(svg: $0["svg"], error: $0["error"]) }
    }

    struct CheckError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
