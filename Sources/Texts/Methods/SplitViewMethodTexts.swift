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
                    "When a classic split view controller collapses to compact width: as it enters a compact window (every iPhone), before its `viewWillAppear(_:)`; on screen, when a rotation or a resize makes the width compact.",
                ru:
                    "Когда классический split сворачивается до компактной ширины: при входе в компактное окно (любой iPhone), до его `viewWillAppear(_:)`; на экране — когда поворот или изменение размера делает ширину компактной.",
                zh: "经典分栏控制器折叠为紧凑宽度时调用：进入紧凑宽度的窗口时（所有 iPhone），在它的 `viewWillAppear(_:)` 之前；已在屏幕上时，旋转或调整大小使宽度变为紧凑时。"),
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
                zh: "在没有选中内容时返回 false：iPhone 打开时就会停在空的详情页。")),
        MethodText(
            .splitViewControllerSeparateSecondary, .controller,
            summary: LocalizedText(
                en: "Delegate: which controller becomes the secondary when the split expands?",
                ru: "Делегат: какой контроллер станет secondary, когда split разворачивается?",
                zh: "代理：分栏展开时由哪个控制器充当 secondary？"),
            when: LocalizedText(
                en:
                    "When a collapsed classic split view controller on screen expands to regular width (a Plus or Max turned to landscape, an iPad app's split widened).",
                ru:
                    "Когда свёрнутый классический split на экране разворачивается до обычной ширины (Plus или Max повёрнут в альбомную ориентацию, split приложения на iPad расширен).",
                zh: "屏幕上已折叠的经典分栏控制器展开为常规宽度时（Plus 或 Max 转到横屏，iPad 应用的分屏变宽）。"),
            use: LocalizedText(
                en:
                    "Return the controller to show as the secondary (a fresh detail when the list is on top); nil lets the primary's `separateSecondaryViewController(for:)` pop the top of its stack.",
                ru:
                    "Вернуть контроллер, который станет secondary (новый detail, если сверху список); nil оставляет это `separateSecondaryViewController(for:)` у primary, который снимает верхний контроллер своего стека.",
                zh:
                    "返回要作为 secondary 显示的控制器（列表在最上面时返回新的详情页）；返回 nil 则由 primary 的 `separateSecondaryViewController(for:)` 弹出其栈顶。"
            ),
            avoid: LocalizedText(
                en: "Returning a controller that is still in the primary's navigation stack.",
                ru: "Возвращать контроллер, который ещё лежит в навигационном стеке primary.",
                zh: "返回仍在 primary 导航栈中的控制器。")),
        MethodText(
            .primaryViewControllerForCollapsing, .controller,
            summary: LocalizedText(
                en: "Delegate: which controller is the primary once the split collapses?",
                ru: "Делегат: какой контроллер станет primary, когда split свернётся?",
                zh: "代理：分栏折叠后由哪个控制器充当 primary？"),
            when: LocalizedText(
                en:
                    "When a classic split collapses to compact width, before `splitViewController(_:collapseSecondary:onto:)`, which then gets the controller returned here as its primary.",
                ru:
                    "Когда классический split сворачивается до компактной ширины, до `splitViewController(_:collapseSecondary:onto:)`, который затем получает возвращённый здесь контроллер как primary.",
                zh: "经典分栏折叠为紧凑宽度时，在 `splitViewController(_:collapseSecondary:onto:)` 之前调用；后者收到的 primary 就是这里返回的控制器。"),
            use: LocalizedText(
                en: "Return a controller built for the single-column interface; nil keeps the current primary.",
                ru: "Вернуть контроллер, сделанный для одноколоночного интерфейса; nil оставляет текущий primary.",
                zh: "返回为单列界面准备的控制器；返回 nil 则保留当前的 primary。"),
            avoid: LocalizedText(
                en: "Returning a controller that is still shown elsewhere.",
                ru: "Возвращать контроллер, который ещё показан в другом месте.",
                zh: "返回仍显示在别处的控制器。")),
        MethodText(
            .primaryViewControllerForExpanding, .controller,
            summary: LocalizedText(
                en: "Delegate: which controller is the primary once the split expands?",
                ru: "Делегат: какой контроллер станет primary, когда split развернётся?",
                zh: "代理：分栏展开后由哪个控制器充当 primary？"),
            when: LocalizedText(
                en:
                    "When a collapsed classic split expands to regular width, before `splitViewController(_:separateSecondaryFrom:)`, which then separates the secondary from the controller returned here.",
                ru:
                    "Когда свёрнутый классический split разворачивается до обычной ширины, до `splitViewController(_:separateSecondaryFrom:)`, который затем отделяет secondary от возвращённого здесь контроллера.",
                zh: "已折叠的经典分栏展开为常规宽度时，在 `splitViewController(_:separateSecondaryFrom:)` 之前调用；后者从这里返回的控制器中分离出 secondary。"
            ),
            use: LocalizedText(
                en: "Return the primary for the side-by-side interface; nil keeps the current one.",
                ru: "Вернуть primary для интерфейса с колонками рядом; nil оставляет текущий.",
                zh: "返回并排界面所用的 primary；返回 nil 则保留当前的。"),
            avoid: LocalizedText(
                en: "Returning a controller that is still shown elsewhere.",
                ru: "Возвращать контроллер, который ещё показан в другом месте.",
                zh: "返回仍显示在别处的控制器。")),
        MethodText(
            .splitViewControllerDidCollapse, .controller,
            summary: LocalizedText(
                en: "Delegate: the column-style split has collapsed.",
                ru: "Делегат: split с колонками свернулся.",
                zh: "代理：分栏样式的分栏控制器已折叠。"),
            when: LocalizedText(
                en: "After a column-style split's interface has collapsed: `isCollapsed` is already true.",
                ru: "После того как интерфейс split с колонками свернулся: `isCollapsed` уже true.",
                zh: "分栏样式的界面折叠之后：`isCollapsed` 已为 true。"),
            use: LocalizedText(
                en: "Adjust what depends on the single-column interface (buttons, selection).",
                ru: "Подстроить то, что зависит от одноколоночного интерфейса (кнопки, выделение).",
                zh: "调整依赖单列界面的内容（按钮、选中状态）。"),
            avoid: LocalizedText(
                en: "Changing the columns' controllers here: the collapse has already happened.",
                ru: "Менять контроллеры колонок здесь: сворачивание уже произошло.",
                zh: "在这里更换各列的控制器：折叠已经完成。")),
        MethodText(
            .splitViewControllerDidExpand, .controller,
            summary: LocalizedText(
                en: "Delegate: the column-style split has expanded.",
                ru: "Делегат: split с колонками развернулся.",
                zh: "代理：分栏样式的分栏控制器已展开。"),
            when: LocalizedText(
                en: "After a column-style split's interface has expanded: `isCollapsed` is already false.",
                ru: "После того как интерфейс split с колонками развернулся: `isCollapsed` уже false.",
                zh: "分栏样式的界面展开之后：`isCollapsed` 已为 false。"),
            use: LocalizedText(
                en: "Adjust what depends on the columns being side by side.",
                ru: "Подстроить то, что зависит от колонок рядом друг с другом.",
                zh: "调整依赖多列并排显示的内容。"),
            avoid: LocalizedText(
                en: "Changing the columns' controllers here: the expansion has already happened.",
                ru: "Менять контроллеры колонок здесь: разворачивание уже произошло.",
                zh: "在这里更换各列的控制器：展开已经完成。")),
        MethodText(
            .splitViewControllerTopColumnForCollapsing, .controller,
            summary: LocalizedText(
                en: "Delegate: which column is on top once the split collapses?",
                ru: "Делегат: какая колонка окажется сверху, когда split свернётся?",
                zh: "代理：分栏折叠后哪一列在最上面？"),
            when: LocalizedText(
                en:
                    "When a column-style split with no `.compact` column collapses: as it enters a compact window, or on screen when a rotation or a resize makes the width compact.",
                ru:
                    "Когда split с колонками без колонки `.compact` сворачивается: при входе в компактное окно или на экране, когда поворот или изменение размера делает ширину компактной.",
                zh: "没有 `.compact` 列的分栏样式分栏折叠时：进入紧凑宽度的窗口时，或已在屏幕上时旋转或调整大小使宽度变为紧凑时。"),
            use: LocalizedText(
                en:
                    "Return `.primary` when nothing is selected, so an iPhone opens on the list rather than an empty detail.",
                ru:
                    "Вернуть `.primary`, когда ничего не выбрано, чтобы iPhone открылся на списке, а не на пустом detail.",
                zh: "没有选中内容时返回 `.primary`，让 iPhone 打开时显示列表而不是空的详情页。"),
            avoid: LocalizedText(
                en: "Returning `.compact`: the split has no such column to show.",
                ru: "Возвращать `.compact`: такой колонки у split нет.",
                zh: "返回 `.compact`：分栏没有这样的列可显示。")),
        MethodText(
            .splitViewControllerDisplayModeForExpanding, .controller,
            summary: LocalizedText(
                en: "Delegate: which display mode does the split use once it expands?",
                ru: "Делегат: какой режим отображения выбрать, когда split развернётся?",
                zh: "代理：分栏展开后使用哪种显示模式？"),
            when: LocalizedText(
                en:
                    "When a collapsed column-style split with no `.compact` column expands to regular width (a Plus or Max turned to landscape, an iPad app's split widened).",
                ru:
                    "Когда свёрнутый split с колонками без колонки `.compact` разворачивается до обычной ширины (Plus или Max повёрнут в альбомную ориентацию, split приложения на iPad расширен).",
                zh: "已折叠、没有 `.compact` 列的分栏样式分栏展开为常规宽度时（Plus 或 Max 转到横屏，iPad 应用的分屏变宽）。"),
            use: LocalizedText(
                en:
                    "Return `.secondaryOnly` to keep the detail alone on screen after a rotation; otherwise the proposed mode.",
                ru:
                    "Вернуть `.secondaryOnly`, чтобы после поворота на экране остался только detail; иначе — предложенный режим.",
                zh: "返回 `.secondaryOnly` 可让旋转后屏幕上只留详情页；否则返回建议的模式。"),
            avoid: LocalizedText(
                en: "Changing the columns' controllers here: the split is between layouts.",
                ru: "Менять контроллеры колонок здесь: split находится между раскладками.",
                zh: "在这里更换各列的控制器：分栏正处于两种布局之间。")),
    ]
}
