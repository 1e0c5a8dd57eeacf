import Foundation

/// `Content/site.yml` (format: README.md, "Writing pages").
public struct SiteConfiguration: Sendable, Equatable {
    public struct Language: Sendable, Equatable {
        public var code: String
        public var name: String
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

    /// Parses site.yml; unknown keys are warnings, everything else that is wrong is an error.
    static func parse(text: String, path: String, log: inout DiagnosticLog) throws(BuildDiagnostic) -> SiteConfiguration {
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
                        throw .error("language code '\(code)' must be letters, digits or '-'", at: yaml.position(of: entry))
                    }
                    config.languages.append(Language(code: code, name: name))
                }
            case "navigation":
                for entry in try yaml.sequence(value, field: key) {
                    config.navigation.append(try yaml.string(entry, field: "navigation"))
                    config.navigationPositions.append(yaml.position(of: entry))
                }
            case "editLink": config.editLink = try yaml.string(value, field: key)
            case "rawHTML": config.rawHTML = try yaml.bool(value, field: key)
            case "mermaidURL": config.mermaidURL = try yaml.string(value, field: key)
            default:
                log.warning("unknown key `\(key)` in site configuration", at: yaml.position(of: keyNode))
            }
        }
        if !sawTitle { throw .error("site configuration needs a `title`", at: yaml.startPosition) }
        if !sawLanguages { config.languages = [Language(code: config.defaultLanguage, name: config.defaultLanguage)] }
        if !config.languages.contains(where: { $0.code == config.defaultLanguage }) {
            throw .error("`defaultLanguage` '\(config.defaultLanguage)' is not among `languages`", at: yaml.startPosition)
        }
        return config
    }
}

enum LanguageCode {
    static func isValid(_ code: String) -> Bool {
        !code.isEmpty && code.unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "-" }
    }
}
