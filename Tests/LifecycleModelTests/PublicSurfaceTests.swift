import Foundation
import Testing

/// The model's public surface is what modules outside the package may use; what only the project's
/// own modules need is `package` (ARCHITECTURE.md, "Modules and how data flows"). This keeps the count
/// from creeping back: a change that needs more public declarations raises `limit` on purpose, in the
/// same commit, and says why.
@Suite struct PublicSurfaceTests {
    /// 141: the trace event's `kind` and its `Kind` (a console row from `print`, issue 19) are part of
    /// the public trace format, as the rest of `TraceEvent` is.
    /// 153: `EvidenceID` (its `id` and the parser of one) and `EvidenceSet` (built, read and iterated by
    /// the registry, the reports and the site), and the trace event's `evidence` (issue 24: every row names
    /// the sources that placed it; the JSON carries them).
    /// 162: diagnostics are typed (`RuleID`, `RuleMessage` and its `RuleObject` and `PendingWorkKind`), and so
    /// is why a scenario does not run on a release (`FeatureUnavailable`, `VersionedFeature`), in place of
    /// the rule catalogue's strings, whose texts moved to the `Texts` module (issue 25).
    /// 172: the words of the state machines are typed ids (`MachineKind`, `StateName`, `StateDetail`,
    /// `TransitionTrigger`) that `Texts` words in each language, a trace row's remark is a typed `TraceNote`
    /// (`Argument.note`), and the releases features arrived in are one table (`VersionedFeature.introduced`,
    /// `VersionedAPI`, `PresentationStyle` as the features' argument), in place of English strings (issue 25).
    /// 173: the trace lists once what a scenario used that the model does not model (`Trace.notModelled`,
    /// issue 27's tolerant semantics: a note, never an error).
    static let limit = 173

    static var modelSources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/LifecycleModel").standardizedFileURL
    }

    /// Declarations (types, members, extensions) whose access is `public`, in every file of the model.
    static func publicDeclarations() throws -> [String] {
        let declaration = try Regex(#"^\s*(@\w+(\([^)]*\))?\s+)*public\s"#)
        var found: [String] = []
        let files = FileManager.default.enumerator(at: modelSources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.firstMatch(of: declaration) != nil {
                found.append("\(file.lastPathComponent):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        return found.sorted()
    }

    @Test func theModelsPublicSurfaceDoesNotGrow() throws {
        let declarations = try Self.publicDeclarations()
        #expect(declarations.count > 0, "no model sources found at \(Self.modelSources.path)")
        #expect(
            declarations.count <= Self.limit,
            "LifecycleModel has \(declarations.count) public declarations, more than the \(Self.limit) allowed")
    }
}
