/// The one table of every lifecycle method the model can emit: the site's method/when/use table,
/// diagram labels and `lifeline table` are all generated from it. The rows live in `Entries/`,
/// one file per phase; this type only assembles and looks them up.
public enum MethodCatalogue {
    /// Every entry, in phase order and, within a phase, in the order UIKit calls them.
    public static let all: [MethodEntry] =
        CatalogueEntries.creation + CatalogueEntries.loading + CatalogueEntries.appearance
        + CatalogueEntries.presentationControllerTransitions + CatalogueEntries.sheetDismissal + CatalogueEntries.layout
        + CatalogueEntries.presentationControllerLayout + CatalogueEntries.containment
        + CatalogueEntries.pageViewController + CatalogueEntries.tabBar + CatalogueEntries.navigationDelegate
        + CatalogueEntries.splitView
        + CatalogueEntries.segues
        + CatalogueEntries.environment
        + CatalogueEntries.memory + CatalogueEntries.restoration + CatalogueEntries.launch + CatalogueEntries.scene
        + CatalogueEntries.appDelegate + CatalogueEntries.notifications
        + CatalogueEntries.teardown

    private static let index: [Key: MethodEntry] = {
        var index: [Key: MethodEntry] = [:]
        for entry in all { index[Key(callback: entry.callback, owner: entry.owner)] = entry }
        return index
    }()

    private struct Key: Hashable {
        var callback: Callback
        var owner: Owner
    }

    /// The entry for `callback` as `owner` receives it; nil when that owner never receives it.
    public static func entry(for callback: Callback, owner: Owner) -> MethodEntry? {
        index[Key(callback: callback, owner: owner)]
    }

    /// Every owner that receives `callback`, in `Owner` order.
    public static func owners(of callback: Callback) -> [Owner] {
        Owner.allCases.filter { index[Key(callback: callback, owner: $0)] != nil }
    }

    /// The entries UIKit calls on `ios` (all of them when nil), optionally one phase only.
    public static func entries(ios: IOSVersion? = nil, phase: Phase? = nil) -> [MethodEntry] {
        all.filter { entry in
            (ios.map { entry.availability.isCalled(on: $0) } ?? true) && (phase.map { entry.phase == $0 } ?? true)
        }
    }
}

extension Callback {
    /// Whether UIKit calls this callback on `ios`, as its catalogue entry's availability says. The
    /// catalogue is the one table of when each callback exists: the version switches that turn a
    /// callback on or off (`VersionProfile`, the state machines) read it here instead of repeating the
    /// release. Every owner of a callback has the same availability (a test checks it).
    package func isCalled(on ios: IOSVersion) -> Bool {
        guard let owner = MethodCatalogue.owners(of: self).first,
            let entry = MethodCatalogue.entry(for: self, owner: owner)
        else { return true }
        return entry.availability.isCalled(on: ios)
    }
}

/// Namespace for the data files in `Entries/`.
enum CatalogueEntries {}
