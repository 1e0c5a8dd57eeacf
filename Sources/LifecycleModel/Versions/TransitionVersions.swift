/// The transition orders that differ between releases, derived from the release number (each flag is
/// read at the one place its behaviour is modelled). Each flag names the logs on either side of its line;
/// where they leave the exact release open the comment says where the model draws it and why.
extension VersionProfile {
    /// A non-animated push ends after the commit that lays the new top out, in a transaction of its
    /// own (iOS 13+), instead of inside the navigation controller's layout pass, before the new top's
    /// first `viewWillLayoutSubviews()` (iOS 12 and earlier). Older logs: darkjoin, "视图控制器的生命周期"
    /// (its "不使用动画过渡" column; an iOS 10 demo) and jianshu.com/p/ff7ded05242d ("viewDidAppear: 函数调用比
    /// viewWillLayoutSubviews、viewDidLayoutSubviews 还早"): `viewDidAppear(_:)` before the first layout. Recent: Apple docs,
    /// "viewIsAppearing(_:)" (iOS 17 SDK) — `viewWillAppear(_:)` and `viewIsAppearing(_:)` share the
    /// transaction in which the view is added and laid out, and `viewDidAppear(_:)` "is called in a
    /// separate CATransaction at the end" (WWDC23 "What's new in UIKit"), with no exception for `animated: false`.
    /// No log pins the release in between; the model draws the line at iOS 13, the oldest release whose
    /// appearance callbacks the iOS 17 documentation describes (`viewIsAppearing(_:)` back-deploys there).
    /// Every non-animated stack change (pop, `setViewControllers`) takes the same deferred transition.
    package var nonAnimatedPushEndsAfterCommit: Bool { version.major >= 13 }
    /// At launch the root's view is laid out a second time before its `viewDidAppear(_:)` (iOS 11+), with
    /// the views of the controllers shown inside it. One pass in darkjoin's "视图控制器的生命周期" (its
    /// demo is an Xcode 8.2 project for iOS 10.2); two in "UIPageViewController's setViewController
    /// invokes unexpected view lifecycle" (stackoverflow.com/questions/48653763, February 2018, iOS 11:
    /// a root and its child) and in "viewController方法的调用" (jianshu.com/p/4d42363993b7, "app 启动后的流程").
    /// iOS 11 is the first with the second pass (the February 2018 log above); darkjoin's iOS 10 demo has one.
    package var laysOutRootTwiceAtLaunch: Bool { version.major >= 11 }
}
