import LifecycleModel

/// Navigation and tab bar controller scenes: `root List` in a `UINavigationController` scene (Interface
/// Builder's "root view controller" relationship) and `tab Home` lines in a `UITabBarController` scene
/// (its "view controllers" relationship, in tab order). The storyboard makes those children with the
/// container (LifecycleModel/Storyboards/ContainerScenes.swift).
extension Checker {
    /// The UIKit classes a scene may be (a scenario class: its base).
    static let sceneKinds: [BaseClass] = [.viewController, .navigationController, .tabBarController]

    /// What a scene's controller is to the checker: its class and container kind.
    static func valueType(of scene: StoryboardScene) -> ValueType {
        .controller(ValueType.ControllerKind(scene.kind), className: scene.definition?.name)
    }

    /// A scene's relationship lines, checked against its kind; the scenes they name resolved by `index`.
    func relationship(
        of scene: SceneSyntax, kind: BaseClass, index: (String, SourceLocation) throws(ScenarioError) -> Int
    ) throws(ScenarioError) -> SceneRelationship {
        let wrongLine: (name: String, location: SourceLocation)? =
            switch kind {
            case .navigationController: scene.tabs.first.map { ("tab", $0.location) }
            case .tabBarController: scene.roots.first.map { ("root", $0.location) }
            default: (scene.roots.first ?? scene.tabs.first).map { (scene.roots.isEmpty ? "tab" : "root", $0.location) }
            }
        if let wrongLine {
            throw ScenarioError(
                location: wrongLine.location,
                .relationshipInWrongScene(
                    line: wrongLine.name,
                    container: wrongLine.name == "root" ? "UINavigationController" : "UITabBarController",
                    scene: scene.name, kind: kind.rawValue),
                hint: .writeRelationship(root: wrongLine.name == "root", scene: scene.name))
        }
        if kind != .viewController, let embed = scene.embeds.first {
            throw ScenarioError(
                location: embed.location, .containerHasNoContainerViews(kind.rawValue), hint: .embedInChildScene)
        }
        switch kind {
        case .navigationController:
            guard let root = scene.roots.first else {
                throw ScenarioError(
                    location: scene.location,
                    .navigationSceneHasNoRoot(scene.name), hint: .addRoot)
            }
            if let second = scene.roots.dropFirst().first {
                throw ScenarioError(
                    location: second.location, .severalRoots)
            }
            return .navigationRoot(try index(root.name, root.location))
        case .tabBarController:
            var tabs: [Int] = []
            for tab in scene.tabs {
                let found = try index(tab.name, tab.location)
                if tabs.contains(found) {
                    throw ScenarioError(
                        location: tab.location, .alreadyATab(tab: tab.name, of: scene.name))
                }
                tabs.append(found)
            }
            return .tabs(tabs)
        default:
            return .none
        }
    }

    /// A navigation controller's root is not another navigation controller (UIKit refuses to push one), and
    /// no scene contains itself through relationships: the storyboard would make containers forever.
    func checkRelationships(of scenes: [StoryboardScene], declaration: StoryboardSyntax) throws(ScenarioError) {
        for (position, scene) in scenes.enumerated() {
            if case .navigationRoot(let root) = scene.relationship, scenes[root].kind == .navigationController {
                let syntax = declaration.scenes[position]
                throw ScenarioError(
                    location: syntax.roots.first?.location ?? syntax.location,
                    .pushingNavigationController, hint: .makeViewControllerScene(scenes[root].name))
            }
            if Checker.leadsBack(to: position, in: scenes, through: { $0.relationship.children }) {
                throw ScenarioError(
                    location: declaration.scenes[position].location,
                    .sceneContainsItself(scene.name), hint: .relationshipMakesScene)
            }
        }
    }
}
