import LifecycleModel

/// What a reader is told about one row of the method catalogue (`MethodEntry`, keyed by its callback
/// and owner): what the method is, when UIKit calls it, what belongs there and what does not. The
/// model's entry holds the facts (phase, frequency, availability, `super`); the rows live in the files
/// beside this one, one per group of `LifecycleModel/Catalogue/Entries/`. `LocalizedText` takes all
/// three languages, and `TextsTests.MethodTextTests` proves every entry has its text and every text
/// its entry.
public struct MethodText: Equatable, Sendable {
    public var callback: Callback
    public var owner: Owner
    /// One line: what the method is.
    public var summary: LocalizedText
    /// When UIKit calls it.
    public var when: LocalizedText
    /// What code belongs there.
    public var use: LocalizedText
    /// What not to do there.
    public var avoid: LocalizedText

    public init(
        _ callback: Callback, _ owner: Owner,
        summary: LocalizedText, when: LocalizedText, use: LocalizedText, avoid: LocalizedText
    ) {
        self.callback = callback
        self.owner = owner
        self.summary = summary
        self.when = when
        self.use = use
        self.avoid = avoid
    }

    /// Every text, in the catalogue's order.
    public static let all: [MethodText] =
        creation + loading + appearance + presentationControllerTransitions + sheetDismissal + layout
        + presentationControllerLayout + containment + pageViewController + tabBar + navigationDelegate + splitView
        + segues
        + environment
        + memory + restoration + launch + scene + appDelegate + notifications + teardown

    private struct Key: Hashable {
        var callback: Callback
        var owner: Owner
    }

    private static let index: [Key: MethodText] = {
        var index: [Key: MethodText] = [:]
        for text in all { index[Key(callback: text.callback, owner: text.owner)] = text }
        return index
    }()

    /// The text of `callback` as `owner` receives it; nil when the catalogue has no such entry.
    public static func of(_ callback: Callback, _ owner: Owner) -> MethodText? {
        index[Key(callback: callback, owner: owner)]
    }

    /// The text of a catalogue entry. Every entry has one (`MethodTextTests`): a new `MethodEntry`
    /// needs its `MethodText` here before the catalogue renders.
    public static func of(_ entry: MethodEntry) -> MethodText {
        guard let text = of(entry.callback, entry.owner) else {
            fatalError("a MethodEntry has no MethodText: add one in Sources/Texts/Methods")
        }
        return text
    }
}
