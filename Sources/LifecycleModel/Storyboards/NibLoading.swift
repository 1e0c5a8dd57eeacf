/// What UIKit's `loadView()` does for a controller that has a nib (`init(nibName:bundle:)` with a name)
/// or comes from a storyboard: it decodes the nib's views — each gets `init(coder:)` — connects the
/// outlets, sends every decoded object `awakeFromNib()`, and performs the scene's embed segues; all
/// before `viewDidLoad()`. (Apple docs, "awakeFromNib()": "The nib-loading infrastructure sends an
/// awakeFromNib message to each object recreated from a nib archive, but only after all the objects in
/// the archive have been loaded and initialized. When an object receives an awakeFromNib message, it is
/// guaranteed to have all its outlet and action connections already established"; "loadView()": "If
/// the view controller has an associated nib file, this method loads the view from the nib file".)
/// The controller itself is the nib's File's Owner, not one of its objects: it gets no `awakeFromNib()`
/// from its own view's nib (a storyboard controller got its own when the storyboard made it).
extension Simulator {
    func loadNibContents(of controller: ViewController) {
        guard controller.creation != .code, let rootView = controller.view else { return }
        var decoded: [View] = []
        for outlet in controller.definition?.outlets ?? [] {
            let view = View(name: "\(controller.name).\(outlet.name)", className: outlet.className, traced: true)
            assignNumber(to: view)
            view.tracker = layoutTracker
            view.needsUpdateConstraints = false
            register(view)
            call(.initCoder, view, Simulator.coderArgument)
            // Decoding builds the hierarchy: the subview is in the root view without move callbacks.
            view.superview = rootView
            rootView.subviews.append(view)
            retain(view)
            decoded.append(view)
            controller.connectedOutlets.append((outlet.name, view))
        }
        for view in decoded { call(.awakeFromNib, view) }
        guard let reference = controller.scene else { return }
        for embedded in reference.scene.embeds {
            performEmbedSegue(to: embedded, of: reference.storyboard, in: controller, containerView: rootView)
        }
    }

    static let coderArgument = [Argument("coder", "NSCoder")]

    /// A container view's embed segue, while the parent's view loads: the child is made, the parent
    /// prepares for the segue, then the segue adds it as UIKit's containment guide says a container
    /// does — `addChild` (`willMove(toParent:)`), the child's view into the container view (it loads
    /// there), `didMove(toParent:)` (Apple docs, "UIStoryboardSegue": prepare(for:sender:) runs "when a
    /// segue is triggered, but before the visual transition occurs"; "Implementing a Container View
    /// Controller", "Adding a Child View Controller to Your Content"). The order — the parent's prepare, the
    /// child's `viewDidLoad()`, then the parent's — is the one a developer recorded (beepscore/LongTable,
    /// 2017). Not followed: arm1.ru's cheat sheet lists a pushed destination's `loadView()` before the
    /// source's `prepare(for:sender:)`, with no release and against Apple's account and remkoh.dev's log.
    private func performEmbedSegue(
        to index: Int, of storyboard: Storyboard, in parent: ViewController, containerView: View
    ) {
        let scope = openEvidence(.beepscoreEmbedSegueOrder, .appleContainerViewController)
        defer { closeEvidence(scope) }
        let child = instantiateScene(at: index, of: storyboard, name: nil)
        callDuringSegue(
            .prepareForSegue, on: parent, SegueInProgress(identifier: nil, source: parent, destination: child),
            [Argument("segue", "embed → \(child.name)"), Argument("sender", "nil")])
        // A controller just made has no parent and no presenter: attaching it cannot fail.
        guard (try? attachChild(child, to: parent)) != nil, let childView = try? loadedView(of: child) else { return }
        insert(childView, into: containerView)
        announceDidMove(child, to: parent)
    }

    /// `storyboard.instantiateViewController(withIdentifier:)`, `instantiateInitialViewController()`:
    /// UIStoryboard is iOS 5.0+ (Apple docs, "UIStoryboard").
    package func instantiateFromStoryboard(sceneAt index: Int, of storyboard: Storyboard, name: String?)
        throws(ModelError) -> ViewController
    {
        try require(.storyboards) { .storyboardClassNew(introduced: $0, running: profile.version) }
        return instantiateScene(at: index, of: storyboard, name: name)
    }

}

extension Simulator {
    /// The controller last made from a scene and still alive: a scene's name in the scenario's code
    /// (`user.tap(segue: "done", in: Detail)`) names the one a segue made.
    package func latestInstance(of scene: SceneReference) -> ViewController? {
        appState.controllers.last {
            !$0.isDeallocated && $0.scene?.storyboard === scene.storyboard && $0.scene?.index == scene.index
        }
    }
}
