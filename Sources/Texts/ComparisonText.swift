import LifecycleModel

/// The words of a trace compared across iOS versions (`Reports.TraceComparison`): what changed from the
/// previous version, as whole sentences in each language; callbacks and object names are code.
public enum ComparisonText {
    public static let baseline = LocalizedText(
        en: "the version the others are compared with", ru: "версия, с которой сравниваются остальные",
        zh: "其余版本与之比较的基准版本")
    public static let unchanged = LocalizedText(
        en: "the same calls in the same order as the previous version",
        ru: "те же вызовы в том же порядке, что и в предыдущей версии", zh: "与上一个版本的调用及顺序相同")

    public static func gets(_ object: String, _ list: String, _ language: Language) -> String {
        switch language {
        case .en: "\(object) now gets \(list)"
        case .ru: "\(object) теперь получает \(list)"
        case .zh: "\(object) 现在收到 \(list)"
        }
    }

    public static func noLongerGets(_ object: String, _ list: String, _ language: Language) -> String {
        switch language {
        case .en: "\(object) no longer gets \(list)"
        case .ru: "\(object) больше не получает \(list)"
        case .zh: "\(object) 不再收到 \(list)"
        }
    }

    public static func nowBefore(_ first: String, _ second: String, _ language: Language) -> String {
        switch language {
        case .en: "\(first) now comes before \(second)"
        case .ru: "\(first) теперь вызывается раньше \(second)"
        case .zh: "\(first) 现在先于 \(second) 调用"
        }
    }

    public static func more(_ count: Int, _ language: Language) -> String {
        switch language {
        case .en: "\(count) more"
        case .ru: "ещё \(count)"
        case .zh: "另外 \(count) 个"
        }
    }
}
