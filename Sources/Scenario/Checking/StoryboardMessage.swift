/// The checker's errors about storyboards (`StoryboardChecking`, `StoryboardRelationships`): names of
/// storyboards, scenes, identifiers and classes as the scenario wrote them.
package enum StoryboardMessage: Equatable, Sendable {
    /// A second storyboard of that name.
    case storyboardRedeclared(String)
    case noScene(storyboard: String, scene: String)
    case sceneRedeclared(String)
    case storyboardIdentifierUsedTwice(String)
    /// A scene's class that is no view controller the model runs: the class.
    case sceneClassNotController(String)
    case segueIdentifierUsedTwice(String, scene: String)
    case severalInitialScenes
    case sceneEmbedsItself(String)
    case presentationOnlyForModalSegue
    /// `.kind` with no such segue kind: the name after the dot.
    case unknownSegueKind(String)
    case oneUnwindActionPerClass
    /// `segue.name`, no member of UIStoryboardSegue the model has.
    case segueHasNoMember(String)
    case severalStoryboards
    case storyboardInitialiser
    case mainBundleOnly
    /// UIKit's exception for `UIStoryboard(name:bundle:)`: the name.
    case storyboardNotFound(String)
    /// UIKit's exception for `instantiateViewController(withIdentifier:)`.
    case noSceneWithIdentifier(storyboard: String, identifier: String)
    case noInitialScene(storyboard: String)
    /// A `root` or `tab` line (`line`) in a scene that is not that container: the container the line
    /// belongs in, the scene and its class.
    case relationshipInWrongScene(line: String, container: String, scene: String, kind: String)
    /// The container class of a scene that has an `embed` line.
    case containerHasNoContainerViews(String)
    case navigationSceneHasNoRoot(String)
    case severalRoots
    case alreadyATab(tab: String, of: String)
    /// UIKit's exception for a navigation controller as a `root`.
    case pushingNavigationController
    case sceneContainsItself(String)
}

/// What to write in the storyboard instead.
package enum StoryboardHint: Equatable, Sendable {
    case embedMakesNewChild
    /// `@IBAction` in the class named.
    case keepOneUnwindAction(String)
    /// `UIStoryboard(name:bundle:)` with the first storyboard's name.
    case nameOneStoryboard(String)
    case passNilBundle
    case markInitialScene
    /// `scene Nav: UINavigationController { root Scene }` for the scene named; `tab` when not root.
    case writeRelationship(root: Bool, scene: String)
    case embedInChildScene
    case addRoot
    /// The navigation controller's root scene.
    case makeViewControllerScene(String)
    case relationshipMakesScene
}

extension ScenarioError {
    init(location: SourceLocation, _ message: StoryboardMessage, hint: StoryboardHint? = nil) {
        self.init(location: location, .storyboard(message), hint: hint.map { .storyboard($0) })
    }

    init(location: SourceLocation, _ message: StoryboardMessage, hint: ScenarioHint?) {
        self.init(location: location, .storyboard(message), hint: hint)
    }
}
