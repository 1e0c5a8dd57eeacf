/// `app.didReceiveMemoryWarning()`. Every live view controller gets `didReceiveMemoryWarning()` —
/// each observes the memory-warning notification from its `init`, so on screen or not, in creation
/// order ("all your controllers receive didReceiveMemoryWarning. It's like an NSNotification",
/// blog.lukhnos.org/post/101548146). On iOS 5 and earlier UIKit's implementation (`super`) then
/// releases the view if it "does not have a superview and can be reloaded" (UIViewController reference,
/// iOS 5 SDK, "didReceiveMemoryWarning"): `viewWillUnload()` (iOS 5 only), the view goes (with any
/// subview nothing else holds), `viewDidUnload()`; the next `view` access runs `loadView()` and
/// `viewDidLoad()` again. An override that skips `super` keeps the view. From iOS 6 views are never
/// unloaded (Apple docs, "viewDidUnload()": deprecated in iOS 6, "no longer called").
/// The scenario's own observers of `UIApplication.didReceiveMemoryWarningNotification` get it after the
/// controllers (which registered from `init`, before any code of theirs ran; the centre delivers in
/// registration order — the model does not interleave controllers created after an observer was added).
///
/// The app delegate's `applicationDidReceiveMemoryWarning(_:)` comes first — with scenes too, as the scene
/// delegate has no such method. No published log orders it against the controllers: the model's choice
/// (`.modelMemoryWarningDelegateFirst`) follows Apple's list in "Responding to memory warnings" (the
/// delegate, the controllers, then the notification) and Chinese blog articles that say the delegate is
/// called before every controller ("Correct processing of memory warning", topic.alibabacloud.com; CSDN
/// lee89757); one CSDN note (u010438187) says instead that observers of the notification run before a
/// controller's method. None is a log, so none is cited as evidence of the order.
extension Simulator {
    package func receiveMemoryWarning() throws(ModelError) {
        withEvidence(.modelMemoryWarningDelegateFirst) {
            call(.applicationDidReceiveMemoryWarning, appDelegate(), [Simulator.applicationArgument])
        }
        let scope = openEvidence(.lukhnosMemoryWarnings); defer { closeEvidence(scope) }
        appState.controllers.removeAll { $0.isDeallocated }
        for controller in appState.controllers where !controller.isDeallocated {
            call(.didReceiveMemoryWarning, controller) {
                if self.profile.unloadsViewsOnMemoryWarning { self.unloadViewIfOffScreen(controller) }
            }
        }
        try postLifecycleNotification(.didReceiveMemoryWarning)
    }

    private func unloadViewIfOffScreen(_ controller: ViewController) {
        let scope = openEvidence(.appleViewDidUnload); defer { closeEvidence(scope) }
        guard let view = controller.view, view.superview == nil, !controller.isLoadingView else { return }
        if profile.hasViewWillUnload { call(.viewWillUnload, controller) }
        controller.view = nil
        controller.geometryAccurate = false
        view.owner = nil
        release(view)
        call(.viewDidUnload, controller)
    }
}
