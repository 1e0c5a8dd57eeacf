import Foundation
import Testing

/// The model emits typed records; the sentences a reader sees live in the `Texts` module (issue 25).
/// This reads every string literal in `Sources/LifecycleModel` and fails on an English sentence (three
/// words or more, one of them a function word) outside the two places that may still hold one: the
/// method catalogue's texts (`Catalogue/`, still to move into `Texts`) and the English messages of
/// errors for the scenario's author (the command line speaks English), which sit in a `throw`, a
/// `ModelError(…)`, a `require(…)` or an `InvalidValue`.
@Suite struct ModelProseTests {
    static let functionWords: Set<String> = [
        "the", "of", "a", "an", "is", "are", "in", "to", "and", "on", "with", "from", "not", "before", "after",
        "by", "for", "when", "its", "this", "that", "be", "it", "was", "has", "have", "no", "or", "at", "as",
        "into", "than", "then", "but", "only", "does", "do", "all", "every", "been", "which", "while",
    ]

    /// A literal's words, interpolations left out.
    static func isSentence(_ literal: Substring) -> Bool {
        let text = literal.replacing(try! Regex(#"\\\(.*?\)"#), with: " ")
        let words = text.split { !$0.isLetter && $0 != "'" }.map { $0.lowercased() }
        return words.count >= 3 && text.contains(" ") && words.contains { functionWords.contains($0) }
    }

    static func sentencesOutsideTheAllowedPlaces(catalogueToo: Bool = false) throws -> [String] {
        let literal = try Regex(#""((?:[^"\\]|\\.)*)""#)
        let errorContext = try Regex(#"ModelError\(|require\(|InvalidValue|throw |expected:|note:|var message"#)
        var found: [String] = []
        let files = FileManager.default.enumerator(at: PublicSurfaceTests.modelSources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift", catalogueToo || !file.path.contains("/Catalogue/") else { continue }
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                let context = lines[max(0, index - 3)...index].joined(separator: " ")
                for match in line.matches(of: literal) where isSentence(match.output[1].substring ?? "") {
                    if context.firstMatch(of: errorContext) != nil { continue }
                    found.append("\(file.lastPathComponent):\(index + 1): \(match.output[0].substring ?? "")")
                }
            }
        }
        return found.sorted()
    }

    @Test func theModelHoldsNoReaderFacingSentence() throws {
        let found = try Self.sentencesOutsideTheAllowedPlaces()
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    /// The scan reads the model's files: the catalogue's texts, not yet moved, are found.
    @Test func theScanFindsTheCataloguesTexts() throws {
        #expect(try Self.sentencesOutsideTheAllowedPlaces(catalogueToo: true).count > 100)
    }

    @Test func theCheckRecognisesASentenceAndLetsNamesThrough() {
        #expect(Self.isSentence("Appearance states of a view controller, iOS \\(ios)"))
        #expect(Self.isSentence("view controllers get no appearance callbacks"))
        #expect(!Self.isSentence("UIWindow.rootViewController"))
        #expect(!Self.isSentence("needsUpdateProperties"))
        #expect(!Self.isSentence("prepare(for:sender:)"))
    }
}
