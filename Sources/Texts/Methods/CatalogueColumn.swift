import LifecycleModel

/// A column of the method catalogue as the site's table, `lifeline table` and its Markdown show it.
public enum CatalogueColumn: CaseIterable, Sendable {
    case method, owner, phase, frequency, ios, superCall, summary, when, use, avoid
}

extension CatalogueColumn {
    /// The column's heading.
    public var title: LocalizedText {
        switch self {
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
    }
}

extension Availability {
    /// `iOS 13+ (iOS 17 SDK, back-deployed)`, `iOS 3–5; deprecated in 6; not called from 6`.
    /// Method names in it are in backticks, like the model's texts.
    public func phrase(_ language: Language) -> String {
        let since = introduced.description
        var parts: [String] = []
        if let removed = removed {
            let last = removed.major - 1
            let range = last > introduced.major ? "iOS \(since)–\(last)" : "iOS \(since)"
            parts.append(range)
        } else {
            parts.append("iOS \(since)+")
        }
        if let sdk = sdk {
            parts[0] +=
                LocalizedText(
                    en: " (iOS \(sdk) SDK, back-deployed)",
                    ru: " (SDK iOS \(sdk), работает с iOS \(since))",
                    zh: "（iOS \(sdk) SDK 引入，向下兼容至 iOS \(since)）")[language]
        }
        if let deprecated = deprecated {
            var phrase = LocalizedText(
                en: "deprecated in \(deprecated)", ru: "устарел в iOS \(deprecated)", zh: "iOS \(deprecated) 起弃用")[
                    language]
            if let replacement = replacement { phrase += " → `\(replacement)`" }
            parts.append(phrase)
        }
        if let removed = removed {
            parts.append(
                LocalizedText(
                    en: "not called from \(removed)", ru: "не вызывается с iOS \(removed)", zh: "iOS \(removed) 起不再调用")[
                        language])
        }
        return parts.joined(separator: language == .zh ? "；" : "; ")
    }
}
