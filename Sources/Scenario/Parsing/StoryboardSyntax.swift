/// `storyboard "Main" { scene … }`: a storyboard as Interface Builder would hold it, written in the
/// scenario (README, "Storyboards and segues").
struct StoryboardSyntax {
    var name: String
    var scenes: [SceneSyntax]
    var location: SourceLocation
}

/// `scene List: ListViewController, id: "list", initial { … }`.
struct SceneSyntax {
    var name: String
    var className: String
    var classLocation: SourceLocation
    var identifier: String?
    var isInitial: Bool
    /// `embed Header`: a container view whose embed segue makes that scene.
    var embeds: [(name: String, location: SourceLocation)]
    /// `root List` (a navigation controller scene's root view controller relationship) and `tab Home` (a
    /// tab bar controller scene's view controllers relationship, in tab order).
    var roots: [(name: String, location: SourceLocation)] = []
    var tabs: [(name: String, location: SourceLocation)] = []
    var segues: [SegueSyntax]
    var location: SourceLocation
}

/// `segue "showDetail", to: Detail, kind: .show` (`presentation: .formSheet` for `.presentModally`),
/// or `unwind "done", action: unwindToList`.
struct SegueSyntax {
    var identifier: String
    /// The destination scene; nil for an unwind segue.
    var destination: (name: String, location: SourceLocation)?
    /// `show`, `showDetail`, `presentModally`, `popover`; nil for an unwind segue.
    var kind: (name: String, location: SourceLocation)?
    var presentation: (name: String, location: SourceLocation)?
    /// The unwind action's base name.
    var action: String?
    var location: SourceLocation
}
