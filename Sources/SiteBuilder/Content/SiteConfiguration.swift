import Foundation
import Yams

/// `Content/site.yml` (described in README.md, "Writing pages" and "Search, languages, browser").
public struct SiteConfiguration: Sendable, Equatable {
    public struct Language: Sendable, Equatable {
        public var code: String
        public var name: String
        /// The site's title and description in this language (header, footer, `<title>`); the
        /// top-level ones when not given.
        public var title: String? = nil
        public var description: String? = nil
    }

    /// The site's title in a language: the language's own, else the top-level one.
    func title(in language: String) -> String {
        languages.first { $0.code == language }?.title ?? title
    }

    /// The site's description (the footer's tagline) in a language.
    func description(in language: String) -> String {
        languages.first { $0.code == language }?.description ?? description
    }

    public var title: String
    public var description: String
    /// Absolute, always ending in `/`.
    public var baseURL: String
    public var defaultLanguage: String
    /// In switcher order.
    public var languages: [Language]
    /// Page slugs in navigation order; unlisted pages follow.
    public var navigation: [String]
    /// Where `navigation` sits in site.yml, so a slug that names no page can be reported there.
    var navigationPositions: [SourcePosition] = []
    /// `{path}` is replaced by the page's path under the content directory.
    public var editLink: String?
    public var rawHTML: Bool
    public var mermaidURL: String?
    /// `translations: pending:` — pages a language does not have yet, which the translation check
    /// (`TranslationCheck`) then does not ask for. Everything else must exist in every language.
    public var pendingTranslations: [PendingTranslation] = []

    public struct PendingTranslation: Sendable, Equatable {
        public var language: String
        public var slug: String
        /// Where the entry sits in site.yml, so a stale entry can be reported there.
        var position: SourcePosition
    }

    /// Parses site.yml; unknown keys are warnings, everything else that is wrong is an error.
    static func parse(text: String, path: String, log: inout DiagnosticLog) throws(BuildDiagnostic) -> SiteConfiguration
    {
        let yaml = try YAMLDocument(text: text, path: path)
        var config = SiteConfiguration(
            title: "", description: "", baseURL: "/", defaultLanguage: "en", languages: [], navigation: [],
            editLink: nil, rawHTML: false, mermaidURL: nil)
        var sawTitle = false
        var sawLanguages = false
        for (key, keyNode, value) in try yaml.topLevelMapping() {
            switch key {
            case "title":
                config.title = try yaml.string(value, field: key)
                sawTitle = true
            case "description": config.description = try yaml.string(value, field: key)
            case "baseURL":
                var url = try yaml.string(value, field: key)
                guard url.hasPrefix("https://") || url.hasPrefix("http://") else {
                    throw .error("`baseURL` must be an absolute http(s) URL", at: yaml.position(of: value))
                }
                if !url.hasSuffix("/") { url += "/" }
                config.baseURL = url
            case "defaultLanguage": config.defaultLanguage = try yaml.string(value, field: key)
            case "languages":
                sawLanguages = true
                for entry in try yaml.sequence(value, field: key) {
                    guard let mapping = entry.mapping,
                        let code = mapping["code"]?.string, let name = mapping["name"]?.string
                    else {
                        throw .error("each language needs `code` and `name`", at: yaml.position(of: entry))
                    }
                    guard LanguageCode.isValid(code) else {
                        throw .error(
                            "language code '\(code)' must be letters, digits or '-'", at: yaml.position(of: entry))
                    }
                    config.languages.append(
                        Language(
                            code: code, name: name, title: mapping["title"]?.string,
                            description: mapping["description"]?.string))
                }
            case "navigation":
                for entry in try yaml.sequence(value, field: key) {
                    config.navigation.append(try yaml.string(entry, field: "navigation"))
                    config.navigationPositions.append(yaml.position(of: entry))
                }
            case "editLink": config.editLink = try yaml.string(value, field: key)
            case "rawHTML": config.rawHTML = try yaml.bool(value, field: key)
            case "mermaidURL": config.mermaidURL = try yaml.string(value, field: key)
            case "translations": config.pendingTranslations = try parseTranslations(value, yaml: yaml, log: &log)
            default:
                log.warning("unknown key `\(key)` in site configuration", at: yaml.position(of: keyNode))
            }
        }
        if !sawTitle { throw .error("site configuration needs a `title`", at: yaml.startPosition) }
        if !sawLanguages { config.languages = [Language(code: config.defaultLanguage, name: config.defaultLanguage)] }
        if !config.languages.contains(where: { $0.code == config.defaultLanguage }) {
            throw .error(
                "`defaultLanguage` '\(config.defaultLanguage)' is not among `languages`", at: yaml.startPosition)
        }
        for pending in config.pendingTranslations
        where !config.languages.contains(where: { $0.code == pending.language }) {
            throw .error(
                "`translations.pending` names language '\(pending.language)', which is not among `languages`",
                at: pending.position)
        }
        return config
    }

    /// `translations:` is a mapping with one key, `pending:`, itself mapping a language code to page slugs.
    private static func parseTranslations(
        _ node: Yams.Node, yaml: YAMLDocument,
        log: inout DiagnosticLog
    ) throws(BuildDiagnostic) -> [PendingTranslation] {
        guard let mapping = node.mapping else {
            throw .error("`translations` must be a mapping (`pending:`)", at: yaml.position(of: node))
        }
        var pending: [PendingTranslation] = []
        for (keyNode, value) in mapping {
            guard keyNode.string == "pending" else {
                log.warning(
                    "unknown key `\(keyNode.string ?? "")` in `translations` (known: pending)",
                    at: yaml.position(of: keyNode))
                continue
            }
            guard let languages = value.mapping else {
                throw .error(
                    "`translations.pending` must map a language code to a list of pages", at: yaml.position(of: value))
            }
            for (languageNode, slugs) in languages {
                let language = try yaml.string(languageNode, field: "translations.pending")
                for slug in try yaml.sequence(slugs, field: "translations.pending.\(language)") {
                    pending.append(
                        PendingTranslation(
                            language: language, slug: try yaml.string(slug, field: "translations.pending.\(language)"),
                            position: yaml.position(of: slug)))
                }
            }
        }
        return pending
    }
}

enum LanguageCode {
    static func isValid(_ code: String) -> Bool {
        !code.isEmpty
            && code.unicodeScalars.allSatisfy {
                ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "-"
            }
    }
}
