import Foundation

/// Step 4c: every language has every page, and a translation runs the scenarios of its original.
/// Both are warnings, so `build` reports them and `build --strict` and `check` fail on them.
/// Pages listed under `translations: pending:` in site.yml are not asked for in that language until
/// they exist; a listed page that exists (or that no language has) is reported, so the list stays true.
enum TranslationCheck {
    static func check(_ pages: [ParsedPage], configuration: SiteConfiguration, log: inout DiagnosticLog) {
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
                    compareScenarios(of: translation, with: original, log: &log)
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
    /// and the iOS version it asks for. Titles and `show=` are the page's own.
    private struct ScenarioRun: Equatable {
        var lines: [String]
        var ios: String?

        init(_ block: FencedBlock) {
            var lines = block.body.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0.reversed().drop(while: \.isWhitespace).reversed()) }
            while lines.last?.isEmpty == true { lines.removeLast() }
            self.lines = lines
            ios = block.options["ios"]
        }
    }

    private static func scenarios(of page: ParsedPage) -> [FencedBlock] {
        page.blocks.map(\.block).filter { $0.name == "scenario" }
    }

    private static func compareScenarios(
        of translation: ParsedPage, with original: ParsedPage, log: inout DiagnosticLog
    ) {
        let translated = scenarios(of: translation)
        let originals = scenarios(of: original)
        guard translated.count == originals.count else {
            log.warning(
                "\(translated.count) scenario block(s) here, \(originals.count) in \(original.source.displayPath): "
                    + "a translation runs the same scenarios as its original",
                at: translated.first?.position() ?? .start(of: translation.source.displayPath))
            return
        }
        for (number, (block, originalBlock)) in zip(translated, originals).enumerated() {
            let run = ScenarioRun(block), originalRun = ScenarioRun(originalBlock)
            guard run != originalRun else { continue }
            let there = "\(originalBlock.path):\(originalBlock.fenceLine)"
            if run.ios != originalRun.ios {
                log.warning(
                    "scenario \(number + 1) runs on \(run.ios.map { "ios=\($0)" } ?? "the newest iOS") here and on "
                        + "\(originalRun.ios.map { "ios=\($0)" } ?? "the newest iOS") in \(there)",
                    at: block.position(option: "ios"))
                continue
            }
            let line =
                zip(run.lines, originalRun.lines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(run.lines.count, originalRun.lines.count)
            log.warning(
                "scenario \(number + 1) differs from \(there) at line \(line + 1): "
                    + "\(quoted(run.lines, line)) here, \(quoted(originalRun.lines, line)) there",
                at: block.position(bodyLine: min(line + 1, max(run.lines.count, 1)), column: 1))
        }
    }

    private static func quoted(_ lines: [String], _ index: Int) -> String {
        index < lines.count ? "`\(lines[index].trimmingCharacters(in: .whitespaces))`" : "(no line)"
    }
}
