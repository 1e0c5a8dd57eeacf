/// The navigation controller's delegate (UINavigationControllerDelegate): `navigationController(_:willShow:
/// animated:)` "before the navigation controller displays a view controller's view and navigation item
/// properties", `navigationController(_:didShow:animated:)` after (Apple docs, both iOS 2.0+). Where they fall
/// among the appearance callbacks: a published NSLog trace, "UIViewController Life Cycle" (vastdevblog.vast.com,
/// 2012; storyboard segues, so iOS 5 or later): willShow right after the incoming controller's
/// `viewWillAppear(_:)`, didShow right after its `viewDidAppear(_:)`, at launch, on a push and on a pop. At a
/// navigation controller's first display didShow comes twice — right after willShow and again after
/// `viewDidAppear(_:)` — in that trace and in Open Radar 44966342 (iOS 12.0, the window's root) and 29912893
/// (iOS 10, a tab shown for the first time). A back swipe tells willShow as it starts and nothing if it is
/// cancelled (Open Radar 21137690, 2015; BufferedNavigationController issue 5, iOS 7). That didShow comes
/// before a pushed controller's `didMove(toParent:)`, and what `setViewControllers` tells, are the model's
/// choices.
extension Simulator {
    /// `nav.delegate = …` (weak in UIKit: the model does not retain it).
    package func setDelegate(_ delegate: ModelObject?, of nav: NavigationController) {
        nav.delegate = delegate
    }

    /// Tells the delegate, if it implements the method, that `nav` will show or did show `controller`.
    func tellNavigationDelegate(
        _ callback: Callback, _ nav: NavigationController, showing controller: ViewController, animated: Bool,
        evidence: EvidenceSet = EvidenceSet(.vastUIViewControllerLifeCycle, .appleNavigationControllerDelegate)
    ) {
        guard let delegate = nav.delegate, delegate.implements(callback) else { return }
        withEvidence(evidence) {
            call(
                callback, delegate,
                [Argument("navigationController", nav.name), Argument("viewController", controller.name)]
                    + Simulator.animatedArgument(animated))
        }
    }
}
