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
                "No published log prints the columns' appearance callbacks. The model forwards them in column order (primary first), and a replaced secondary disappears before its successor appears, each inside the call.",
            ru:
                "Ни один опубликованный лог не печатает колбэки появления колонок. Модель передаёт их в порядке колонок (сначала primary), а заменённый secondary исчезает раньше, чем появляется новый, и всё это внутри вызова.",
            zh: "没有公开日志打印各列的外观回调。模型按列的顺序（primary 在前）转发，被替换的 secondary 先消失、新的再出现，都在调用之内完成。"
        ))
}
