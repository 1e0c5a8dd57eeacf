import LifecycleModel
import Texts

/// The words the catalogue renderings add around the entries' texts: column headings and the
/// availability phrase. Kept here, not in the model, because they are presentation.
enum CatalogueLabels {
    enum Column: CaseIterable {
        case method, owner, phase, frequency, ios, superCall, summary, when, use, avoid
    }

    static func heading(_ column: Column, _ language: Language) -> String {
        let text: LocalizedText =
            switch column {
            case .method: LocalizedText(en: "Method", ru: "Метод", zh: "方法")
            case .owner: LocalizedText(en: "Owner", ru: "Чей", zh: "所属")
            case .phase: LocalizedText(en: "Phase", ru: "Фаза", zh: "阶段")
            case .frequency: LocalizedText(en: "How often", ru: "Как часто", zh: "调用频率")
            case .ios: LocalizedText(en: "iOS", ru: "iOS", zh: "iOS")
            case .superCall: LocalizedText(en: "super", ru: "super", zh: "super")
            case .summary: LocalizedText(en: "Summary", ru: "Кратко", zh: "简介")
            case .when: LocalizedText(en: "When it is called", ru: "Когда вызывается", zh: "调用时机")
            case .use: LocalizedText(en: "Use it for", ru: "Для чего", zh: "适合做什么")
            case .avoid: LocalizedText(en: "Avoid", ru: "Чего избегать", zh: "避免")
            }
        return text[language]
    }

    /// `iOS 13+ (iOS 17 SDK, back-deployed)`, `iOS 3–5; deprecated in 6; not called from 6`.
    /// Method names in it are in backticks, like the model's texts.
    static func availability(_ availability: Availability, _ language: Language) -> String {
        let introduced = availability.introduced.description
        var parts: [String] = []
        if let removed = availability.removed {
            let last = removed.major - 1
            let range = last > availability.introduced.major ? "iOS \(introduced)–\(last)" : "iOS \(introduced)"
            parts.append(range)
        } else {
            parts.append("iOS \(introduced)+")
        }
        if let sdk = availability.sdk {
            parts[0] +=
                LocalizedText(
                    en: " (iOS \(sdk) SDK, back-deployed)",
                    ru: " (SDK iOS \(sdk), работает с iOS \(introduced))",
                    zh: "（iOS \(sdk) SDK 引入，向下兼容至 iOS \(introduced)）")[language]
        }
        if let deprecated = availability.deprecated {
            var phrase = LocalizedText(
                en: "deprecated in \(deprecated)", ru: "устарел в iOS \(deprecated)", zh: "iOS \(deprecated) 起弃用")[
                    language]
            if let replacement = availability.replacement { phrase += " → `\(replacement)`" }
            parts.append(phrase)
        }
        if let removed = availability.removed {
            parts.append(
                LocalizedText(
                    en: "not called from \(removed)", ru: "не вызывается с iOS \(removed)", zh: "iOS \(removed) 起不再调用")[
                        language])
        }
        return parts.joined(separator: language == .zh ? "；" : "; ")
    }

    /// The cells of one entry, in `Column` order, with backticks marking code.
    static func cell(_ column: Column, of row: CatalogueRow, _ language: Language) -> String {
        let entry = row.entry
        return switch column {
        case .method: "`\(entry.method)`"
        case .owner: entry.owner.title[language]
        case .phase: entry.phase.title[language]
        case .frequency: entry.frequency.title[language]
        case .ios: availability(entry.availability, language)
        case .superCall: entry.superCall.title[language]
        case .summary: row.text.summary[language]
        case .when: row.text.when[language]
        case .use: row.text.use[language]
        case .avoid: row.text.avoid[language]
        }
    }
}
/// One row of a rendered catalogue: the model's facts and the reader's texts of one method.
struct CatalogueRow {
    var entry: MethodEntry
    var text: MethodText
}

/// Splits catalogue text into plain runs and `code` runs (backtick-delimited), so each format can
/// escape and mark them its own way. An unmatched backtick is kept as plain text.
enum CatalogueInline {
    enum Run: Equatable {
        case text(String)
        case code(String)
    }

    static func runs(_ text: String) -> [Run] {
        var runs: [Run] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "`") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "`") else { break }
            if open > rest.startIndex { runs.append(.text(String(rest[..<open]))) }
            runs.append(.code(String(rest[afterOpen..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { runs.append(.text(String(rest))) }
        return runs
    }

    /// The text with code marks removed, for plain-text output.
    static func plain(_ text: String) -> String {
        runs(text).map { run in
            switch run {
            case .text(let text), .code(let text): text
            }
        }.joined()
    }
}
