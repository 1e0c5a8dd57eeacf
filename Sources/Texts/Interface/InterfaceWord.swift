/// The words the lifecycle blocks put around a scenario's result (`Reports/PageHTML`, the site's
/// scenario, diagram and table blocks): captions, column heads, labels read by screen readers. Each case
/// is one text in every language (`InterfaceText.of(_:)`); the page chrome's words are `ChromeWord`, the
/// editor's `EditorWord`.
public enum InterfaceWord: String, CaseIterable, Sendable {
    case linkToSection, sequence, path, stateMachine, lifeMachine, layoutMachine
    case diagram, mermaidSource, renderMermaid, sameDiagram, download
    case versions, notRunOn, scenario, diagnostics, fix, noCallbacks
    /// A task list's checkbox, named for screen readers (axe: a form field needs a label).
    case taskDone, taskOpen
    /// The pin line under a block, and the page's editor (`ScenarioResultHTML`): an edited run against
    /// the block's pin, and an error.
    case pinned, pinnedHolds, edited, pinHolds, pinDiffers, scenarioError
    /// The method table's filters.
    case filterPhase, filterVersion, allPhases, anyVersion
    /// The trace table's column heads and its legend.
    case seq, line, object, callback, appearance, legend
    /// The column heads of a `glossary` block's table.
    case glossaryConcept, glossaryTerm, glossaryAvoid, glossaryNote
}

/// The words of the page chrome (`Templates/`: header, navigation, footer, the 404 page), read by the
/// templates as `{{ui.<rawValue>}}`.
public enum ChromeWord: String, CaseIterable, Sendable {
    case onThisPage, editThisPage, pages, languages, search, searchPlaceholder, noResults, themeToggle
    case notFoundTitle, notFoundText, home
}

/// The words of the scenario editor (`partials/scenario-editor`, which `assets/scenario-editor.js` reads),
/// read by the templates as `{{editor.<rawValue>}}`: every word the editor shows.
public enum EditorWord: String, CaseIterable, Sendable {
    case edit, source, version, compare, compareNone, reset, share, shared, guide, loading, running, updated
    case stopped, failed, diagrams
}
