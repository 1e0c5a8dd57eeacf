import LifecycleModel

// What a reader is told about the entries of LifecycleModel/Catalogue/Entries/EnvironmentEntries.swift, in the same
// order: what each method is, when UIKit calls it, what belongs there and what does not.

extension MethodText {
    static let environment: [MethodText] = [
        MethodText(
            .viewWillTransitionToSize, .controller,
            summary: LocalizedText(
                en: "The root view's size is about to change (rotation, split view, window resize).",
                ru: "Размер корневой view сейчас изменится (поворот, split view, ресайз окна).",
                zh: "根视图尺寸即将改变（旋转、分屏、窗口缩放）。"),
            when: LocalizedText(
                en: "Before the size change is animated; the parent forwards it to children only through `super`.",
                ru: "До анимации изменения размера; детям родитель передаёт его только через `super`.",
                zh: "在尺寸变化动画开始前调用；父控制器只有通过 `super` 才会把它转发给子控制器。"),
            use: LocalizedText(
                en:
                    "Animate alongside with `coordinator.animate(alongsideTransition:completion:)`; remember the visible item.",
                ru:
                    "Анимировать синхронно через `coordinator.animate(alongsideTransition:completion:)`; запомнить видимый элемент.",
                zh: "通过 `coordinator.animate(alongsideTransition:completion:)` 同步执行动画；记住当前可见的条目。"),
            avoid: LocalizedText(
                en:
                    "Omitting `super` (children miss the change); reading `view.bounds` as the new size — use the `size` argument.",
                ru:
                    "Пропускать `super` (дети не узнают об изменении); брать новый размер из `view.bounds` — он в аргументе `size`.",
                zh: "遗漏 `super`（子控制器收不到通知）；从 `view.bounds` 读新尺寸——新尺寸在 `size` 参数里。")),
        MethodText(
            .willTransitionToTraitCollection, .controller,
            summary: LocalizedText(
                en: "The trait collection is about to change (size class, for example).",
                ru: "Трейт-коллекция сейчас изменится (например, size class).",
                zh: "特征集合即将改变（例如尺寸类别）。"),
            when: LocalizedText(
                en:
                    "Before new traits are applied, with a transition coordinator; forwarded to children through `super`.",
                ru: "До применения новых трейтов, с координатором перехода; детям передаётся через `super`.",
                zh: "新特征生效之前调用，附带转场协调器；通过 `super` 转发给子控制器。"),
            use: LocalizedText(
                en: "Swap layouts for a new size class, animated alongside the transition.",
                ru: "Сменить лейаут под новый size class, анимируя вместе с переходом.",
                zh: "针对新的尺寸类别切换布局，并与转场同步动画。"),
            avoid: LocalizedText(
                en: "Reading `traitCollection` as the new value: it is still the old one; use the argument.",
                ru: "Считать `traitCollection` новым: там ещё старые трейты, новые — в аргументе.",
                zh: "把 `traitCollection` 当作新值：它仍是旧值，新值在参数里。")),
        MethodText(
            .traitCollectionDidChange, .controller,
            summary: LocalizedText(
                en: "The controller's traits changed (dark mode, Dynamic Type, size class). Deprecated in iOS 17.",
                ru: "Изменились трейты контроллера (тёмная тема, Dynamic Type, size class). Устарел в iOS 17.",
                zh: "控制器的特征集合已改变（深色模式、动态字体、尺寸类别）。iOS 17 起已弃用。"),
            when: LocalizedText(
                en:
                    "After the new trait collection is in place; still called on iOS 17 and later, but deprecated there.",
                ru: "После установки новой трейт-коллекции; на iOS 17+ по-прежнему вызывается, но помечен устаревшим.",
                zh: "新的特征集合生效之后调用；iOS 17 及以后仍会调用，但已被标记为弃用。"),
            use: LocalizedText(
                en:
                    "Before iOS 17: refresh CGColor-based layers and images when `hasDifferentColorAppearance(comparedTo:)`.",
                ru: "До iOS 17: обновить слои с CGColor и картинки, если `hasDifferentColorAppearance(comparedTo:)`.",
                zh: "iOS 17 之前：当 `hasDifferentColorAppearance(comparedTo:)` 为真时刷新基于 CGColor 的 layer 和图片。"),
            avoid: LocalizedText(
                en:
                    "Expensive work (traits can change several times in a row); new code on iOS 17+ — use `registerForTraitChanges(_:handler:)`.",
                ru:
                    "Тяжёлую работу (трейты могут меняться несколько раз подряд); новый код под iOS 17+ — используйте `registerForTraitChanges(_:handler:)`.",
                zh: "耗时操作（特征可能连续变化多次）；iOS 17+ 的新代码——请改用 `registerForTraitChanges(_:handler:)`。")),
        MethodText(
            .traitCollectionDidChange, .view,
            summary: LocalizedText(
                en: "The view's traits changed. Deprecated in iOS 17.",
                ru: "Изменились трейты view. Устарел в iOS 17.",
                zh: "视图的特征集合已改变。iOS 17 起已弃用。"),
            when: LocalizedText(
                en:
                    "After the view's trait collection changes, including when it enters a hierarchy with different traits.",
                ru: "После смены трейт-коллекции view, в том числе при попадании в иерархию с другими трейтами.",
                zh: "视图的特征集合改变之后调用，包括加入特征不同的层级时。"),
            use: LocalizedText(
                en:
                    "Before iOS 17: update `layer.borderColor` and other CGColors, fonts not using Dynamic Type styles.",
                ru: "До iOS 17: обновить `layer.borderColor` и прочие CGColor, шрифты без стилей Dynamic Type.",
                zh: "iOS 17 之前：更新 `layer.borderColor` 等 CGColor，以及未使用动态字体样式的字体。"),
            avoid: LocalizedText(
                en: "Forcing a layout pass on every call; new code on iOS 17+ (register for the traits you need).",
                ru: "Форсировать лейаут при каждом вызове; новый код под iOS 17+ (подпишитесь на нужные трейты).",
                zh: "每次调用都强制布局；iOS 17+ 的新代码（请只注册需要的特征）。")),
        MethodText(
            .traitChangeHandler, .controller,
            summary: LocalizedText(
                en: "A handler registered for specific traits runs when one of them changes (iOS 17).",
                ru: "Обработчик, подписанный на конкретные трейты, срабатывает при их изменении (iOS 17).",
                zh: "为特定特征注册的处理闭包在其变化时执行（iOS 17）。"),
            when: LocalizedText(
                en: "When a registered trait of the controller actually changes value, before the next layout.",
                ru:
                    "Когда значение трейта, на который подписан контроллер, действительно меняется, до следующего лейаута.",
                zh: "控制器所注册的特征值真正发生变化时、下一次布局之前调用。"),
            use: LocalizedText(
                en: "Register once in `viewDidLoad()`; in the handler update colours or call `setNeedsLayout()`.",
                ru:
                    "Подписаться один раз во `viewDidLoad()`; в обработчике обновить цвета или вызвать `setNeedsLayout()`.",
                zh: "在 `viewDidLoad()` 中注册一次；在闭包中更新颜色或调用 `setNeedsLayout()`。"),
            avoid: LocalizedText(
                en: "Capturing `self` strongly in the handler; registering again on every appearance.",
                ru: "Сильно захватывать `self` в замыкании; подписываться заново при каждом показе.",
                zh: "在闭包中强引用 `self`；每次显示都重复注册。")),
        MethodText(
            .traitChangeHandler, .view,
            summary: LocalizedText(
                en: "A handler the view registered for specific traits runs when one changes (iOS 17).",
                ru: "Обработчик, на который подписалась view, срабатывает при смене нужных трейтов (iOS 17).",
                zh: "视图为特定特征注册的处理闭包在其变化时执行（iOS 17）。"),
            when: LocalizedText(
                en:
                    "When a registered trait of the view changes value, e.g. after it moves into a dark-mode hierarchy.",
                ru:
                    "Когда меняется значение трейта, на который подписана view, например при переносе в иерархию с тёмной темой.",
                zh: "视图所注册的特征值变化时调用，例如移入深色模式的层级之后。"),
            use: LocalizedText(
                en: "Register in the initialiser; update CGColors or call `setNeedsDisplay()`.",
                ru: "Подписаться в инициализаторе; обновить CGColor или вызвать `setNeedsDisplay()`.",
                zh: "在初始化方法中注册；更新 CGColor 或调用 `setNeedsDisplay()`。"),
            avoid: LocalizedText(
                en: "Strong `self` in the closure; heavy work per change.",
                ru: "Сильный `self` в замыкании; тяжёлую работу на каждое изменение.",
                zh: "闭包中强引用 `self`；每次变化都执行繁重工作。")),
        MethodText(
            .traitChangeAction, .controller,
            summary: LocalizedText(
                en:
                    "A method registered as the target-action for specific traits runs when one of them changes (iOS 17).",
                ru:
                    "Метод, зарегистрированный через target-action на конкретные трейты, вызывается при их изменении (iOS 17).",
                zh: "以 target-action 方式为特定特征注册的方法在其变化时被调用（iOS 17）。"),
            when: LocalizedText(
                en: "When a registered trait of the controller actually changes value, before the next layout.",
                ru:
                    "Когда значение трейта, на который подписан контроллер, действительно меняется, до следующего лейаута.",
                zh: "控制器所注册的特征值真正发生变化时、下一次布局之前调用。"),
            use: LocalizedText(
                en:
                    "One `@objc` method shared by several registrations; no closure, so no capture of `self` to get wrong.",
                ru:
                    "Один `@objc`-метод на несколько подписок; замыкания нет — и захватить `self` неправильно не получится.",
                zh: "多个注册共用一个 `@objc` 方法；没有闭包，也就不会错误地捕获 `self`。"),
            avoid: LocalizedText(
                en: "Heavy work in the action: traits may change several times before the next update.",
                ru: "Тяжёлую работу в экшене: трейты могут поменяться несколько раз до следующего обновления.",
                zh: "在 action 中执行繁重工作：在下一次更新之前特征可能变化多次。")),
        MethodText(
            .traitChangeAction, .view,
            summary: LocalizedText(
                en:
                    "A method the view registered as the target-action for specific traits runs when one changes (iOS 17).",
                ru:
                    "Метод, который view зарегистрировала через target-action, вызывается при смене нужных трейтов (iOS 17).",
                zh: "视图以 target-action 方式注册的方法在特定特征变化时被调用（iOS 17）。"),
            when: LocalizedText(
                en:
                    "When a registered trait of the view changes value, e.g. after it moves into a dark-mode hierarchy.",
                ru:
                    "Когда меняется значение трейта, на который подписана view, например при переносе в иерархию с тёмной темой.",
                zh: "视图所注册的特征值变化时调用，例如移入深色模式的层级之后。"),
            use: LocalizedText(
                en: "Register in the initialiser; in the action update CGColors or call `setNeedsDisplay()`.",
                ru: "Подписаться в инициализаторе; в экшене обновить CGColor или вызвать `setNeedsDisplay()`.",
                zh: "在初始化方法中注册；在 action 中更新 CGColor 或调用 `setNeedsDisplay()`。"),
            avoid: LocalizedText(
                en: "Layout or expensive drawing directly in the action: invalidate and let the next pass do it.",
                ru: "Лейаут или дорогую отрисовку прямо в экшене: лучше инвалидировать и дождаться следующего прохода.",
                zh: "直接在 action 中布局或进行昂贵的绘制：应先标记失效，交给下一次更新处理。")),
        MethodText(
            .willRotate, .controller,
            summary: LocalizedText(
                en: "The interface is about to rotate. Deprecated in iOS 8.",
                ru: "Интерфейс сейчас повернётся. Устарел в iOS 8.",
                zh: "界面即将旋转。iOS 8 起已弃用。"),
            when: LocalizedText(
                en:
                    "Before a rotation starts; from iOS 8 only for compatibility, and never if the controller implements `viewWillTransition(to:with:)`.",
                ru:
                    "Перед началом поворота; с iOS 8 — только для совместимости и никогда, если реализован `viewWillTransition(to:with:)`.",
                zh: "旋转开始之前调用；iOS 8 起仅为兼容而保留，且控制器实现了 `viewWillTransition(to:with:)` 时不再调用。"),
            use: LocalizedText(
                en: "On iOS 7 and earlier: pause expensive drawing, stop playback, disable interaction.",
                ru: "На iOS 7 и раньше: приостановить тяжёлую отрисовку, воспроизведение, отключить взаимодействие.",
                zh: "iOS 7 及更早版本：暂停高开销绘制、停止播放、禁用交互。"),
            avoid: LocalizedText(
                en: "Relying on it on iOS 8+; reading `view.bounds` as the final size.",
                ru: "Полагаться на него на iOS 8+; считать `view.bounds` итоговым размером.",
                zh: "在 iOS 8+ 上依赖它；把 `view.bounds` 当作旋转后的尺寸。")),
        MethodText(
            .willAnimateRotation, .controller,
            summary: LocalizedText(
                en: "Runs inside the rotation animation block. Deprecated in iOS 8.",
                ru: "Вызывается внутри блока анимации поворота. Устарел в iOS 8.",
                zh: "在旋转动画块内部调用。iOS 8 起已弃用。"),
            when: LocalizedText(
                en: "Inside the one-step rotation animation, with the new bounds already set.",
                ru: "Внутри одношаговой анимации поворота, когда новые bounds уже выставлены.",
                zh: "在一步式旋转动画内部调用，此时新的 bounds 已经设置。"),
            use: LocalizedText(
                en: "On iOS 7 and earlier: animate frames and other properties together with the rotation.",
                ru: "На iOS 7 и раньше: анимировать фреймы и другие свойства вместе с поворотом.",
                zh: "iOS 7 及更早版本：与旋转同步地动画 frame 等属性。"),
            avoid: LocalizedText(
                en:
                    "Long-running work (it blocks the animation); using it on iOS 8+ instead of the transition coordinator.",
                ru: "Долгую работу (она тормозит анимацию); использовать на iOS 8+ вместо координатора перехода.",
                zh: "耗时工作（会拖慢动画）；在 iOS 8+ 上用它代替转场协调器。")),
        MethodText(
            .didRotate, .controller,
            summary: LocalizedText(
                en: "The interface finished rotating. Deprecated in iOS 8.",
                ru: "Поворот интерфейса завершён. Устарел в iOS 8.",
                zh: "界面旋转已完成。iOS 8 起已弃用。"),
            when: LocalizedText(
                en: "After the rotation animation; the argument is the old orientation.",
                ru: "После анимации поворота; в аргументе — старая ориентация.",
                zh: "旋转动画结束后调用；参数是旋转前的方向。"),
            use: LocalizedText(
                en: "On iOS 7 and earlier: resume what `willRotate(to:duration:)` paused.",
                ru: "На iOS 7 и раньше: возобновить то, что приостановил `willRotate(to:duration:)`.",
                zh: "iOS 7 及更早版本：恢复 `willRotate(to:duration:)` 中暂停的工作。"),
            avoid: LocalizedText(
                en: "New code: use the completion of `coordinator.animate(alongsideTransition:completion:)`.",
                ru: "В новом коде — используйте completion у `coordinator.animate(alongsideTransition:completion:)`.",
                zh: "新代码：请使用 `coordinator.animate(alongsideTransition:completion:)` 的 completion。")),
    ]
}
