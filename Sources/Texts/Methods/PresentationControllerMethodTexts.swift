import LifecycleModel

// What a reader is told about the entries of LifecycleModel/Catalogue/Entries/PresentationControllerEntries.swift, in the same
// order: what each method is, when UIKit calls it, what belongs there and what does not.

extension MethodText {
    /// The transition callbacks, listed with the appearance phase.
    static let presentationControllerTransitions: [MethodText] = [
        MethodText(
            .presentationTransitionWillBegin, .presentationController,
            summary: LocalizedText(
                en: "The presentation transition is about to start.",
                ru: "Переход показа вот-вот начнётся.",
                zh: "呈现转场即将开始。"),
            when: LocalizedText(
                en: "Once per presentation, after `present(_:animated:completion:)`, before the animations run.",
                ru: "Один раз на каждый показ, после `present(_:animated:completion:)`, до запуска анимаций.",
                zh: "每次呈现调用一次：在 `present(_:animated:completion:)` 之后、动画开始之前。"),
            use: LocalizedText(
                en:
                    "Add the dimming or chrome views to `containerView`; animate them alongside with the `transitionCoordinator`.",
                ru:
                    "Добавить затемнение и декоративные view в `containerView`; анимировать их вместе с переходом через `transitionCoordinator`.",
                zh: "向 `containerView` 添加遮罩等装饰视图；借助 `transitionCoordinator` 让它们随转场一起动画。"),
            avoid: LocalizedText(
                en:
                    "Expecting the presenter's `viewWillDisappear(_:)` to follow: with `shouldRemovePresentersView` false it never comes.",
                ru:
                    "Ждать, что за ним придёт `viewWillDisappear(_:)` у презентующего: при `shouldRemovePresentersView` == false его не будет.",
                zh: "指望随后触发呈现方的 `viewWillDisappear(_:)`：`shouldRemovePresentersView` 为 false 时它不会到来。")),
        MethodText(
            .presentationTransitionDidEnd, .presentationController,
            summary: LocalizedText(
                en: "The presentation transition finished; `completed` says whether it went through.",
                ru: "Переход показа закончился; `completed` говорит, состоялся ли он.",
                zh: "呈现转场结束；`completed` 表示是否完成。"),
            when: LocalizedText(
                en:
                    "When the presentation animations end; the model sends it before the presented controller's `viewDidAppear(_:)`.",
                ru:
                    "Когда закончились анимации показа; модель вызывает его до `viewDidAppear(_:)` показанного контроллера.",
                zh: "呈现动画结束时；模型在被呈现控制器的 `viewDidAppear(_:)` 之前调用它。"),
            use: LocalizedText(
                en: "If `completed` is false, remove the views `presentationTransitionWillBegin()` added.",
                ru: "Если `completed` == false, убрать view, добавленные в `presentationTransitionWillBegin()`.",
                zh: "若 `completed` 为 false，移除在 `presentationTransitionWillBegin()` 中添加的视图。"),
            avoid: LocalizedText(
                en: "Assuming the presentation happened: an interactive presentation can be cancelled.",
                ru: "Считать, что показ состоялся: интерактивный показ можно отменить.",
                zh: "假定呈现一定完成：交互式呈现可能被取消。")),
        MethodText(
            .dismissalTransitionWillBegin, .presentationController,
            summary: LocalizedText(
                en: "The dismissal transition is about to start.",
                ru: "Переход скрытия вот-вот начнётся.",
                zh: "消失转场即将开始。"),
            when: LocalizedText(
                en: "Once per dismissal, after `dismiss(animated:completion:)`, before the animations run.",
                ru: "Один раз на каждое скрытие, после `dismiss(animated:completion:)`, до запуска анимаций.",
                zh: "每次消失调用一次：在 `dismiss(animated:completion:)` 之后、动画开始之前。"),
            use: LocalizedText(
                en: "Animate the dimming and chrome views out alongside the transition.",
                ru: "Анимировать исчезновение затемнения и декоративных view вместе с переходом.",
                zh: "让遮罩和装饰视图随转场一起淡出。"),
            avoid: LocalizedText(
                en:
                    "Removing the decoration views here: wait for `dismissalTransitionDidEnd(_:)`, the dismissal may be cancelled.",
                ru:
                    "Удалять декоративные view здесь: дождитесь `dismissalTransitionDidEnd(_:)`, скрытие могут отменить.",
                zh: "在这里移除装饰视图：应等到 `dismissalTransitionDidEnd(_:)`，消失可能被取消。")),
        MethodText(
            .dismissalTransitionDidEnd, .presentationController,
            summary: LocalizedText(
                en: "The dismissal transition finished; `completed` says whether it went through.",
                ru: "Переход скрытия закончился; `completed` говорит, состоялся ли он.",
                zh: "消失转场结束；`completed` 表示是否完成。"),
            when: LocalizedText(
                en:
                    "When the dismissal animations end; the model sends it before the did-callbacks of either controller.",
                ru: "Когда закончились анимации скрытия; модель вызывает его до did-колбэков обоих контроллеров.",
                zh: "消失动画结束时；模型在两个控制器的 did 回调之前调用它。"),
            use: LocalizedText(
                en: "If `completed` is true, remove the dimming and chrome views.",
                ru: "Если `completed` == true, убрать затемнение и декоративные view.",
                zh: "若 `completed` 为 true，移除遮罩和装饰视图。"),
            avoid: LocalizedText(
                en:
                    "Expecting the presenter's `viewDidAppear(_:)` when `shouldRemovePresentersView` is false: it never left.",
                ru:
                    "Ждать `viewDidAppear(_:)` у презентующего при `shouldRemovePresentersView` == false: он никуда не уходил.",
                zh: "`shouldRemovePresentersView` 为 false 时指望呈现方收到 `viewDidAppear(_:)`：它从未离开。")),
    ]

    /// The container's layout callbacks, listed with the layout phase.
    static let presentationControllerLayout: [MethodText] = [
        MethodText(
            .containerViewWillLayoutSubviews, .presentationController,
            summary: LocalizedText(
                en: "The container view is about to lay out its subviews.",
                ru: "Контейнер-view презентации вот-вот разложит subview.",
                zh: "容器视图即将布局其子视图。"),
            when: LocalizedText(
                en:
                    "On each layout pass of `containerView`: when the presented view goes in, on rotation and size changes.",
                ru:
                    "На каждом проходе лейаута `containerView`: когда туда попадает показываемое view, при повороте и смене размера.",
                zh: "`containerView` 每次布局时调用：被呈现的视图加入时、旋转和尺寸变化时。"),
            use: LocalizedText(
                en:
                    "Set the presented view's frame from `frameOfPresentedViewInContainerView` and size the dimming view.",
                ru: "Выставить фрейм показываемого view из `frameOfPresentedViewInContainerView` и размер затемнения.",
                zh: "按 `frameOfPresentedViewInContainerView` 设置被呈现视图的 frame，并调整遮罩视图的大小。"),
            avoid: LocalizedText(
                en: "Work that must run once: it runs on every layout of the container.",
                ru: "Разовую работу: метод вызывается при каждом лейауте контейнера.",
                zh: "只应执行一次的工作：容器每次布局都会调用它。")),
        MethodText(
            .containerViewDidLayoutSubviews, .presentationController,
            summary: LocalizedText(
                en: "The container view has laid out its subviews.",
                ru: "Контейнер-view презентации разложил subview.",
                zh: "容器视图已完成子视图布局。"),
            when: LocalizedText(
                en:
                    "Right after each layout pass of `containerView`, before the presented view's own layout callbacks.",
                ru:
                    "Сразу после каждого прохода лейаута `containerView`, до колбэков лейаута самого показываемого view.",
                zh: "`containerView` 每次布局后立即调用，早于被呈现视图自身的布局回调。"),
            use: LocalizedText(
                en: "Adjust decoration views that depend on the final frames of the container's subviews.",
                ru: "Подправить декоративные view, зависящие от итоговых фреймов subview контейнера.",
                zh: "调整依赖容器子视图最终 frame 的装饰视图。"),
            avoid: LocalizedText(
                en: "Changing the layout again here: it starts another pass.",
                ru: "Снова менять лейаут здесь: это запустит ещё один проход.",
                zh: "在这里再次修改布局：会触发新一轮布局。")),
    ]
}
