/// Lazy view loading: the first access to `view` runs `loadView()` then `viewDidLoad()`.
extension Simulator {
    /// `controller.view`: loads the view if needed and returns it.
    @discardableResult
    package func accessView(of controller: ViewController) throws(ModelError) -> View {
        note(.accessView, controller)
        return try loadedView(of: controller)
    }

    /// `loadViewIfNeeded()`.
    package func loadViewIfNeeded(_ controller: ViewController) throws(ModelError) {
        try require(.api(.loadViewIfNeeded)) {
            .loadViewIfNeededNew(introduced: $0, running: profile.version, controller: controller.name)
        }
        note(.loadViewIfNeeded, controller)
        try loadedView(of: controller)
    }

    /// UIKit's own access to the view (transitions, the window).
    @discardableResult
    func loadedView(of controller: ViewController) throws(ModelError) -> View {
        if let view = controller.view { return view }
        let scope = openFallbackEvidence(.appleUIViewController); defer { closeEvidence(scope) }
        if controller.isLoadingView {
            // Apple docs, "loadView()": the view must be created here; reading `view` before it is
            // assigned calls loadView() again, forever. Misuse rule LL003 reports it; the model breaks
            // the recursion after one round with a plain view so the rest of the run can be shown.
            installRootView(in: controller)
            return controller.view!
        }
        controller.isLoadingView = true
        call(.loadView, controller) {
            // UIKit's loadView(): from the nib, or a plain UIView.
            self.installRootView(in: controller)
            self.loadNibContents(of: controller)
        }
        controller.isLoadingView = false
        if controller.view == nil {
            // An override that never assigned `view` nor called super: UIKit gets nil and makes one
            // anyway only to call loadView again; the model installs a plain view so the run can go on.
            installRootView(in: controller)
        }
        call(.viewDidLoad, controller)
        return controller.view!
    }

    func installRootView(in controller: ViewController) {
        guard controller.view == nil else { return }
        let view = View(name: "\(controller.name).view", traced: false)
        assignNumber(to: view)
        view.tracker = layoutTracker
        view.owner = controller
        controller.view = view
        register(view)
        retain(view)
    }
}
