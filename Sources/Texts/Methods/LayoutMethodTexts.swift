import LifecycleModel

// What a reader is told about the entries of LifecycleModel/Catalogue/Entries/LayoutEntries.swift, in the same
// order: what each method is, when UIKit calls it, what belongs there and what does not.

extension MethodText {
    static let layout: [MethodText] = [
        MethodText(
            .updateProperties, .controller,
            summary: LocalizedText(
                en: "Sets content and styling of the controller's views before layout (iOS 26).",
                ru: "Обновляет контент и стили view контроллера перед лейаутом (iOS 26).",
                zh: "在布局之前更新控制器各视图的内容和样式（iOS 26）。"),
            when: LocalizedText(
                en:
                    "In the update pass after traits are updated and before layout: once in the first pass in a window, then when `setNeedsUpdateProperties()` was called or an observed `@Observable` property changed.",
                ru:
                    "В проходе обновления после трейтов и до лейаута: один раз в первом проходе в окне, затем — если вызван `setNeedsUpdateProperties()` или изменилось отслеживаемое свойство `@Observable`.",
                zh:
                    "在特征更新之后、布局之前的更新流程中调用：进入窗口后的第一轮更新调用一次，之后在调用过 `setNeedsUpdateProperties()` 或被追踪的 `@Observable` 属性发生变化时调用。"
            ),
            use: LocalizedText(
                en: "Copy model values into views: text, colours, images, `isHidden`, bar button state.",
                ru: "Переносить значения модели во view: тексты, цвета, картинки, `isHidden`, состояние кнопок бара.",
                zh: "把模型数据同步到视图：文字、颜色、图片、`isHidden`、导航栏按钮状态。"),
            avoid: LocalizedText(
                en:
                    "Changing geometry or constraints (that is layout's job); calling it directly instead of `setNeedsUpdateProperties()`.",
                ru:
                    "Менять геометрию и констрейнты (это работа лейаута); вызывать метод напрямую вместо `setNeedsUpdateProperties()`.",
                zh: "修改几何尺寸或约束（那是布局的职责）；直接调用它而不是调用 `setNeedsUpdateProperties()`。")),
        MethodText(
            .updateProperties, .view,
            summary: LocalizedText(
                en: "Sets the view's content and styling before layout (iOS 26).",
                ru: "Обновляет контент и стили view перед лейаутом (iOS 26).",
                zh: "在布局之前更新视图的内容和样式（iOS 26）。"),
            when: LocalizedText(
                en:
                    "Before `layoutSubviews()` in the same pass: once in the first pass in a window, then when `setNeedsUpdateProperties()` was called or an observed `@Observable` property changed.",
                ru:
                    "Перед `layoutSubviews()` в том же проходе: один раз в первом проходе в окне, затем — если вызван `setNeedsUpdateProperties()` или изменилось отслеживаемое свойство `@Observable`.",
                zh:
                    "在同一轮中早于 `layoutSubviews()` 调用：进入窗口后的第一轮调用一次，之后在调用过 `setNeedsUpdateProperties()` 或被追踪的 `@Observable` 属性发生变化时调用。"
            ),
            use: LocalizedText(
                en: "Apply model state to the view's own properties and subviews' content.",
                ru: "Применять состояние модели к свойствам view и контенту subview.",
                zh: "把模型状态应用到视图自身属性和子视图内容上。"),
            avoid: LocalizedText(
                en: "Setting frames or adding constraints; calling it directly.",
                ru: "Задавать фреймы и добавлять констрейнты; вызывать метод напрямую.",
                zh: "设置 frame 或添加约束；直接调用它。")),
        MethodText(
            .updateViewConstraints, .controller,
            summary: LocalizedText(
                en: "Updates the constraints of the controller's view.",
                ru: "Обновляет констрейнты view контроллера.",
                zh: "更新控制器视图的约束。"),
            when: LocalizedText(
                en:
                    "Before layout, only when the view's constraints were invalidated: when it first enters a window and after `setNeedsUpdateConstraints()`. A layout pass without an invalidation skips it.",
                ru:
                    "Перед лейаутом и только если констрейнты view инвалидированы: при первом попадании в окно и после `setNeedsUpdateConstraints()`. Проход лейаута без инвалидации его не вызывает.",
                zh: "在布局之前调用，且仅在视图的约束失效时：首次进入窗口时，以及调用 `setNeedsUpdateConstraints()` 之后。没有失效的布局轮次不会调用它。"),
            use: LocalizedText(
                en: "Change constants or activate and deactivate constraints in one batch; call `super` last.",
                ru: "Пачкой поменять константы, активировать и деактивировать констрейнты; `super` — в самом конце.",
                zh: "批量修改约束常量、激活或停用约束；最后调用 `super`。"),
            avoid: LocalizedText(
                en:
                    "Recreating all constraints on every pass; forgetting `super`, which UIKit needs to finish the pass.",
                ru:
                    "Пересоздавать все констрейнты на каждом проходе; забывать `super` — без него проход не завершится.",
                zh: "每轮都重建全部约束；遗漏 `super`——UIKit 需要它来完成这一轮。")),
        MethodText(
            .updateConstraints, .view,
            summary: LocalizedText(
                en: "Updates the view's constraints.",
                ru: "Обновляет констрейнты view.",
                zh: "更新视图的约束。"),
            when: LocalizedText(
                en:
                    "Before layout, only after `setNeedsUpdateConstraints()` (or another invalidation of its constraints), ahead of `layoutSubviews()`; a layout pass without one skips it.",
                ru:
                    "Перед лейаутом и только после `setNeedsUpdateConstraints()` (или другой инвалидации констрейнтов), раньше `layoutSubviews()`; проход без инвалидации его не вызывает.",
                zh: "在布局之前、早于 `layoutSubviews()` 调用，且仅在 `setNeedsUpdateConstraints()`（或其他使约束失效的操作）之后；没有失效的布局轮次不会调用它。"),
            use: LocalizedText(
                en: "Adjust constraints that depend on state that just changed; call `super` as the final step.",
                ru: "Поправить констрейнты, зависящие от только что изменённого состояния; `super` — последним.",
                zh: "调整依赖刚变化状态的约束；最后一步调用 `super`。"),
            avoid: LocalizedText(
                en: "Invalidating constraints again from inside it (an endless loop of passes).",
                ru: "Снова инвалидировать констрейнты изнутри (бесконечные проходы).",
                zh: "在其中再次使约束失效（导致无限循环）。")),
        MethodText(
            .viewWillLayoutSubviews, .controller,
            summary: LocalizedText(
                en: "The controller's view is about to lay out its subviews.",
                ru: "View контроллера сейчас разложит subview.",
                zh: "控制器的视图即将布局其子视图。"),
            when: LocalizedText(
                en: "At the start of each layout pass of the root view: appearance, rotation, bar or size changes.",
                ru: "В начале каждого прохода лейаута корневой view: показ, поворот, смена баров или размера.",
                zh: "根视图每轮布局开始时调用：显示、旋转、导航栏变化或尺寸变化。"),
            use: LocalizedText(
                en: "Update frames or values that depend on the new bounds before subviews are laid out.",
                ru: "Обновить фреймы и значения, зависящие от новых bounds, до раскладки subview.",
                zh: "在子视图布局之前更新依赖新 bounds 的 frame 或数值。"),
            avoid: LocalizedText(
                en: "Creating views or constraints; expensive work (it runs many times).",
                ru: "Создавать view и констрейнты; тяжёлую работу (вызывается много раз).",
                zh: "创建视图或约束；耗时操作（会被多次调用）。")),
        MethodText(
            .layoutSubviews, .view,
            summary: LocalizedText(
                en: "The view positions its subviews.",
                ru: "View раскладывает свои subview.",
                zh: "视图对其子视图进行布局。"),
            when: LocalizedText(
                en: "In the layout pass after `setNeedsLayout()`, a bounds change or `layoutIfNeeded()`.",
                ru: "В проходе лейаута после `setNeedsLayout()`, смены bounds или `layoutIfNeeded()`.",
                zh: "在 `setNeedsLayout()`、bounds 变化或 `layoutIfNeeded()` 之后的布局阶段调用。"),
            use: LocalizedText(
                en: "Call `super` (it applies Auto Layout), then set frames Auto Layout cannot express.",
                ru: "Вызвать `super` (он применяет Auto Layout), затем задать фреймы, которые Auto Layout не выразит.",
                zh: "先调用 `super`（它会应用自动布局），再设置自动布局无法表达的 frame。"),
            avoid: LocalizedText(
                en:
                    "Calling it directly (use `setNeedsLayout()`); adding subviews or constraints; invalidating layout again.",
                ru:
                    "Вызывать напрямую (есть `setNeedsLayout()`); добавлять subview и констрейнты; снова инвалидировать лейаут.",
                zh: "直接调用（请用 `setNeedsLayout()`）；添加子视图或约束；再次使布局失效。")),
        MethodText(
            .viewDidLayoutSubviews, .controller,
            summary: LocalizedText(
                en: "The controller's view has laid out its subviews.",
                ru: "View контроллера разложила subview.",
                zh: "控制器的视图已完成子视图布局。"),
            when: LocalizedText(
                en: "At the end of each layout pass of the root view, after its `layoutSubviews()`.",
                ru: "В конце каждого прохода лейаута корневой view, после её `layoutSubviews()`.",
                zh: "根视图每轮布局结束时、在其 `layoutSubviews()` 之后调用。"),
            use: LocalizedText(
                en: "Read final frames: position layers, gradients, scroll offsets.",
                ru: "Прочитать итоговые фреймы: разместить слои, градиенты, выставить смещение скролла.",
                zh: "读取最终 frame：调整 layer、渐变、滚动偏移。"),
            avoid: LocalizedText(
                en: "Creating constraints or subviews, or anything that triggers another layout pass.",
                ru: "Создавать констрейнты и subview или делать что-то, что запустит новый проход лейаута.",
                zh: "创建约束或子视图，或任何会触发新一轮布局的操作。")),
        MethodText(
            .draw, .view,
            summary: LocalizedText(
                en: "Draws the view's content with Core Graphics.",
                ru: "Рисует содержимое view через Core Graphics.",
                zh: "使用 Core Graphics 绘制视图内容。"),
            when: LocalizedText(
                en: "When the view is first shown and after `setNeedsDisplay()`; not on every layout pass.",
                ru: "При первом показе и после `setNeedsDisplay()`; не на каждом проходе лейаута.",
                zh: "视图首次显示以及调用 `setNeedsDisplay()` 之后调用；并非每次布局都会调用。"),
            use: LocalizedText(
                en: "Custom drawing in the given rect only.",
                ru: "Собственная отрисовка, только в переданном прямоугольнике.",
                zh: "仅在传入的矩形区域内进行自定义绘制。"),
            avoid: LocalizedText(
                en: "Calling it directly; changing layout or adding subviews; overriding it empty (it costs memory).",
                ru:
                    "Вызывать напрямую; менять лейаут и добавлять subview; оставлять пустой override (он тратит память).",
                zh: "直接调用；修改布局或添加子视图；写一个空的重写（会额外占用内存）。")),
        MethodText(
            .viewSafeAreaInsetsDidChange, .controller,
            summary: LocalizedText(
                en: "The safe area of the root view changed.",
                ru: "Изменилась safe area корневой view.",
                zh: "根视图的安全区域发生了变化。"),
            when: LocalizedText(
                en: "Just before the view appears and whenever bars, rotation or `additionalSafeAreaInsets` change it.",
                ru: "Прямо перед показом view и при каждом изменении баров, ориентации или `additionalSafeAreaInsets`.",
                zh: "视图即将显示时，以及导航栏、旋转或 `additionalSafeAreaInsets` 导致其变化时调用。"),
            use: LocalizedText(
                en: "Adjust insets of content that does not use the safe-area layout guide.",
                ru: "Поправить отступы контента, который не привязан к `safeAreaLayoutGuide`.",
                zh: "调整未使用 `safeAreaLayoutGuide` 的内容的边距。"),
            avoid: LocalizedText(
                en: "Reading `safeAreaInsets` before this (they are zero until the view is in a window).",
                ru: "Читать `safeAreaInsets` раньше этого момента (пока view не в окне, там нули).",
                zh: "在此之前读取 `safeAreaInsets`（视图进入窗口前均为零）。")),
        MethodText(
            .safeAreaInsetsDidChange, .view,
            summary: LocalizedText(
                en: "The view's safe area changed.",
                ru: "Изменилась safe area view.",
                zh: "视图的安全区域发生了变化。"),
            when: LocalizedText(
                en: "When the view enters a window and whenever bars, rotation or ancestors change its safe area.",
                ru: "При попадании view в окно и при изменении safe area барами, поворотом или предками.",
                zh: "视图进入窗口时，以及导航栏、旋转或祖先视图改变其安全区域时调用。"),
            use: LocalizedText(
                en: "Update manual insets; call `setNeedsLayout()` if layout depends on them.",
                ru: "Обновить ручные отступы; вызвать `setNeedsLayout()`, если от них зависит лейаут.",
                zh: "更新手动计算的边距；若布局依赖它们则调用 `setNeedsLayout()`。"),
            avoid: LocalizedText(
                en: "Changing the frame synchronously from here (it can feed back into the safe area).",
                ru: "Синхронно менять frame отсюда (это может снова изменить safe area).",
                zh: "在这里同步修改 frame（可能反过来再次改变安全区域）。")),
        MethodText(
            .viewLayoutMarginsDidChange, .controller,
            summary: LocalizedText(
                en: "The layout margins of the root view changed.",
                ru: "Изменились layout margins корневой view.",
                zh: "根视图的布局边距发生了变化。"),
            when: LocalizedText(
                en: "When `directionalLayoutMargins`, the safe area or system minimum margins change it.",
                ru: "Когда их меняют `directionalLayoutMargins`, safe area или системные минимальные отступы.",
                zh: "`directionalLayoutMargins`、安全区域或系统最小边距导致其变化时调用。"),
            use: LocalizedText(
                en: "Align custom content with the new margins.",
                ru: "Выровнять свой контент по новым отступам.",
                zh: "让自定义内容与新的边距对齐。"),
            avoid: LocalizedText(
                en: "Setting margins from inside it (a feedback loop).",
                ru: "Менять отступы изнутри этого метода (петля обратной связи).",
                zh: "在其中修改边距（形成反馈循环）。")),
        MethodText(
            .layoutMarginsDidChange, .view,
            summary: LocalizedText(
                en: "The view's layout margins changed.",
                ru: "Изменились layout margins view.",
                zh: "视图的布局边距发生了变化。"),
            when: LocalizedText(
                en: "When its margins change directly or through the safe area and `preservesSuperviewLayoutMargins`.",
                ru: "Когда отступы меняются напрямую или через safe area и `preservesSuperviewLayoutMargins`.",
                zh: "边距被直接修改，或经由安全区域和 `preservesSuperviewLayoutMargins` 间接变化时调用。"),
            use: LocalizedText(
                en: "Refresh manual layout that follows the margins; `setNeedsLayout()`.",
                ru: "Обновить ручной лейаут, привязанный к отступам; `setNeedsLayout()`.",
                zh: "刷新依赖边距的手动布局；调用 `setNeedsLayout()`。"),
            avoid: LocalizedText(
                en: "Changing `layoutMargins` from inside it.",
                ru: "Менять `layoutMargins` внутри этого метода.",
                zh: "在其中修改 `layoutMargins`。")),
    ]
}
