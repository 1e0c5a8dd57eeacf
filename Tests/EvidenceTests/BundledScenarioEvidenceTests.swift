import Evidence
import Foundation
import LifecycleModel
import Scenario
import Testing

/// Every row of every scenario the site ships names the sources that placed it: none falls back to
/// `model-unattributed`. A new code path in the model that places callbacks outside every evidence
/// scope fails here, with the page, line and row.
@Suite struct BundledScenarioEvidenceTests {
    /// A ```scenario block of a page in `Content/`, with the releases the site runs it on.
    struct BundledScenario {
        var location: String
        var source: String
        var releases: [IOSVersion]
    }

    static let contentDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Content")

    static func bundledScenarios() throws -> [BundledScenario] {
        var scenarios: [BundledScenario] = []
        let files = FileManager.default.enumerator(atPath: contentDirectory.path)?.compactMap { $0 as? String } ?? []
        for file in files.sorted() where file.hasSuffix(".md") {
            let lines = try String(contentsOf: contentDirectory.appendingPathComponent(file), encoding: .utf8)
                .components(separatedBy: "\n")
            var index = 0
            while index < lines.count {
                defer { index += 1 }
                guard lines[index].hasPrefix("```scenario") else { continue }
                let options = options(of: lines[index])
                let start = index
                var body: [String] = []
                index += 1
                while index < lines.count, !lines[index].hasPrefix("```") {
                    body.append(lines[index])
                    index += 1
                }
                scenarios.append(
                    BundledScenario(
                        location: "\(file):\(start + 1)", source: body.joined(separator: "\n"),
                        releases: try releases(options)))
            }
        }
        return scenarios
    }

    /// `ios=17` runs once on 17; `compare=12,13` on each; `compare=all` on every known release.
    static func releases(_ options: [String: String]) throws -> [IOSVersion] {
        if let compare = options["compare"] {
            if compare == "all" { return VersionProfile.knownMajors.map { IOSVersion($0) } }
            return try compare.split(separator: ",").map { try IOSVersion(parsing: String($0)) }
        }
        return [try options["ios"].map { try IOSVersion(parsing: $0) } ?? .newest]
    }

    /// `key=value` and `key="quoted value"` pairs after the fence's name.
    static func options(of fence: String) -> [String: String] {
        var options: [String: String] = [:]
        let pattern = try! NSRegularExpression(pattern: #"(\w+)=("[^"]*"|\S+)"#)
        let range = NSRange(fence.startIndex..., in: fence)
        for match in pattern.matches(in: fence, range: range) {
            guard let key = Range(match.range(at: 1), in: fence), let value = Range(match.range(at: 2), in: fence)
            else { continue }
            options[String(fence[key])] = String(fence[value]).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return options
    }

    @Test func theContentHasScenariosInEveryLanguage() throws {
        let scenarios = try Self.bundledScenarios()
        for language in ["en/", "ru/", "zh/"] {
            #expect(scenarios.filter { $0.location.hasPrefix(language) }.count > 100, "\(language)")
        }
    }

    @Test func everyRowOfEveryBundledScenarioNamesItsEvidence() throws {
        var unattributed: [String] = []
        for scenario in try Self.bundledScenarios() {
            for release in scenario.releases {
                // A release a compare=all block cannot run on (an API it lacks) shows no trace.
                guard let trace = try? ScenarioRunner.run(source: scenario.source, ios: release) else { continue }
                for (row, event) in trace.events.enumerated() where event.evidence.contains(.modelUnattributed) {
                    unattributed.append("\(scenario.location) iOS \(release) row \(row + 1)")
                }
            }
        }
        #expect(unattributed.isEmpty, "rows no decision names a source for:\n\(unattributed.joined(separator: "\n"))")
    }
}
