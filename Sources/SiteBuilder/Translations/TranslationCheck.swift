import Foundation

/// Step 4c: every language has every page, and a translation runs the scenarios and checks the claims
/// of its original.
/// Both are warnings, so `build` reports them and `build --strict` and `check` fail on them.
/// Pages listed under `translations: pending:` in site.yml are not asked for in that language until
/// they exist; a listed page that exists (or that no language has) is reported, so the list stays true.
enum TranslationCheck {
    /// `cache`: `serve`'s comparisons of earlier builds, reused while both pages' bytes are the same.
    static func check(
        _ pages: [ParsedPage], configuration: SiteConfiguration, cache: RenderCache? = nil, log: inout DiagnosticLog
    ) {
        let languages = configuration.languages.map(\.code)
        guard languages.count > 1 else { return }
        var pagesBySlug: [String: [String: ParsedPage]] = [:]
        for page in pages { pagesBySlug[page.source.slug, default: [:]][page.source.language] = page }
        let pending = Set(configuration.pendingTranslations.map { Key(language: $0.language, slug: $0.slug) })

        for (slug, translations) in pagesBySlug.sorted(by: { $0.key < $1.key }) {
            // The original: the default language's page, else the first language (site.yml order) that has one.
            guard
                let originalLanguage = ([configuration.defaultLanguage] + languages).first(where: {
                    translations[$0] != nil
                }),
                let original = translations[originalLanguage]
            else { continue }
            let missing = languages.filter {
                translations[$0] == nil && !pending.contains(Key(language: $0, slug: slug))
            }
            if !missing.isEmpty {
                let present = languages.filter { translations[$0] != nil }
                let file = relativePath(of: original)
                log.warning(
                    "page '\(slug)' is in \(present.joined(separator: ", ")) but missing in \(missing.joined(separator: ", ")): "
                        + "translate it (\(missing.map { "\($0)/\(file)" }.joined(separator: ", "))) or list it under "
                        + "`translations: pending:` in site.yml", at: .start(of: original.source.displayPath))
            }
            for language in languages where language != originalLanguage {
                if let translation = translations[language] {
                    let compare = { () -> [BuildDiagnostic] in
                        var pairLog = DiagnosticLog()
                        compareScenarios(of: translation, with: original, log: &pairLog)
                        compareClaims(of: translation, with: original, log: &pairLog)
                        return pairLog.entries
                    }
                    let key = TranslationKey(
                        original: original.source.contentPath, originalRevision: original.revision,
                        revision: translation.revision)
                    log.append(
                        contentsOf: cache?.translationCheck(
                            key: key, path: translation.source.contentPath, compare: compare)
                            ?? compare())
                }
            }
        }

        for entry in configuration.pendingTranslations {
            if let page = pagesBySlug[entry.slug]?[entry.language] {
                log.warning(
                    "`translations: pending:` lists '\(entry.slug)' for \(entry.language), but \(page.source.displayPath) exists: "
                        + "remove it from the list", at: entry.position)
            } else if pagesBySlug[entry.slug] == nil {
                log.warning(
                    "`translations: pending:` lists '\(entry.slug)', but no language has a page with that slug",
                    at: entry.position)
            }
        }
    }

    private struct Key: Hashable {
        var language: String
        var slug: String
    }

    /// `guide/push.md` for `Content/en/guide/push.md`.
    private static func relativePath(of page: ParsedPage) -> String {
        String(page.source.contentPath.dropFirst(page.source.language.count + 1))
    }

    /// What a scenario block runs: its source lines (trailing spaces and blank lines at the end ignored)
    /// and the iOS versions it asks for (`ios=`, or `compare=`). Titles and `show=` are the page's own.
    private struct ScenarioRun: Equatable {
        var lines: [String]
        var ios: String?
        var compare: String?

        init(_ block: FencedBlock) {
            lines = TranslationCheck.bodyLines(block.body)
            ios = block.options["ios"]
            compare = block.options["compare"]
        }
    }

    /// A block's lines with trailing spaces, and blank lines at the end, dropped.
    fileprivate static func bodyLines(_ body: String) -> [String] {
        var lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var trimmed = line
            while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
            return String(trimmed)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// The translation's blocks named `name` paired with the original's, numbered from 1; a different
    /// number of them is reported once, and then none are paired.
    private static func pairedBlocks(
        _ name: String, plural: String, sameness: String, of translation: ParsedPage, with original: ParsedPage,
        log: inout DiagnosticLog
    ) -> [(number: Int, block: FencedBlock, original: FencedBlock)] {
        let translated = translation.blocks.map(\.block).filter { $0.name == name }
        let originals = original.blocks.map(\.block).filter { $0.name == name }
        guard translated.count == originals.count else {
            log.warning(
                "\(translated.count) \(plural) here, \(originals.count) in \(original.source.displayPath): \(sameness)",
                at: translated.first?.position() ?? .start(of: translation.source.displayPath))
            return []
        }
        return zip(translated, originals).enumerated().map { ($0.offset + 1, $0.element.0, $0.element.1) }
    }

    private static func compareScenarios(
        of translation: ParsedPage, with original: ParsedPage, log: inout DiagnosticLog
    ) {
        let pairs = pairedBlocks(
            "scenario", plural: "scenario block(s)", sameness: "a translation runs the same scenarios as its original",
            of: translation, with: original, log: &log)
        for (number, block, originalBlock) in pairs {
            let run = ScenarioRun(block), originalRun = ScenarioRun(originalBlock)
            guard run != originalRun else { continue }
            let there = "\(originalBlock.path):\(originalBlock.fenceLine)"
            if run.ios != originalRun.ios {
                log.warning(
                    "scenario \(number) runs on \(run.ios.map { "ios=\($0)" } ?? "the newest iOS") here and on "
                        + "\(originalRun.ios.map { "ios=\($0)" } ?? "the newest iOS") in \(there)",
                    at: block.position(option: "ios"))
                continue
            }
            if run.compare != originalRun.compare {
                log.warning(
                    "scenario \(number) compares \(run.compare.map { "compare=\($0)" } ?? "no versions") here and "
                        + "\(originalRun.compare.map { "compare=\($0)" } ?? "no versions") in \(there)",
                    at: block.position(option: run.compare == nil ? nil : "compare"))
                continue
            }
            let line =
                zip(run.lines, originalRun.lines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(run.lines.count, originalRun.lines.count)
            log.warning(
                "scenario \(number) differs from \(there) at line \(line + 1): "
                    + "\(quoted(run.lines, line)) here, \(quoted(originalRun.lines, line)) there",
                at: block.position(bodyLine: min(line + 1, max(run.lines.count, 1)), column: 1))
        }
    }

    /// What a claim checks, whatever language it is told in: its anchor, the pages it cites (not their
    /// anchors), whether its verdict is disputed, and everything from `scenario:` on (the scenario and
    /// the predictions).
    private struct ClaimCheck: Equatable {
        var id: String?
        var see: [String]
        /// Whether the page doubts the verdict (the reason is told in each language).
        var disputed: Bool
        var lines: [String]

        init(_ block: FencedBlock) {
            id = block.options["id"]
            let claim = try? Claim.read(block.body)
            disputed = claim?.disputed != nil
            // Pages only: heading anchors are slugs of each language's own headings.
            see = claim?.see.map { String($0.markdownLink.prefix { $0 != "#" }) } ?? []
            let lines = TranslationCheck.bodyLines(block.body)
            let start = lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "scenario:" } ?? 0
            self.lines = Array(lines[start...])
        }
    }

    private static func compareClaims(of translation: ParsedPage, with original: ParsedPage, log: inout DiagnosticLog) {
        let pairs = pairedBlocks(
            "claim", plural: "claim block(s)", sameness: "a translation checks the same claims as its original",
            of: translation, with: original, log: &log)
        for (number, block, originalBlock) in pairs {
            let check = ClaimCheck(block), originalCheck = ClaimCheck(originalBlock)
            guard check != originalCheck else { continue }
            let there = "\(originalBlock.path):\(originalBlock.fenceLine)"
            let what =
                check.id != originalCheck.id
                ? "has id \(check.id ?? "(none)") here and \(originalCheck.id ?? "(none)") in \(there)"
                : check.see != originalCheck.see
                    ? "cites other pages (see:) than \(there)"
                    : check.disputed != originalCheck.disputed
                        ? "is \(check.disputed ? "" : "not ")disputed (disputed:) here, unlike \(there)"
                        : "runs another scenario or predicts otherwise than \(there)"
            log.warning("claim \(number) \(what): a translation checks the same claims", at: block.position())
        }
    }

    private static func quoted(_ lines: [String], _ index: Int) -> String {
        index < lines.count ? "`\(lines[index].trimmingCharacters(in: .whitespaces))`" : "(no line)"
    }
}
