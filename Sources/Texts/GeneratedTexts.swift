import LifecycleModel
import Scenario

/// The texts of this module in one language, each with the typed id it is keyed by: what `lifeline
/// check`'s glossary check reads besides the pages (a forbidden variant in a generated text is on every
/// page that shows it). Texts with arguments (rule messages, diagram titles and notes) are rendered
/// once with sample arguments (`TemplatedTexts`), so every fixed word of theirs is read too.
public enum GeneratedTexts {
    public struct Item: Equatable, Sendable {
        /// The id the text is keyed by, as a reader of the source finds it: `MethodText viewDidLoad() controller when`.
        public var source: String
        public var text: String
    }

    public static func all(in language: Language) -> [Item] {
        var items: [Item] = []
        func add(_ source: String, _ text: LocalizedText) { items.append(Item(source: source, text: text[language])) }
        for text in MethodText.all {
            let id = "MethodText \(text.callback.name) \(text.owner.rawValue)"
            add("\(id) summary", text.summary)
            add("\(id) when", text.when)
            add("\(id) use", text.use)
            add("\(id) avoid", text.avoid)
        }
        for owner in Owner.allCases { add("Owner.\(owner.rawValue).title", owner.title) }
        for phase in Phase.allCases { add("Phase.\(phase.rawValue).title", phase.title) }
        for frequency in Frequency.allCases { add("Frequency.\(frequency.rawValue).title", frequency.title) }
        for superCall in SuperCall.allCases { add("SuperCall.\(superCall.rawValue).title", superCall.title) }
        for rule in RuleID.allCases {
            let text = RuleText.of(rule)
            add("RuleText \(rule.rawValue) title", text.title)
            add("RuleText \(rule.rawValue) explanation", text.explanation)
            add("RuleText \(rule.rawValue) fix", text.fix)
        }
        for name in StateName.allCases {
            items.append(
                Item(source: "MachineText StateName.\(name.rawValue)", text: MachineText.name(name, in: language)))
        }
        for detail in StateDetail.allCases {
            items.append(
                Item(
                    source: "MachineText StateDetail.\(detail.rawValue)", text: MachineText.detail(detail, in: language)
                ))
        }
        for trigger in TransitionTrigger.allCases {
            items.append(
                Item(
                    source: "MachineText TransitionTrigger.\(trigger.rawValue)",
                    text: MachineText.trigger(trigger, in: language)))
        }
        for step in JourneyStep.allCases {
            items.append(Item(source: "JourneyText \(step.rawValue)", text: JourneyText.summary(step, language)))
        }
        for word in InterfaceWord.allCases { add("InterfaceWord.\(word.rawValue)", InterfaceText.of(word)) }
        for word in ChromeWord.allCases { add("ChromeWord.\(word.rawValue)", InterfaceText.of(word)) }
        for word in EditorWord.allCases { add("EditorWord.\(word.rawValue)", InterfaceText.of(word)) }
        for word in ClaimWord.allCases { add("ClaimWord.\(word.rawValue)", ClaimText.of(word)) }
        for (index, column) in CatalogueColumn.allCases.enumerated() { add("CatalogueColumn \(index)", column.title) }
        add("ComparisonText.baseline", ComparisonText.baseline)
        add("ComparisonText.unchanged", ComparisonText.unchanged)
        for severity in Severity.allCases {
            add("InterfaceText.severity \(severity.rawValue)", InterfaceText.severity(severity))
        }
        for state in AppearanceState.allCases {
            add("InterfaceText.appearanceState \(state.rawValue)", InterfaceText.appearanceState(state))
        }
        for column in InterfaceText.stateColumns { add("InterfaceText.stateColumns", column.meaning) }
        return items + TemplatedTexts.all(in: language)
    }
}
