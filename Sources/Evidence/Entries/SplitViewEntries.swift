import LifecycleModel
import Texts

/// The sources of the split view controller model (Containers/SplitViewController.swift,
/// SplitViewDisplay.swift). No published device log or UIKit test prints the columns' appearance
/// callbacks (searches of pages, code and issues, November 2026): the documentation says what is shown,
/// one developer's article says when it collapses, and the order among columns is the model's choice.
enum SplitViewEntries {
    static let splitViewController = EvidenceEntry(
        .appleSplitViewController, .appleDocumentation, title: "UISplitViewController",
        source: "Apple Developer Documentation", year: nil,
        url: "https://developer.apple.com/documentation/uikit/uisplitviewcontroller", ios: 8...26,
        shows: LocalizedText(
            en:
                "A compact width collapses the split to one controller: classic splits ask the delegate's splitViewController(_:collapseSecondary:onto:), and by default a navigation controller primary pushes the secondary; a column-style split shows its .compact column. A column-style split puts a primary, supplementary or secondary child that is not a navigation controller in a navigation controller of its own.",
            ru:
                "При компактной ширине split сворачивается до одного контроллера: классический спрашивает splitViewController(_:collapseSecondary:onto:) у делегата, а по умолчанию навигационный primary делает push secondary; split с колонками показывает колонку .compact. Split с колонками помещает дочерний контроллер колонки primary, supplementary или secondary, если это не навигационный контроллер, в собственный навигационный контроллер.",
            zh:
                "紧凑宽度下分栏折叠为一个控制器：经典分栏先询问代理的 splitViewController(_:collapseSecondary:onto:)，默认由作为 primary 的导航控制器把 secondary 推入栈中；分栏样式则显示 .compact 列。分栏样式的 primary、supplementary 或 secondary 子控制器若不是导航控制器，分栏会为它创建一个导航控制器。"
        ))

    static let showDetailViewController = EvidenceEntry(
        .appleShowDetailViewController, .appleDocumentation, title: "showDetailViewController(_:sender:)",
        source: "Apple Developer Documentation", year: nil,
        url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/showdetailviewcontroller(_:sender:)",
        ios: 8...26,
        shows: LocalizedText(
            en:
                "In a regular environment the split view controller installs the controller as its secondary; in a compact one it calls show(_:sender:), which a navigation controller answers with a push.",
            ru:
                "В обычной (regular) среде split устанавливает контроллер как secondary; в компактной вызывает show(_:sender:), на что навигационный контроллер отвечает push.",
            zh: "在常规宽度下，分栏控制器把它装为 secondary；在紧凑宽度下调用 show(_:sender:)，导航控制器以 push 响应。"))

    static let commandshiftCollapse = EvidenceEntry(
        .commandshiftSplitCollapse, .developerReport, title: "Understanding split view controller",
        source: "Richard Turton (commandshift.co.uk)", year: 2016,
        url: "http://commandshift.co.uk/blog/2016/04/11/understanding-split-view-controller/", ios: 9...9,
        shows: LocalizedText(
            en:
                "A split view controller starts expanded and collapses when it is added to a window of compact width (every iPhone, a Plus in portrait, an iPad app in a narrow split); it collapses or expands again when the width class changes.",
            ru:
                "Split создаётся развёрнутым и сворачивается, когда попадает в окно компактной ширины (любой iPhone, Plus в портрете, приложение iPad в узком split); при смене класса ширины сворачивается или разворачивается снова.",
            zh:
                "分栏控制器创建时是展开的，加入紧凑宽度的窗口时折叠（所有 iPhone、竖屏的 Plus、窄分屏中的 iPad 应用）；宽度类别变化时再次折叠或展开。"
        ))

    static let columnOrder = EvidenceEntry(
        .modelSplitColumnOrder, .modelChoice, title: "Split view columns appear in column order",
        source: "Lifeline", year: nil, url: nil, ios: 8...26,
        shows: LocalizedText(
            en:
                "No published log prints the columns' appearance callbacks. The model forwards them in column order (primary first); a replaced column controller, or a column a display mode change hides, disappears before what comes appears, each inside the call and without animation.",
            ru:
                "Ни один опубликованный лог не печатает колбэки появления колонок. Модель передаёт их в порядке колонок (сначала primary); заменённый контроллер колонки или колонка, которую скрыла смена режима отображения, исчезает раньше, чем появляется новое, и всё это внутри вызова, без анимации.",
            zh: "没有公开日志打印各列的外观回调。模型按列的顺序（primary 在前）转发；被替换的列控制器或因显示模式改变而隐藏的列先消失、新出现的再出现，都在调用之内完成，且没有动画。"
        ))

    static let wordpressSeparateBacktrace = EvidenceEntry(
        .wordpressSplitSeparateBacktrace, .developerReport,
        title: "iPad Splitview: Me and My Sites (pull request 5802)",
        source: "wordpress-mobile/WordPress-iOS (github.com)", year: 2016,
        url: "https://github.com/wordpress-mobile/WordPress-iOS/pull/5802", ios: 9...10,
        shows: LocalizedText(
            en:
                "A crash backtrace, not a log of callbacks: a classic split expanding on an iPad separates its columns from the transition coordinator's animation blocks (_animateTransitionFromTraitCollection:withTransitionCoordinator:, from _applyBlocks), without animation, and sets its viewControllers with appearance transitions disabled for its visible descendants.",
            ru:
                "Стек вызовов при падении, а не лог колбэков: классический split, разворачиваясь на iPad, разделяет колонки из блоков анимации координатора перехода (_animateTransitionFromTraitCollection:withTransitionCoordinator:, из _applyBlocks), без анимации, и задаёт viewControllers, отключив переходы появления у видимых потомков.",
            zh:
                "这是崩溃时的调用栈，不是回调日志：经典分栏在 iPad 上展开时，在转场协调器的动画块中（由 _applyBlocks 调用 _animateTransitionFromTraitCollection:withTransitionCoordinator:）无动画地拆分各列，并在禁用可见子孙的外观转场时设置 viewControllers。"
        ))

    static let columnMerge = EvidenceEntry(
        .modelSplitColumnMerge, .modelChoice,
        title: "A column split without a compact column merges into the primary's stack",
        source: "Lifeline", year: nil, url: nil, ios: 14...26,
        shows: LocalizedText(
            en:
                "Apple documents that a collapsing column-style split asks its delegate for the top column and an expanding one for the display mode; apps return .primary to show the list, so the model proposes .secondary. How the stack is built is the model's choice: the supplementary's and secondary's controllers up to the top column move onto the primary's navigation stack in column order, and go back to their columns on expanding (what was pushed while collapsed goes to the secondary's).",
            ru:
                "Apple документирует, что сворачивающийся split с колонками спрашивает у делегата верхнюю колонку, а разворачивающийся — режим отображения; приложения возвращают .primary, чтобы показать список, поэтому модель предлагает .secondary. Как строится стек — выбор модели: контроллеры supplementary и secondary до верхней колонки переходят в навигационный стек primary в порядке колонок и возвращаются в свои колонки при разворачивании (то, что было добавлено push в свёрнутом виде, уходит в secondary).",
            zh:
                "Apple 文档说明：分栏样式的分栏折叠时向代理询问顶部列，展开时询问显示模式；应用会返回 .primary 以显示列表，因此模型建议 .secondary。栈如何构成是模型的选择：顶部列及其之前的 supplementary 和 secondary 的控制器按列的顺序移到 primary 的导航栈上，展开时回到各自的列（折叠期间 push 的控制器归入 secondary）。"
        ))

    static let sizeChangeOrder = EvidenceEntry(
        .modelSplitSizeChangeOrder, .modelChoice,
        title: "A split on screen collapses and expands after the trait change",
        source: "Lifeline", year: nil, url: nil, ios: 8...26,
        shows: LocalizedText(
            en:
                "No published log prints a split's callbacks when a rotation or a resize collapses or expands it. The model does it in the size transition's animation block, after the will-transition callbacks and the trait change: the delegate's question, then without animation the columns that leave get viewWillDisappear and viewDidDisappear and those that come viewWillAppear and viewDidAppear, a controller that stays on screen while it moves between the split and the primary's navigation stack gets none, then splitViewControllerDidCollapse or DidExpand.",
            ru:
                "Ни один опубликованный лог не печатает колбэки split, когда поворот или изменение размера сворачивает или разворачивает его. Модель делает это в блоке анимации перехода размера, после колбэков will-transition и смены трейтов: вопрос делегату, затем без анимации уходящие колонки получают viewWillDisappear и viewDidDisappear, появляющиеся — viewWillAppear и viewDidAppear, контроллер, который остаётся на экране, переходя между split и навигационным стеком primary, не получает ничего, затем splitViewControllerDidCollapse или DidExpand.",
            zh:
                "没有公开日志打印旋转或调整大小使分栏折叠或展开时的回调。模型在尺寸转场的动画块中、will-transition 回调和特征变化之后完成：先询问代理，然后无动画地让离开的列收到 viewWillDisappear 和 viewDidDisappear、到来的列收到 viewWillAppear 和 viewDidAppear，在分栏与 primary 导航栈之间移动但一直留在屏幕上的控制器不收到任何回调，最后是 splitViewControllerDidCollapse 或 DidExpand。"
        ))
}
