import LifecycleModel

// What a reader is told about the entries of LifecycleModel/Catalogue/Entries/SplitViewEntries.swift, in the same
// order: what each method is, when UIKit calls it, what belongs there and what does not.

extension MethodText {
    static let splitView: [MethodText] = [
        MethodText(
            .splitViewControllerCollapseSecondary, .controller,
            summary: LocalizedText(
                en: "Delegate: fold the secondary into the collapsed interface yourself?",
                ru: "Делегат: встроить secondary в свёрнутый интерфейс самому?",
                zh: "代理：是否由你把 secondary 并入折叠后的界面？"),
            when: LocalizedText(
                en:
                    "When a classic split view controller collapses to compact width: as it enters a compact window (every iPhone), before its `viewWillAppear(_:)`.",
                ru:
                    "Когда классический split сворачивается до компактной ширины: при входе в компактное окно (любой iPhone), до его `viewWillAppear(_:)`.",
                zh: "经典分栏控制器折叠为紧凑宽度时调用：进入紧凑宽度的窗口时（所有 iPhone），在它的 `viewWillAppear(_:)` 之前。"),
            use: LocalizedText(
                en:
                    "Return true to drop an empty detail, so an iPhone opens on the list; false lets a navigation controller primary push the secondary.",
                ru:
                    "Вернуть true, чтобы отбросить пустой detail и открыть iPhone на списке; false позволяет навигационному primary сделать push secondary.",
                zh: "返回 true 可丢弃空的详情页，让 iPhone 打开时显示列表；返回 false 则由作为 primary 的导航控制器 push secondary。"),
            avoid: LocalizedText(
                en:
                    "Returning false with no detail selected: the iPhone then opens on an empty detail screen.",
                ru: "Возвращать false, когда ничего не выбрано: iPhone тогда откроется на пустом экране detail.",
                zh: "在没有选中内容时返回 false：iPhone 打开时就会停在空的详情页。"))
    ]
}
