import LifecycleModel
import Testing

@testable import Scenario

/// The orders published articles logged, run end to end through the scenario language (ARCHITECTURE.md,
/// "Sources", names each article). Each test compares the WHOLE order of the callbacks the article's
/// log printed (the articles override only some methods, so the trace is filtered to those objects
/// and callbacks).
@Suite struct PublishedOrderTests {
    static let navSetup = TraceOrder.navigationShown(root: "First")
    static let windowSetup = """
        window.rootViewController = First
        window.makeKeyAndVisible()
        """
    let logged = TraceOrder.loggedByArticles
    let both: Set<String> = ["First", "Second"]

    // MARK: darkjoin, "视图控制器的生命周期" (its table; its demo is an Xcode 8.2 project for iOS 10.2:
    // no viewIsAppearing, .automatic = full screen)

    /// One layout pass at launch: iOS 10, run as iOS 8 (the model's newest row before 12); every release
    /// has one pass (DeviceLogAgreementTests: Matt Neuburg's launch logs).
    @Test func darkjoinTable_firstControllerShown_iOS10_modelledAsIOS8() throws {
        let trace = try TraceOrder.run(Self.windowSetup, ios: 8)
        #expect(
            TraceOrder.lines(trace, objects: both, callbacks: logged) == [
                "First init(nibName:bundle:)", "First loadView()", "First viewDidLoad()", "First viewWillAppear(_:)",
                "First viewWillLayoutSubviews()", "First viewDidLayoutSubviews()", "First viewDidAppear(_:)",
            ])
    }

    /// From iOS 13 `viewIsAppearing(_:)` (back-deployed; Apple docs, "viewIsAppearing(_:)": "after the
    /// viewWillAppear(_:) call… after it adds the view… to the view hierarchy") sits between
    /// viewWillAppear and the first layout; still one layout pass (DeviceLogAgreementTests).
    @Test func darkjoinTable_firstControllerShown_iOS13andLater_addsViewIsAppearing() throws {
        for ios in [13, 17, 26] {
            let trace = try TraceOrder.run(Self.windowSetup, ios: ios)
            #expect(
                TraceOrder.lines(trace, objects: both, callbacks: logged.union(["viewIsAppearing(_:)"])) == [
                    "First init(nibName:bundle:)", "First loadView()", "First viewDidLoad()",
                    "First viewWillAppear(_:)",
                    "First viewIsAppearing(_:)", "First viewWillLayoutSubviews()", "First viewDidLayoutSubviews()",
                    "First viewDidAppear(_:)",
                ])
        }
    }

    /// The article's iOS 10 demo, modelled as iOS 8 (the newest row before iOS 12): the presenter is not laid
    /// out under the modal. From iOS 12 it is (remkoh.dev's log; PublishedPresentationOrderTests).
    @Test func darkjoinTable_present_iOS10_modelledAsIOS8_automaticIsFullScreen() throws {
        let trace = try TraceOrder.run(Self.windowSetup + "\nFirst.present(Second, animated: true)", ios: 8)
        #expect(
            TraceOrder.lines(trace, line: 3, objects: both, callbacks: logged) == [
                "Second init(nibName:bundle:)", "Second loadView()", "Second viewDidLoad()",
                "First viewWillDisappear(_:)",
                "Second viewWillAppear(_:)", "Second viewWillLayoutSubviews()", "Second viewDidLayoutSubviews()",
                "Second viewDidAppear(_:)", "First viewDidDisappear(_:)",
            ])
    }

    /// The article's present column is wrong from iOS 13 for the default style: `.automatic` resolves to
    /// `.pageSheet` (Apple docs, "UIModalPresentationStyle.automatic"), the presenter stays in the window
    /// and gets no disappear callbacks. With `.fullScreen` the article's order holds again, with the
    /// presenter's layout pass under the modal that remkoh.dev's log adds from iOS 12.
    @Test func darkjoinTable_present_iOS13andLater_sheetKeepsPresenter() throws {
        let trace = try TraceOrder.run(Self.windowSetup + "\nFirst.present(Second, animated: true)", ios: 26)
        #expect(
            TraceOrder.lines(trace, line: 3, objects: both, callbacks: logged) == [
                "Second init(nibName:bundle:)", "Second loadView()", "Second viewDidLoad()",
                "Second viewWillAppear(_:)",
                "Second viewWillLayoutSubviews()", "Second viewDidLayoutSubviews()", "Second viewDidAppear(_:)",
            ])
        let fullScreen = try TraceOrder.run(
            Self.windowSetup + """

                Second.modalPresentationStyle = .fullScreen
                First.present(Second, animated: true)
                """, ios: 26)
        #expect(
            TraceOrder.lines(fullScreen, line: 4, objects: both, callbacks: logged) == [
                "Second loadView()", "Second viewDidLoad()", "First viewWillDisappear(_:)", "Second viewWillAppear(_:)",
                "Second viewWillLayoutSubviews()", "Second viewDidLayoutSubviews()", "First viewWillLayoutSubviews()",
                "First viewDidLayoutSubviews()", "Second viewDidAppear(_:)", "First viewDidDisappear(_:)",
            ])
    }

    /// The table's dismissal holds before iOS 12; from iOS 12 the returning root is also laid out before its
    /// viewDidAppear and after the dismissed controller's viewDidDisappear (yagamo-style.com's iOS 12.2 log,
    /// YagamoStyleUnwindLogTests).
    @Test func darkjoinTable_dismiss_beforeIOS12_andIOS12() throws {
        let source = Self.windowSetup + "\nFirst.present(Second, animated: true)\nSecond.dismiss(animated: true)"
        #expect(
            TraceOrder.lines(try TraceOrder.run(source, ios: 11), line: 4, objects: both, callbacks: logged) == [
                "Second viewWillDisappear(_:)", "First viewWillAppear(_:)", "First viewDidAppear(_:)",
                "Second viewDidDisappear(_:)",
            ])
        #expect(
            TraceOrder.lines(try TraceOrder.run(source, ios: 12), line: 4, objects: both, callbacks: logged) == [
                "Second viewWillDisappear(_:)", "First viewWillAppear(_:)", "First viewWillLayoutSubviews()",
                "First viewDidLayoutSubviews()", "First viewDidAppear(_:)", "Second viewDidDisappear(_:)",
                "First viewWillLayoutSubviews()", "First viewDidLayoutSubviews()",
            ])
    }

    /// Dismissing a sheet (the iOS 13+ default) gives the presenter nothing: "Mistake 4" of
    /// "UIViewController lifecycle: the definitive correctness guide".
    @Test func darkjoinTable_dismiss_iOS13andLater_sheetPresenterGetsNothing() throws {
        let trace = try TraceOrder.run(
            Self.windowSetup + "\nFirst.present(Second, animated: true)\nSecond.dismiss(animated: true)", ios: 17)
        #expect(
            TraceOrder.lines(trace, line: 4, objects: both, callbacks: logged) == [
                "Second viewWillDisappear(_:)", "Second viewDidDisappear(_:)",
            ])
    }

    @Test func darkjoinTable_pushAnimated() throws {
        for ios in [12, 26] {
            let trace = try TraceOrder.run(Self.navSetup + "\nnav.pushViewController(Second, animated: true)", ios: ios)
            #expect(
                TraceOrder.lines(trace, line: 4, objects: both, callbacks: logged) == [
                    "Second init(nibName:bundle:)", "Second loadView()", "Second viewDidLoad()",
                    "First viewWillDisappear(_:)",
                    "Second viewWillAppear(_:)", "Second viewWillLayoutSubviews()", "Second viewDidLayoutSubviews()",
                    "First viewDidDisappear(_:)", "Second viewDidAppear(_:)",
                ])
        }
    }

    /// Without animation the transition ends inside the navigation controller's layout pass; the new
    /// controller's own layout comes after its viewDidAppear (the article's "不使用动画过渡" column, iOS 10).
    /// Modelled up to iOS 12; from iOS 13 the order follows Apple's viewIsAppearing(_:) documentation
    /// (DeviceLogAgreementTests).
    @Test func darkjoinTable_pushNotAnimated_upToIOS12() throws {
        for ios in [8, 12] {
            let trace = try TraceOrder.run(
                Self.navSetup + "\nnav.pushViewController(Second, animated: false)", ios: ios)
            #expect(
                TraceOrder.lines(trace, line: 4, objects: both, callbacks: logged) == [
                    "Second init(nibName:bundle:)", "Second loadView()", "Second viewDidLoad()",
                    "First viewWillDisappear(_:)",
                    "Second viewWillAppear(_:)", "First viewDidDisappear(_:)", "Second viewDidAppear(_:)",
                    "Second viewWillLayoutSubviews()", "Second viewDidLayoutSubviews()",
                ])
        }
    }

    @Test func darkjoinTable_back() throws {
        for ios in [12, 26] {
            let trace = try TraceOrder.run(
                Self.navSetup
                    + "\nnav.pushViewController(Second, animated: true)\nnav.popViewController(animated: true)",
                ios: ios)
            #expect(
                TraceOrder.lines(trace, line: 5, objects: both, callbacks: logged) == [
                    "Second viewWillDisappear(_:)", "First viewWillAppear(_:)", "Second viewDidDisappear(_:)",
                    "First viewDidAppear(_:)",
                ])
        }
    }

    // MARK: "iOS - UIViewController 生命周期" (齐生, 2025: "VC(A) 切换到 VC(B)" and "VC 与 View 的交叉")

    @Test func qiSheng2025_switchFromAtoB_isAnAnimatedPush() throws {
        let trace = try TraceOrder.run(
            """
            let nav = UINavigationController(rootViewController: A)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            nav.pushViewController(B, animated: true)
            """)
        let logged: Set<String> = [
            "loadView()", "viewDidLoad()", "viewWillDisappear(_:)", "viewWillAppear(_:)",
            "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "viewDidDisappear(_:)", "viewDidAppear(_:)",
        ]
        #expect(
            TraceOrder.lines(trace, line: 4, objects: ["A", "B"], callbacks: logged) == [
                "B loadView()", "B viewDidLoad()", "A viewWillDisappear(_:)", "B viewWillAppear(_:)",
                "B viewWillLayoutSubviews()", "B viewDidLayoutSubviews()", "A viewDidDisappear(_:)",
                "B viewDidAppear(_:)",
            ])
    }

    /// The subview added in viewDidLoad moves to the window after viewWillAppear, and its own
    /// layoutSubviews follows the controller's viewDidLayoutSubviews ("iOS - UIViewController 生命周期" explains why: the
    /// controller's pass ends before the subviews are laid out). The article lists one layout pass and
    /// does not say how the controller is shown; shown at launch, one pass, as the launch logs show.
    @Test func qiSheng2025_controllerAndViewInterleave() throws {
        let trace = try TraceOrder.run(
            """
            class VC: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let viewB = UIView()
                    view.addSubview(viewB)
                }
            }
            let A = VC()
            window.rootViewController = A
            window.makeKeyAndVisible()
            """)
        let logged: Set<String> = [
            "viewWillAppear(_:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "viewDidAppear(_:)",
            "willMove(toSuperview:)", "didMoveToSuperview()", "willMove(toWindow:)", "didMoveToWindow()",
            "layoutSubviews()",
        ]
        #expect(
            TraceOrder.lines(trace, objects: ["A", "viewB"], callbacks: logged) == [
                "viewB willMove(toSuperview:)", "viewB didMoveToSuperview()",
                "A viewWillAppear(_:)", "viewB willMove(toWindow:)", "viewB didMoveToWindow()",
                "A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()", "viewB layoutSubviews()",
                "A viewDidAppear(_:)",
            ])
        // The subview is created and added inside viewDidLoad: one level deeper.
        #expect(trace.events.first { $0.object == "viewB" }?.depth == 1)
    }

    // MARK: "UIViewController lifecycle: the definitive correctness guide" (its numbered sequence, steps 1–16)

    static let correctnessGuideScenario = """
        class Screen: UIViewController {}
        let nav = UINavigationController(rootViewController: Home)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(Screen(), animated: true)
        nav.popViewController(animated: true)
        """
    static let correctnessGuideLogged: Set<String> = TraceOrder.loggedByArticles.union([
        "viewIsAppearing(_:)", "deinit",
    ])

    @Test func correctnessGuide_numberedSequence_iOS13andLater() throws {
        for ios in [13, 17, 26] {
            let trace = try TraceOrder.run(Self.correctnessGuideScenario, ios: ios)
            #expect(
                TraceOrder.lines(trace, objects: ["Screen"], callbacks: Self.correctnessGuideLogged) == [
                    "Screen init(nibName:bundle:)", "Screen loadView()", "Screen viewDidLoad()",
                    "Screen viewWillAppear(_:)",
                    "Screen viewIsAppearing(_:)", "Screen viewWillLayoutSubviews()", "Screen viewDidLayoutSubviews()",
                    "Screen viewDidAppear(_:)", "Screen viewWillDisappear(_:)", "Screen viewDidDisappear(_:)",
                    "Screen deinit",
                ])
        }
    }

    /// The guide says steps 4–8 share one CATransaction and viewDidAppear (step 13) runs in a later one.
    @Test func correctnessGuide_viewDidAppearRunsInALaterTransaction() throws {
        let trace = try TraceOrder.run(Self.correctnessGuideScenario)
        let screen = trace.events.filter { $0.object == "Screen" }
        let willAppear = try #require(screen.first { $0.callback == "viewWillAppear(_:)" })
        let isAppearing = try #require(screen.first { $0.callback == "viewIsAppearing(_:)" })
        let didAppear = try #require(screen.first { $0.callback == "viewDidAppear(_:)" })
        #expect(willAppear.transaction == isAppearing.transaction)
        #expect(didAppear.transaction > willAppear.transaction)
    }

    /// The guide's step 8 does not exist before iOS 13: viewIsAppearing is back-deployed to 13 only.
    @Test func correctnessGuide_numberedSequence_iOS12_hasNoViewIsAppearing() throws {
        let trace = try TraceOrder.run(Self.correctnessGuideScenario, ios: 12)
        #expect(!TraceOrder.lines(trace, objects: ["Screen"]).contains("Screen viewIsAppearing(_:)"))
        #expect(TraceOrder.lines(trace, objects: ["Screen"], callbacks: Self.correctnessGuideLogged).count == 10)
    }

    /// The guide's "Mistake 4" says only `.fullScreen` and `.overFullScreen` give the presenter its
    /// appearance cycle. Wrong for `.overFullScreen`: "the views beneath the presented content aren't
    /// removed from the view hierarchy" (Apple docs, "UIModalPresentationStyle.overFullScreen").
    @Test func correctnessGuide_overFullScreenKeepsThePresenter() throws {
        let trace = try TraceOrder.run(
            Self.windowSetup
                + "\nSecond.modalPresentationStyle = .overFullScreen\nFirst.present(Second, animated: true)\nSecond.dismiss(animated: true)"
        )
        #expect(
            TraceOrder.lines(trace, objects: ["First"], callbacks: ["viewWillDisappear(_:)", "viewDidDisappear(_:)"])
                .isEmpty)
        #expect(TraceOrder.lines(trace, line: 5, objects: ["First"]).isEmpty)
    }

    // MARK: A published device log: storyboard controllers, push and pop, then dealloc

    /// http://readke.com/c/0Z41505102021.html (also jianshu.com/p/4d42363993b7), steps 1–26 (its
    /// `loadViewIfNeeded` lines are the logger's own calls, not callbacks, and are left out; it names no
    /// iOS version, and `loadViewIfNeeded` makes it iOS 9 or later). Its launch (steps 1–10) lays the first
    /// controller out twice before viewDidAppear; the model does not: it lays it out once, as Matt
    /// Neuburg's launch logs (iOS 8, 10, 11, 15), blog.uso400.net's iOS 7.1.2 log of a navigation
    /// controller's first controller and a 2020 log that also pushes (juejin.cn/post/6844904181753446408)
    /// show. Steps 8–9 are the one difference; everything else agrees.
    @Test func publishedLog_storyboardLaunchPushThenPopThenDealloc_exceptTheSecondLaunchPass() throws {
        let trace = try TraceOrder.run(
            """
            let nav = UINavigationController(rootViewController: storyboard.instantiateInitialViewController())
            window.rootViewController = nav
            window.makeKeyAndVisible()
            nav.pushViewController(storyboard.instantiateViewController(withIdentifier: "B"), animated: true)
            nav.popViewController(animated: true)
            """)
        let logged = TraceOrder.loggedByArticles.union(["init(coder:)", "deinit"])
        let named = TraceOrder.lines(trace, callbacks: logged).filter { !$0.hasPrefix("nav ") }
            .map { $0.replacingFirst("UIViewController#2", with: "B").replacingFirst("UIViewController", with: "A") }
        #expect(
            named == [
                "A init(coder:)", "A loadView()", "A viewDidLoad()", "A viewWillAppear(_:)",
                "A viewWillLayoutSubviews()", "A viewDidLayoutSubviews()", "A viewDidAppear(_:)",
                "B init(coder:)", "B loadView()", "B viewDidLoad()", "A viewWillDisappear(_:)", "B viewWillAppear(_:)",
                "B viewWillLayoutSubviews()", "B viewDidLayoutSubviews()", "A viewDidDisappear(_:)",
                "B viewDidAppear(_:)",
                "B viewWillDisappear(_:)", "A viewWillAppear(_:)", "B viewDidDisappear(_:)", "A viewDidAppear(_:)",
                "B deinit",
            ])
    }
}

extension String {
    fileprivate func replacingFirst(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix + " ") ? replacement + dropFirst(prefix.count) : self
    }
}
