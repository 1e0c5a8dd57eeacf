/// Creating objects: the initialisers UIKit calls for each way a controller comes to life.
extension Simulator {
    /// A controller created in code, from a nib or from a storyboard. `name` nil: an anonymous
    /// temporary named after its class.
    /// `kind`: the UIKit class when there is no scenario class (a storyboard's navigation controller scene).
    /// `decoding`: what `init(coder:)` decodes inside it (a container scene's children); `wakes` false:
    /// the storyboard sends `awakeFromNib()` itself once the whole scene is decoded.
    package func makeViewController(
        name: String?, definition: ClassDefinition? = nil, kind: BaseClass = .viewController,
        creation: ViewController.Creation = .code, scene: SceneReference? = nil,
        decoding: (ViewController) -> Void = { _ in }, wakes: Bool = true
    ) -> ViewController {
        let className = definition?.name ?? kind.rawValue
        let controller: ViewController
        switch definition?.base ?? kind {
        case .navigationController:
            controller = NavigationController(
                name: name ?? uniqueName(for: className), className: className,
                definition: definition, creation: creation)
        case .tabBarController:
            controller = TabBarController(
                name: name ?? uniqueName(for: className), className: className,
                definition: definition, creation: creation)
        case .splitViewController:
            // A storyboard's split view controller is classic (column style is set in code, iOS 14).
            controller = SplitViewController(
                name: name ?? uniqueName(for: className), className: className,
                definition: definition, creation: creation, style: .unspecified)
        case .pageViewController:
            // The defaults of `init(nibName:bundle:)` and `init(coder:)`: page curl.
            controller = PageViewController(
                name: name ?? uniqueName(for: className), className: className,
                definition: definition, creation: creation, transitionStyle: .pageCurl)
        default:
            controller = ViewController(
                name: name ?? uniqueName(for: className), className: className,
                definition: definition, creation: creation)
        }
        controller.scene = scene
        initialise(controller, decoding: decoding, wakes: wakes)
        return controller
    }

    /// `UINavigationController(rootViewController:)` (root nil: `UINavigationController()`).
    package func makeNavigationController(
        name: String?, definition: ClassDefinition? = nil,
        root: ViewController?
    ) throws(ModelError) -> NavigationController {
        let className = definition?.name ?? "UINavigationController"
        let nav = NavigationController(
            name: name ?? uniqueName(for: className), className: className,
            definition: definition, creation: .code)
        initialise(nav)
        if let root {
            try setNavigationStack(nav, [root], animated: false)
        }
        return nav
    }

    package func makeTabBarController(name: String?, definition: ClassDefinition? = nil) -> TabBarController {
        let className = definition?.name ?? "UITabBarController"
        let tabs = TabBarController(
            name: name ?? uniqueName(for: className), className: className,
            definition: definition, creation: .code)
        initialise(tabs)
        return tabs
    }

    /// `UIPageViewController(transitionStyle:navigationOrientation:options:)`.
    package func makePageViewController(
        name: String?, definition: ClassDefinition? = nil, transitionStyle: PageViewController.TransitionStyle
    ) throws(ModelError) -> PageViewController {
        try require(.api(.pageViewController)) {
            .pageViewControllerNew(introduced: $0, running: profile.version)
        }
        if transitionStyle == .scroll {
            try require(.api(.pageViewControllerScrollStyle)) {
                .pageScrollStyleNew(introduced: $0, running: profile.version)
            }
        }
        let className = definition?.name ?? "UIPageViewController"
        let pages = PageViewController(
            name: name ?? uniqueName(for: className), className: className, definition: definition,
            transitionStyle: transitionStyle)
        initialise(pages)
        return pages
    }

    /// `UIView()`: a traced view.
    package func makeView(name: String?, definition: ClassDefinition? = nil) -> View {
        let scope = openFallbackEvidence(.appleUIViewInitFrame); defer { closeEvidence(scope) }
        let className = definition?.name ?? "UIView"
        let view = View(
            name: name ?? uniqueName(for: className), className: className, definition: definition, traced: true)
        assignNumber(to: view)
        view.tracker = layoutTracker
        view.needsUpdateConstraints = false
        call(.viewInitFrame, view, [Argument("frame", ".zero")])
        track(view)
        return view
    }

    private static let noNib = [Argument("nibName", "nil"), Argument("bundle", "nil")]

    /// A new object is a temporary of the event that made it (freed when the event ends unless
    /// something holds it: `drainTemporaries`) and one of the run's objects.
    private func track(_ object: ModelObject) {
        temporaries.append(object)
        register(object)
    }

    /// The initialisers UIKit calls for the controller's way of coming to life, then `track`.
    func initialise(_ controller: ViewController, decoding: (ViewController) -> Void = { _ in }, wakes: Bool = true) {
        let scope = openFallbackEvidence(.appleUIViewController); defer { closeEvidence(scope) }
        assignNumber(to: controller)
        appState.controllers.append(controller)
        switch controller.creation {
        case .code:
            call(.initNibNameBundle, controller, Simulator.noNib)
        case .nib(let nibName):
            call(.initNibNameBundle, controller, [Argument("nibName", "\"\(nibName)\""), Argument("bundle", "nil")])
        case .storyboard:
            // The storyboard decodes the controller, connects its outlets, then wakes it
            // ("iOS - UIViewController 生命周期", 齐生, 2025; Apple docs, "awakeFromNib()": "called after all
            // objects in the archive are loaded and initialized").
            call(.initCoder, controller, [Argument("coder", "NSCoder")], super: { decoding(controller) })
            if wakes { call(.awakeFromNib, controller) }
        }
        track(controller)
    }
}
