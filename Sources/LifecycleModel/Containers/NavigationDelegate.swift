/// The navigation controller's delegate (UINavigationControllerDelegate): `navigationController(_:willShow:
/// animated:)` "before the navigation controller displays a view controller's view and navigation item
/// properties", `navigationController(_:didShow:animated:)` after (Apple docs, both iOS 2.0+). Where they fall
/// among the appearance callbacks comes from a published log, "UIViewController Life Cycle" (vastdevblog.vast
/// .com, 2012, iOS 5: a storyboard push and the back button): the incoming controller's `viewWillAppear(_:)`,
/// then willShow; the outgoing controller's `viewDidDisappear(_:)`, the incoming one's `viewDidAppear(_:)`, then
/// didShow — at launch too. At launch that log also prints a didShow before the root's `viewDidAppear(_:)`,
/// once, on iOS 5: not modelled. That didShow comes before the pushed controller's `didMove(toParent:)`, and
/// that a cancelled back swipe, which tells willShow as it starts, tells nothing more, are the model's choices.
extension Simulator {
    /// `nav.delegate = …` (weak in UIKit: the model does not retain it).
    package func setDelegate(_ delegate: ModelObject?, of nav: NavigationController) {
        nav.delegate = delegate
    }

    /// Tells the delegate, if it implements the method, that `nav` will show or did show `controller`.
    func tellNavigationDelegate(
        _ callback: Callback, _ nav: NavigationController, showing controller: ViewController, animated: Bool
    ) {
        guard let delegate = nav.delegate, delegate.definition?.override(of: callback) != nil else { return }
        withEvidence(.vastUIViewControllerLifeCycle, .appleNavigationControllerDelegate) {
            call(
                callback, delegate,
                [
                    Argument("navigationController", nav.name), Argument("viewController", controller.name),
                    Argument("animated", animated ? "true" : "false"),
                ])
        }
    }
}
