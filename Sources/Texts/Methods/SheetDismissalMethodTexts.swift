import LifecycleModel

// What a reader is told about the entries of LifecycleModel/Catalogue/Entries/SheetDismissalEntries.swift, in the
// same order: what each method is, when UIKit calls it, what belongs there and what does not.

extension MethodText {
    static let sheetDismissal: [MethodText] = [
        MethodText(
            .presentationControllerShouldDismiss, .controller,
            summary: LocalizedText(
                en: "Delegate: may the user's drag dismiss this sheet?",
                ru: "Делегат: можно ли пользователю закрыть этот лист жестом?",
                zh: "代理：是否允许用户下拉关闭这个 sheet？"),
            when: LocalizedText(
                en:
                    "As the user starts to drag a sheet down, unless its `isModalInPresentation` is true; never for `dismiss(animated:)`.",
                ru:
                    "Когда пользователь начинает тянуть лист вниз, если у него не `isModalInPresentation = true`; при `dismiss(animated:)` — никогда.",
                zh: "用户开始向下拖动 sheet 时调用（`isModalInPresentation` 为 true 时不调用）；`dismiss(animated:)` 时从不调用。"),
            use: LocalizedText(
                en:
                    "Return false while there are unsaved changes; the sheet springs back and the delegate hears of the attempt.",
                ru:
                    "Вернуть false, пока есть несохранённые изменения: лист вернётся на место, а делегат узнает о попытке.",
                zh: "有未保存的更改时返回 false：sheet 会弹回原位，代理会收到这次尝试的通知。"),
            avoid: LocalizedText(
                en: "Side effects: UIKit may ask at any time, and a true answer is not a promise that the sheet goes.",
                ru:
                    "Побочных эффектов: UIKit может спросить когда угодно, а ответ true не обещает, что лист закроется.",
                zh: "副作用：UIKit 可能随时询问，返回 true 也不代表 sheet 一定会被关闭。")),
        MethodText(
            .presentationControllerWillDismiss, .controller,
            summary: LocalizedText(
                en: "Delegate: the user's drag has begun to dismiss the sheet.",
                ru: "Делегат: жест пользователя начал закрывать лист.",
                zh: "代理：用户的拖动已开始关闭 sheet。"),
            when: LocalizedText(
                en:
                    "When the drag starts the dismissal, with the sheet's `viewWillDisappear(_:)`; also for a drag the user then cancels.",
                ru:
                    "Когда жест начинает закрытие, вместе с `viewWillDisappear(_:)` листа; и тогда, когда пользователь потом отменяет жест.",
                zh: "拖动开始关闭时调用，与 sheet 的 `viewWillDisappear(_:)` 同时；用户随后取消拖动时也已调用过。"),
            use: LocalizedText(
                en: "Animations alongside the drag through the presentation controller's `transitionCoordinator`.",
                ru: "Анимации вместе с жестом через `transitionCoordinator` контроллера презентации.",
                zh: "通过呈现控制器的 `transitionCoordinator` 添加随拖动进行的动画。"),
            avoid: LocalizedText(
                en: "Saving or discarding: the user may still let the sheet spring back.",
                ru: "Сохранения или отбрасывания данных: пользователь ещё может вернуть лист на место.",
                zh: "保存或丢弃数据：用户仍可能松手让 sheet 弹回。")),
        MethodText(
            .presentationControllerDidDismiss, .controller,
            summary: LocalizedText(
                en: "Delegate: the user dismissed the sheet.",
                ru: "Делегат: пользователь закрыл лист.",
                zh: "代理：用户已关闭 sheet。"),
            when: LocalizedText(
                en:
                    "After a drag that dismissed the sheet, once it has disappeared; never after `dismiss(animated:)` or a cancelled drag.",
                ru:
                    "После жеста, закрывшего лист, когда тот уже исчез; никогда — после `dismiss(animated:)` или отменённого жеста.",
                zh: "拖动关闭 sheet 且其已消失之后调用；`dismiss(animated:)` 或取消的拖动之后从不调用。"),
            use: LocalizedText(
                en: "Telling the presenter: a page sheet's presenter gets no `viewWillAppear(_:)` to learn it from.",
                ru:
                    "Сообщить презентующему: при page sheet он не получает `viewWillAppear(_:)`, из которого мог бы это узнать.",
                zh: "通知呈现者：page sheet 的呈现者不会收到 `viewWillAppear(_:)`，无从得知。"),
            avoid: LocalizedText(
                en: "Relying on it for your own `dismiss` calls: handle those where you make them.",
                ru: "Полагаться на него при собственных вызовах `dismiss`: обработайте их там, где вызываете.",
                zh: "依赖它处理你自己的 `dismiss` 调用：应在调用处处理。")),
        MethodText(
            .presentationControllerDidAttemptToDismiss, .controller,
            summary: LocalizedText(
                en: "Delegate: the user tried to dismiss a sheet that refused.",
                ru: "Делегат: пользователь пытался закрыть лист, который не закрывается.",
                zh: "代理：用户试图关闭一个拒绝关闭的 sheet。"),
            when: LocalizedText(
                en:
                    "When the user drags a sheet whose `isModalInPresentation` is true, or whose delegate's `presentationControllerShouldDismiss(_:)` returned false.",
                ru:
                    "Когда пользователь тянет лист с `isModalInPresentation = true` или делегат которого вернул false из `presentationControllerShouldDismiss(_:)`.",
                zh:
                    "用户拖动 `isModalInPresentation` 为 true 的 sheet，或其代理的 `presentationControllerShouldDismiss(_:)` 返回 false 时调用。"
            ),
            use: LocalizedText(
                en: "Asking whether to save or discard the changes (an action sheet), then dismissing yourself.",
                ru: "Спросить, сохранить или отбросить изменения (action sheet), и затем закрыть лист самому.",
                zh: "询问用户保存还是放弃更改（操作表），然后自行关闭。"),
            avoid: LocalizedText(
                en: "Expecting appearance callbacks: the sheet never started to disappear.",
                ru: "Ожидания методов появления: лист и не начинал исчезать.",
                zh: "期待外观回调：sheet 根本没有开始消失。")),
    ]
}
