/// A storyboard as a scenario declares it (`storyboard "Main" { scene … }`): the scenes UIKit can
/// instantiate, each with its class, storyboard identifier, embedded children and segues. Scenes refer
/// to each other by index, so a segue back to an earlier scene makes no reference cycle.
package final class Storyboard {
    package let name: String
    package let scenes: [StoryboardScene]

    package init(name: String, scenes: [StoryboardScene]) {
        self.name = name
        self.scenes = scenes
    }

    /// The scene marked `initial` (Interface Builder's "Is Initial View Controller").
    package var initialScene: Int? { scenes.firstIndex { $0.isInitial } }

    package func scene(withIdentifier identifier: String) -> Int? {
        scenes.firstIndex { $0.identifier == identifier }
    }

    package func scene(named name: String) -> Int? {
        scenes.firstIndex { $0.name == name }
    }
}

/// One view controller scene of a storyboard.
package struct StoryboardScene {
    /// The scenario's name for it: the trace names a controller the storyboard makes by it.
    package var name: String
    /// The scenario class (nil: the UIKit class `kind` names).
    package var definition: ClassDefinition?
    /// The UIKit class the scene's controller is: `UIViewController`, `UINavigationController` or
    /// `UITabBarController` (a scenario class: its base).
    package var kind: BaseClass
    /// The children Interface Builder's relationship segues give a container scene.
    package var relationship: SceneRelationship
    /// Interface Builder's "Storyboard ID", for `instantiateViewController(withIdentifier:)`.
    package var identifier: String?
    package var isInitial: Bool
    /// Container views: each embed segue's destination scene, made while this scene's view loads.
    package var embeds: [Int]
    package var segues: [StoryboardSegue]

    package init(
        name: String, definition: ClassDefinition?, kind: BaseClass = .viewController,
        relationship: SceneRelationship = .none, identifier: String?, isInitial: Bool, embeds: [Int] = [],
        segues: [StoryboardSegue] = []
    ) {
        self.name = name
        self.definition = definition
        self.kind = definition?.base ?? kind
        self.relationship = relationship
        self.identifier = identifier
        self.isInitial = isInitial
        self.embeds = embeds
        self.segues = segues
    }

    package func segue(withIdentifier identifier: String) -> StoryboardSegue? {
        segues.first { $0.identifier == identifier }
    }
}

/// Interface Builder's relationship segues ("root view controller", "view controllers"): a container
/// scene's children, made with it when the storyboard instantiates it (Storyboards/ContainerScenes.swift).
package enum SceneRelationship: Equatable {
    case none
    /// A navigation controller scene's root view controller.
    case navigationRoot(Int)
    /// A tab bar controller scene's view controllers, in tab order.
    case tabs([Int])

    /// The scenes made with this one, in order.
    package var children: [Int] {
        switch self {
        case .none: []
        case .navigationRoot(let root): [root]
        case .tabs(let tabs): tabs
        }
    }
}

/// A triggered segue leaving a scene.
package struct StoryboardSegue {
    package var identifier: String
    package var kind: SegueKind

    package init(identifier: String, kind: SegueKind) {
        self.identifier = identifier
        self.kind = kind
    }
}

/// Interface Builder's segue kinds (Apple docs, "UIStoryboardSegue" and Xcode's Attributes
/// inspector: Show, Show Detail, Present Modally, Present As Popover, Embed, and Exit for unwinding).
package enum SegueKind: Equatable {
    /// `show(_:sender:)`: a push inside a navigation controller, a modal presentation otherwise.
    case show(destination: Int)
    /// `showDetailViewController(_:sender:)`: without a split view controller, a modal presentation.
    case showDetail(destination: Int)
    /// Present Modally, with the segue's own presentation style (nil: the destination's).
    case presentModally(destination: Int, style: PresentationStyle?)
    /// Present As Popover.
    case popover(destination: Int)
    /// An exit (unwind) segue: the action method's name, found on a controller it returns to.
    case unwind(action: String)
}

/// Where a controller the storyboard made came from: `self.storyboard` and its scene's segues.
package struct SceneReference {
    package let storyboard: Storyboard
    package let index: Int

    package init(storyboard: Storyboard, index: Int) {
        self.storyboard = storyboard
        self.index = index
    }

    package var scene: StoryboardScene { storyboard.scenes[index] }
}

/// The `UIStoryboardSegue` of the `prepare(for:sender:)` or unwind action running now: what app code
/// reads as `segue.identifier`, `segue.source`, `segue.destination`.
package struct SegueInProgress {
    package let identifier: String?
    package let source: ViewController
    package let destination: ViewController
}
