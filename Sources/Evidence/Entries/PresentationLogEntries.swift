import LifecycleModel
import Texts

/// Published observations of presentations, dismissals and unwinding on devices (issue 23, part 5).
enum PresentationLogEntries {
    static let neuburgUnwind = EvidenceEntry(
        .neuburgUnwindLogs, .deviceLog,
        title:
            "bk2ch06p326PresentedCascadeUnwind, bk2ch06p327unwind2 and bk2ch06p326TabbedUnwind (Programming iOS examples)",
        source: "Matt Neuburg (github.com)", year: 2017,
        url:
            "https://github.com/mattneub/Programming-iOS-Book-Examples/blob/master/bk2ch06p326PresentedCascadeUnwind/PresentedCascadeUnwind/ViewController.swift",
        ios: 9...11,
        shows: LocalizedText(
            en:
                "Unwinding from the top of a cascade of presentations, and from push-push-present-present: a tap asks the source shouldPerformSegue, then canPerformUnwindSegueAction goes from the source down each presenter and through the navigation controller's children, nearest first; then the source's prepare(for:sender:), the action, the dismissal. His push-then-present log from the same 2017 update (bk2ch06p327unwind) asks the presenter inside the navigation controller before the source (he calls it a bug and reported it); the model follows these two logs instead. His 2015 (iOS 9) cascade log repeated the walk once per presenter, which iOS 10 no longer did. His TabbedUnwind log (iOS 9–11) unwinds from a controller the second tab presented to the first tab's root: the presenting tab is asked first, then the source, then the other tab from the top of its navigation stack; the tab bar controller selects that tab and the navigation controller pops.",
            ru:
                "Unwind с вершины каскада модальных показов и из конфигурации push-push-present-present: тап спрашивает у источника shouldPerformSegue, затем canPerformUnwindSegueAction идёт от источника вниз по каждому презентующему и по дочерним контроллерам навигационного, от ближнего к дальнему; потом prepare(for:sender:) источника, экшен, закрытие. В его логе из того же обновления 2017 года (bk2ch06p327unwind: push, затем present) презентующий внутри навигационного спрошен раньше источника — автор считает это багом и сообщил о нём; модель следует этим двум логам. Лог каскада 2015 года (iOS 9) повторял обход для каждого презентующего; на iOS 10 этого уже нет. Лог TabbedUnwind (iOS 9–11) делает unwind из контроллера, показанного второй вкладкой, к корню первой: сначала спрашивается показавшая вкладка, затем источник, затем другая вкладка от вершины её навигационного стека; tab bar controller выбирает эту вкладку, навигационный контроллер делает pop.",
            zh:
                "从多层模态呈现的顶端 unwind，以及 push-push-present-present 的情形：点击先询问源控制器的 shouldPerformSegue，随后 canPerformUnwindSegueAction 从源控制器开始，依次询问每个呈现者，再由近及远询问导航控制器的子控制器；之后是源控制器的 prepare(for:sender:)、unwind 方法和关闭。他在同一次 2017 年更新中先 push 再 present 的日志（bk2ch06p327unwind）里，导航控制器中的呈现者先于源控制器被询问（作者认为是 bug 并已报告）；模型采用这两份日志的顺序。他 2015 年（iOS 9）的级联日志会为每个呈现者重复一遍查找，iOS 10 起不再如此。他的 TabbedUnwind 日志（iOS 9–11）从第二个标签页呈现的控制器 unwind 到第一个标签页的根控制器：先询问发起呈现的标签页，再询问源控制器，然后从另一个标签页导航栈的顶端往下询问；tab bar controller 选中该标签页，导航控制器随之 pop。"
        ))

    static let regularberry = EvidenceEntry(
        .regularberryPresenterReappears, .deviceLog, title: "Why isn't viewWillAppear getting called?",
        source: "regularberry.github.io (first on Medium)", year: 2019,
        url: "https://regularberry.github.io/2019/02/22/why-isnt-viewwillappear-getting-called.html", ios: 12...12,
        shows: LocalizedText(
            en:
                "A table, per presentation style, of whether dismissing gives the presenter viewWillAppear, on an iPhone and on an iPad: yes for full screen and current context; on an iPhone also for page sheet, form sheet and popover, which cover the screen there; never for custom, over full screen and over current context.",
            ru:
                "Таблица по стилям показа: получает ли презентующий контроллер viewWillAppear при закрытии, на iPhone и на iPad. Да — для full screen и current context; на iPhone также для page sheet, form sheet и popover, которые там закрывают весь экран; никогда — для custom, over full screen и over current context.",
            zh:
                "按呈现样式列出关闭时呈现者是否收到 viewWillAppear（iPhone 与 iPad 分列）：全屏和 current context 都会；在 iPhone 上 page sheet、form sheet 和 popover 也会，因为它们在那里覆盖全屏；custom、over full screen 和 over current context 都不会。"
        ))

    static let aokiplayer = EvidenceEntry(
        .aokiplayerLifecycleMethods, .deviceLog, title: "UIViewControllerのライフサイクルメソッド",
        source: "yagamo-style.com (aokiplayer)", year: 2019,
        url: "https://yagamo-style.com/2019/05/21/viewcontrollerlifecycle/", ios: 12...26,
        shows: LocalizedText(
            en:
                "A console log on iOS 12.2 (Xcode 10.2): a Present Modally segue and an unwind back. The unwind prints the source's prepare(for:sender:), the action, then the presenting root's viewWillAppear, a layout pass, viewDidAppear, the scene's viewDidDisappear and deinit, and a second layout pass of the root. The presentation matches remkoh.dev's except for one more layout pass of the presented scene, which the model leaves out (remkoh.dev's log of the same release has none).",
            ru:
                "Лог консоли на iOS 12.2 (Xcode 10.2): segue Present Modally и unwind обратно. При unwind печатаются prepare(for:sender:) источника, экшен, затем у корневого презентующего viewWillAppear, раскладка, viewDidAppear, у сцены viewDidDisappear и deinit, и вторая раскладка корневого. Показ совпадает с логом remkoh.dev, кроме ещё одной раскладки показанной сцены, которую модель не повторяет (в логе remkoh.dev на той же версии её нет).",
            zh:
                "iOS 12.2（Xcode 10.2）上的控制台日志：Present Modally segue，再 unwind 返回。unwind 依次打印源控制器的 prepare(for:sender:)、unwind 方法，然后是作为根的呈现者的 viewWillAppear、一次布局、viewDidAppear，被呈现场景的 viewDidDisappear 和 deinit，最后根控制器再布局一次。呈现过程与 remkoh.dev 的日志一致，只是被呈现场景多布局了一次，模型不采用（同一版本上 remkoh.dev 的日志没有这一次）。"
        ))

    static let neuburgContextOnPhone = EvidenceEntry(
        .neuburgContextPresentationOnPhone, .developerReport,
        title: "bk2ch06p270modalPresentationContext (Programming iOS examples)",
        source: "Matt Neuburg (github.com)", year: 2014,
        url:
            "https://github.com/mattneub/Programming-iOS-Book-Examples/blob/master/bk2ch06p270modalPresentationContext/ch19p607modalPresentationContext/FirstViewController.swift",
        ios: 6...8,
        shows: LocalizedText(
            en:
                "A tab's controller that defines the presentation context presents with .currentContext; the example notes that from iOS 8 this works on an iPhone as on an iPad, the presented controller appearing inside the tabbed interface. Before, an iPhone showed a presented controller full screen: his Programming iOS 6 (2013) says it takes over the entire interface, “On the iPhone, this is always the case”.",
            ru:
                "Контроллер вкладки, определяющий контекст показа, показывает другой со стилем .currentContext; в примере отмечено, что с iOS 8 это работает на iPhone так же, как на iPad: показанный контроллер появляется внутри интерфейса с вкладками. Раньше iPhone показывал модальный контроллер на весь экран: в его книге Programming iOS 6 (2013) сказано, что он занимает весь интерфейс, «On the iPhone, this is always the case».",
            zh:
                "一个定义了呈现上下文的标签页控制器以 .currentContext 呈现另一个控制器；示例注明从 iOS 8 起这在 iPhone 上和 iPad 上一样有效，被呈现的控制器出现在标签栏界面之内。在此之前 iPhone 总是全屏显示被呈现的控制器：他的 Programming iOS 6（2013）写道它会占据整个界面，“On the iPhone, this is always the case”。"
        ))
}
