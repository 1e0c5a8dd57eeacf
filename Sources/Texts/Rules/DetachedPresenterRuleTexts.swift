import LifecycleModel

/// LL024: presenting from a controller that is in no hierarchy the window shows.
extension RuleText {
    static let ll024 = RuleText(
        title: LocalizedText(
            en: "Presenting from a controller detached from the window",
            ru: "Показ модального экрана из контроллера, отсоединённого от окна",
            zh: "从已脱离窗口的控制器发起模态呈现"),
        explanation: LocalizedText(
            en:
                "The controller is not the window's root, not presented, and not inside either: a child already removed from its parent, a screen popped or dismissed, or one created and never shown. Its view is not in the window hierarchy and never will be, so UIKit logs \"Attempt to present … whose view is not in the window hierarchy\" and presents nothing. Unlike presenting too early (LL009), waiting does not help.",
            ru:
                "Контроллер не корневой у окна, не показан модально и не вложен ни в тот, ни в другой: это дочерний контроллер, уже удалённый из родителя, экран, снятый со стека или закрытый, или созданный, но так и не показанный. Его view нет в иерархии окна и уже не будет, поэтому UIKit пишет в лог «Attempt to present … whose view is not in the window hierarchy» и ничего не показывает. В отличие от слишком раннего показа (LL009), ожидание не поможет.",
            zh:
                "该控制器既不是窗口的根控制器，也不是被模态呈现的控制器，也不在二者之内：可能是已从父控制器移除的子控制器、已被 pop 或 dismiss 的页面，或创建后从未显示过的控制器。它的视图不在窗口层级中，以后也不会在，所以 UIKit 会打印 “Attempt to present … whose view is not in the window hierarchy” 并且什么也不呈现。与过早呈现（LL009）不同，等待也无济于事。"
        ),
        fix: LocalizedText(
            en:
                "Present from a controller that is on screen (its `view.window` is not nil): the window's root, the topmost presented controller, or the container that still shows the screen.",
            ru:
                "Показывайте из контроллера, который на экране (его `view.window` не nil): корневого контроллера окна, самого верхнего показанного модально или контейнера, который ещё показывает этот экран.",
            zh: "改从正在屏幕上的控制器（其 `view.window` 不为 nil）发起呈现：窗口的根控制器、最上层被呈现的控制器，或仍在显示该页面的容器。"
        ))

}
