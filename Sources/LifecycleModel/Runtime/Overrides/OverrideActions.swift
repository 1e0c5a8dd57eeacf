/// What an override body (or the scenario) may do besides UIKit's public API: the model records it,
/// follows its consequence, and tells the observers (the misuse rules).
extension Simulator {
    /// `A.loadView()` called by app code: UIKit's implementation runs outside its loading path — the
    /// view is created but `viewDidLoad()` never follows (`.appleLoadView`).
    package func callLoadViewDirectly(_ controller: ViewController) {
        note(.callLoadView, controller)
        withEvidence(.appleLoadView) { call(.loadView, controller) { self.installRootView(in: controller) } }
    }

    /// An override body ran `super.<callback>(…)`.
    package func noteSuperCall(in object: ModelObject, callback: Callback) {
        note(.callSuper, object, detail: .superCall(callback))
    }

    /// `view = someView` (usually in `loadView()`): the controller's root view is replaced.
    package func assignView(_ view: View, to controller: ViewController) {
        note(.assignView, controller, view)
        guard controller.view !== view else { return }
        retain(view)
        if let old = controller.view {
            old.owner = nil
            if old.superview != nil { detach(old) }
            release(old)
        }
        view.owner = controller
        controller.view = view
    }

    /// A call into app code the model does not model (`reload()`, `store.fetchAll()`, `Thread.sleep(…)`):
    /// it only happens, and the rules judge whether it is expensive where it is made.
    package func runAppCode(_ name: String, on target: ModelObject) {
        note(.appCall, target, detail: .appMethod(name))
    }

    /// A closure stored in a property of `object`. Capturing `self` strongly makes the object hold
    /// itself: its count cannot reach zero again (a retain cycle), and `deinit` never runs.
    package func storeClosure(in object: ModelObject, property: String, capturesSelfStrongly: Bool) {
        guard capturesSelfStrongly else { return }
        note(.captureSelf, object, detail: .closureProperty(property))
        object.selfRetainCount += 1
        retain(object)
    }

    /// `NSLayoutConstraint.activate([...])` from an override of `controller` (or a view): the owner's
    /// constraints and layout are invalidated.
    package func activateConstraints(from object: ModelObject) {
        note(.activateConstraints, object)
        let view = (object as? ViewController)?.view ?? (object as? View)
        guard let view else { return }
        view.needsUpdateConstraints = true
        view.needsLayout = true
        layoutMayBeNeeded = true
    }

    /// A read or write through an `@IBOutlet` of `controller` (nil until its view loads).
    /// Reading an `@IBOutlet`: the view the nib connected once the controller's view has loaded, nil
    /// before (Open Radar 18748242, iOS 8: a storyboard controller's outlets are nil in `awakeFromNib`).
    package func accessOutlet(_ name: String, of controller: ViewController) -> View? {
        note(.accessOutlet, controller, detail: .outlet(name))
        return controller.connectedOutlets.first { $0.name == name }?.view
    }

    /// A stored property of `holder` keeps `object` (`let content = UIViewController()`): released
    /// when the holder is deallocated.
    package func hold(_ object: ModelObject, by holder: ModelObject) {
        retain(object)
        holder.heldObjects.append(object)
    }

    /// The property that held `object` now holds something else (or nil): it lets go.
    package func letGo(_ object: ModelObject, heldBy holder: ModelObject) {
        guard let index = holder.heldObjects.firstIndex(where: { $0 === object }) else { return }
        holder.heldObjects.remove(at: index)
        release(object)
    }
}
