import Foundation
import Testing

/// The model emits typed records; the sentences a reader sees live in the `Texts` module (issue 25).
/// This reads every string literal in `Sources/LifecycleModel` and fails on an English sentence (three
/// words or more, one of them a function word) outside the one place that may hold one: the English
/// of an `InvalidValue`, the command-line options' parse error. The model's refusals are typed
/// (`ModelRefusal`); their sentences are `Texts.ModelRefusalText`. It also fails on any letter outside
/// ASCII in a literal (Russian or Chinese text) and on `LocalizedText`, the type texts are written in,
/// which lives in `Texts`.
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

    /// The model's Swift files, or another module's (`Texts`) to show the scan finds what it looks for.
    static func swiftFiles(in folder: URL) -> [URL] {
        var found: [URL] = []
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            if file.pathExtension == "swift" { found.append(file) }
        }
        return found
    }

    static func sentencesOutsideTheAllowedPlaces(in folder: URL = PublicSurfaceTests.modelSources) throws -> [String] {
        let literal = try Regex(#""((?:[^"\\]|\\.)*)""#)
        let errorContext = try Regex(#"InvalidValue|expected:|note:|is not \\\(expected\)"#)
        var found: [String] = []
        for file in swiftFiles(in: folder) {
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

    /// The same scan over `Texts` finds its sentences (the method catalogue's alone are hundreds).
    @Test func theScanFindsSentencesWhereTheyAre() throws {
        let texts = PublicSurfaceTests.modelSources.deletingLastPathComponent().appending(path: "Texts")
        #expect(try Self.sentencesOutsideTheAllowedPlaces(in: texts).count > 250)
    }

    /// Letters outside ASCII in a literal, or the text type itself: Russian, Chinese or a `LocalizedText`.
    static func translatedTexts(in folder: URL) throws -> [String] {
        let literal = try Regex(#""((?:[^"\\]|\\.)*)""#)
        var found: [String] = []
        for file in swiftFiles(in: folder) {
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                let code = line.split(separator: "//", maxSplits: 1).first.map(String.init) ?? ""
                let foreign = line.matches(of: literal).contains { match in
                    (match.output[1].substring ?? "").contains { $0.isLetter && !$0.isASCII }
                }
                if foreign || code.contains("LocalizedText") {
                    found.append("\(file.lastPathComponent):\(index + 1): \(line)")
                }
            }
        }
        return found.sorted()
    }

    @Test func theModelHoldsNoTranslatedText() throws {
        let found = try Self.translatedTexts(in: PublicSurfaceTests.modelSources)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test func theTranslationScanFindsTranslations() throws {
        let texts = PublicSurfaceTests.modelSources.deletingLastPathComponent().appending(path: "Texts")
        #expect(try Self.translatedTexts(in: texts).count > 500)
    }

    @Test func theCheckRecognisesASentenceAndLetsNamesThrough() {
        #expect(Self.isSentence("Appearance states of a view controller, iOS \\(ios)"))
        #expect(Self.isSentence("view controllers get no appearance callbacks"))
        #expect(!Self.isSentence("UIWindow.rootViewController"))
        #expect(!Self.isSentence("needsUpdateProperties"))
        #expect(!Self.isSentence("prepare(for:sender:)"))
    }
}
