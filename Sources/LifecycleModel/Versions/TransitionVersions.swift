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
    /// `pushViewController(_:animated:)` on a navigation controller on screen loads the pushed view
    /// (`loadView`, `viewDidLoad`) before it returns, so the caller's next line finds its outlets set; from
    /// iOS 7 the view loads after the call, when the transition starts ("iOS6/7のviewDidLoadが呼ばれる
    /// タイミングの違い", quesera2.hatenablog.jp, 2014: `vc.hogeLabel.text = …` right after the push
    /// works on iOS 6 and finds nil on iOS 7). iOS 5 is not in that comparison; the model gives it iOS 6's
    /// behaviour (the model's choice: the later change is the one the log dates).
    package var pushLoadsViewInsideCall: Bool { version.major <= 6 }
    /// iOS 7: after an animated push ends, the pushed controller is laid out again, after its
    /// `viewDidAppear(_:)` ("iOS7,8,9のアプリケーションライフサイクル", blog.uso400.net, iOS 7.1.2: "SecondViewController
    /// viewDidAppear, SecondViewController viewWillLayoutSubviews, SecondViewController viewDidLayoutSubviews").
    /// Later logs of the same push show no such pass (darkjoin's iOS 10 table; jianshu.com/p/4d42363993b7,
    /// iOS 9 or later). The model keeps it to the one release logged: iOS 8 and iOS 5–6 have no log of it.
    package var relaysOutPushedControllerAfterAnimation: Bool { version.major == 7 }
}
