/// The body of a ` ```claim ` block, read into its parts:
///
///     says: In `viewWillAppear` the view's bounds are already final.
///     source: "Title of the article", site or author, 2019
///     scenario:
///     let A = UIViewController()
///     window.rootViewController = A
///     window.makeKeyAndVisible()
///     predicts:
///     in A.viewWillAppear: hasFinalGeometry
///
/// `says:` is the claim in the page's language (a paraphrase, never the article's sentence);
/// `source:` lines name the articles that make it; `see:` lines name the pages of the reference that
/// cover it (`layout#when-geometry-is-final`, or `layout.md#…` as a Markdown link would); an optional
/// `disputed:` line says why the page doubts the model's verdict (a source that contradicts the model),
/// so the chips and the summary show the verdict as disputed instead of as settled. Lines of the
/// scenario keep their positions, so its errors, and the assertions', point into the Markdown file.
struct Claim: Equatable {
    var says: String
    var sources: [String]
    var see: [SeeAlso] = []
    /// Why the page doubts the model's verdict on this claim, in the page's language; nil when it does not.
    var disputed: String? = nil
    var scenario: String
    /// The 1-based body line of the `scenario:` header; scenario line n is body line `scenarioOffset + n`.
    var scenarioOffset: Int
    var predictions: [ClaimAssertion]

    /// A `see:` target as written, and where, so a link to a missing page is reported on its line.
    struct SeeAlso: Equatable {
        var target: String
        var bodyLine: Int
        var column: Int

        /// The target as a relative Markdown link: a bare slug gains `.md`.
        var markdownLink: String {
            let hash = target.firstIndex(of: "#") ?? target.endIndex
            let path = target[..<hash]
            guard !path.isEmpty, !path.hasSuffix(".md") else { return target }
            return path + ".md" + target[hash...]
        }
    }

    struct ReadError: Error, Equatable {
        var message: String
        var bodyLine: Int
        var column: Int
    }

    static func read(_ body: String) throws(ReadError) -> Claim {
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var says: [String] = []
        var sources: [String] = []
        var see: [SeeAlso] = []
        var disputed: [String] = []
        var scenarioHeader: Int?
        var predictsHeader: Int?
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingWhitespace()
            if trimmed == "scenario:", scenarioHeader == nil, predictsHeader == nil { scenarioHeader = index; continue }
            if trimmed == "predicts:", predictsHeader == nil { predictsHeader = index; continue }
            guard scenarioHeader == nil, predictsHeader == nil else { continue }
            if trimmed.isEmpty { continue }
            if let text = value(of: "says:", in: trimmed) {
                says.append(text)
            } else if let text = value(of: "source:", in: trimmed) {
                sources.append(text)
            } else if let text = value(of: "see:", in: trimmed) {
                let column = line.distance(from: line.startIndex, to: line.range(of: text)!.lowerBound) + 1
                guard !text.contains(where: \.isWhitespace) else {
                    throw ReadError(
                        message: "a 'see:' line names one page: a slug with an optional #anchor (layout#anchor)",
                        bodyLine: index + 1, column: column)
                }
                see.append(SeeAlso(target: text, bodyLine: index + 1, column: column))
            } else if let text = value(of: "disputed:", in: trimmed) {
                disputed.append(text)
            } else {
                throw ReadError(
                    message: "expected 'says:', 'source:', 'see:', 'disputed:' or 'scenario:' in a claim",
                    bodyLine: index + 1, column: 1)
            }
        }
        guard !says.isEmpty else {
            throw ReadError(message: "a claim needs a 'says:' line (the claim, paraphrased)", bodyLine: 1, column: 1)
        }
        guard !sources.isEmpty else {
            throw ReadError(
                message: "a claim needs at least one 'source:' line (article title, site or author, year)", bodyLine: 1,
                column: 1)
        }
        guard let scenarioHeader else {
            throw ReadError(message: "a claim needs a 'scenario:' section", bodyLine: 1, column: 1)
        }
        guard let predictsHeader, predictsHeader > scenarioHeader else {
            throw ReadError(
                message: "a claim needs a 'predicts:' section after its scenario", bodyLine: scenarioHeader + 1,
                column: 1)
        }
        let scenario = lines[(scenarioHeader + 1)..<predictsHeader].joined(separator: "\n")
        guard !scenario.trimmingWhitespace().isEmpty else {
            throw ReadError(message: "the claim's scenario is empty", bodyLine: scenarioHeader + 1, column: 1)
        }
        var predictions: [ClaimAssertion] = []
        for index in (predictsHeader + 1)..<lines.count {
            let trimmed = lines[index].trimmingWhitespace()
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            do {
                predictions.append(try ClaimAssertionParser.parse(lines[index]))
            } catch {
                throw ReadError(message: error.message, bodyLine: index + 1, column: error.column)
            }
        }
        guard !predictions.isEmpty else {
            throw ReadError(
                message:
                    "a claim needs at least one prediction after 'predicts:' (\(ClaimAssertionParser.syntaxSummary))",
                bodyLine: predictsHeader + 1, column: 1)
        }
        return Claim(
            says: says.joined(separator: " "), sources: sources, see: see,
            disputed: disputed.isEmpty ? nil : disputed.joined(separator: " "), scenario: scenario,
            scenarioOffset: scenarioHeader + 1, predictions: predictions)
    }

    private static func value(of key: String, in line: String) -> String? {
        guard line.hasPrefix(key) else { return nil }
        let text = line.dropFirst(key.count).trimmingWhitespace()
        return text.isEmpty ? nil : text
    }
}
