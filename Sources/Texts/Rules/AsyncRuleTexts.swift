import LifecycleModel

/// LL016–LL019: observers, pending work, animations beside a size transition, and presenting from
/// `viewDidLoad()` — the misuse the main queue, timers, tasks and notifications make possible.
extension RuleText {
    static let ll016 = RuleText(
        title: LocalizedText(
            en: "Observer added on every appearance and never removed",
            ru: "Наблюдатель добавляется при каждом появлении и не удаляется",
            zh: "每次出现都添加观察者却从不移除"),
        explanation: LocalizedText(
            en:
                "`viewWillAppear(_:)` and `viewDidAppear(_:)` run each time the screen comes back (after a pop, a dismissal, a tab switch). `NotificationCenter` keeps every registration, even identical ones, so after the second appearance each post runs the handler twice, after the third three times.",
            ru:
                "`viewWillAppear(_:)` и `viewDidAppear(_:)` вызываются при каждом возвращении экрана (после pop, dismiss, смены вкладки). `NotificationCenter` хранит каждую регистрацию, даже одинаковые, поэтому после второго появления каждое уведомление вызывает обработчик дважды, после третьего — трижды.",
            zh:
                "每次页面重新出现（pop 返回、dismiss、切换标签）都会调用 `viewWillAppear(_:)` 和 `viewDidAppear(_:)`。`NotificationCenter` 会保留每一次注册，即使完全相同，所以第二次出现后每条通知会触发两次处理方法，第三次后触发三次。"
        ),
        fix: LocalizedText(
            en:
                "Pair the addition in `viewWillAppear(_:)` with a removal in `viewWillDisappear(_:)`, or add it once in `viewDidLoad()`. Not `viewDidDisappear(_:)`: when the user starts a swipe back and cancels it, the top controller gets `viewWillDisappear(_:)` and then `viewWillAppear(_:)` again, never `viewDidDisappear(_:)`, so the observer would be added twice.",
            ru:
                "Парой к добавлению в `viewWillAppear(_:)` сделайте удаление в `viewWillDisappear(_:)` либо добавляйте наблюдателя один раз в `viewDidLoad()`. Удалять в `viewDidDisappear(_:)` нельзя: если пользователь начал свайп назад и передумал, верхний контроллер получает `viewWillDisappear(_:)`, затем снова `viewWillAppear(_:)`, а `viewDidDisappear(_:)` не получает вовсе — наблюдатель окажется добавлен дважды.",
            zh:
                "在 `viewWillAppear(_:)` 中添加，就在 `viewWillDisappear(_:)` 中移除；或者只在 `viewDidLoad()` 中添加一次。不要放在 `viewDidDisappear(_:)` 中移除：用户开始侧滑返回又取消时，栈顶控制器会收到 `viewWillDisappear(_:)`，随后再次收到 `viewWillAppear(_:)`，却始终收不到 `viewDidDisappear(_:)`，观察者会被添加两次。"
        ))

    static let ll017 = RuleText(
        title: LocalizedText(
            en: "Task or timer keeps the controller alive",
            ru: "Task или таймер удерживает контроллер",
            zh: "Task 或定时器让控制器无法释放"),
        explanation: LocalizedText(
            en:
                "A timer's block and a task's body hold what they capture until they finish: the run loop keeps a scheduled timer, a task keeps its closure until it returns. Capturing `self` strongly, they keep the controller alive after it has left the screen; its code runs on a screen nobody sees, and a repeating timer or a looping task keeps it for ever.",
            ru:
                "Блок таймера и тело задачи держат всё, что захватили, пока не завершатся: запланированный таймер удерживает run loop, задача хранит замыкание до возврата. Сильно захватив `self`, они держат контроллер и после ухода с экрана: его код выполняется для экрана, которого никто не видит, а повторяющийся таймер или задача в цикле не отпустят его никогда.",
            zh:
                "定时器的 block 和 Task 的闭包在结束前会一直持有它们捕获的对象：run loop 强引用已调度的定时器，Task 持有闭包直到返回。如果强捕获了 `self`，控制器离开屏幕后仍然存活，代码在一个没人看得见的页面上运行；重复定时器或循环中的 Task 会让它永远无法释放。"
        ),
        fix: LocalizedText(
            en:
                "Keep it in a property, `cancel()` the task or `invalidate()` the timer in `viewWillDisappear(_:)`, and capture `[weak self]`.",
            ru:
                "Храните её в свойстве, в `viewWillDisappear(_:)` вызывайте `cancel()` у задачи или `invalidate()` у таймера и захватывайте `[weak self]`.",
            zh: "把它存进属性，在 `viewWillDisappear(_:)` 中对 Task 调用 `cancel()`、对定时器调用 `invalidate()`，并用 `[weak self]` 捕获。"))

    static let ll018 = RuleText(
        title: LocalizedText(
            en: "UIView.animate in viewWillTransition(to:with:)",
            ru: "UIView.animate внутри viewWillTransition(to:with:)",
            zh: "在 viewWillTransition(to:with:) 中使用 UIView.animate"),
        explanation: LocalizedText(
            en:
                "`viewWillTransition(to:with:)` runs before the size changes. An animation started there runs on its own clock, from the old layout, not alongside the rotation; the coordinator runs the block inside the transition's own animation, with the new size in place.",
            ru:
                "`viewWillTransition(to:with:)` вызывается до смены размера. Анимация, запущенная там, идёт по своему времени и от старой раскладки, а не вместе с поворотом; координатор выполняет блок внутри анимации самого перехода, когда новый размер уже применён.",
            zh:
                "`viewWillTransition(to:with:)` 在尺寸改变之前调用。在这里启动的动画按自己的时间、从旧布局开始运行，并不与旋转同步；协调器会把 block 放进转场自身的动画中执行，此时新尺寸已经生效。"
        ),
        fix: LocalizedText(
            en: "Put the changes in `coordinator.animate(alongsideTransition:completion:)`.",
            ru: "Перенесите изменения в `coordinator.animate(alongsideTransition:completion:)`.",
            zh: "把这些改动放进 `coordinator.animate(alongsideTransition:completion:)`。"))

    static let ll019 = RuleText(
        title: LocalizedText(
            en: "Presenting from viewDidLoad()",
            ru: "Показ модального экрана из viewDidLoad()",
            zh: "在 viewDidLoad() 中发起模态呈现"),
        explanation: LocalizedText(
            en:
                "In `viewDidLoad()` the controller's own view is not in a window yet. When the controller is the window's root, UIKit presents nothing (LL009); when an ancestor is on screen, the presentation starts from that ancestor before this controller has appeared, in the middle of its own transition.",
            ru:
                "В `viewDidLoad()` собственная view контроллера ещё не в окне. Если контроллер — корневой в окне, UIKit ничего не покажет (LL009); если на экране его предок, показ начнётся от предка раньше, чем появится сам контроллер, посреди его собственного перехода.",
            zh:
                "在 `viewDidLoad()` 中控制器自己的视图还不在窗口里。若它是窗口的根控制器，UIKit 什么也不呈现（LL009）；若它的祖先已在屏幕上，呈现会从祖先发起，发生在它自己出现之前、它自身的转场途中。"
        ),
        fix: LocalizedText(
            en:
                "Present from `viewDidAppear(_:)` (once, behind a flag), or from the action that shows this screen.",
            ru:
                "Показывайте из `viewDidAppear(_:)` (один раз, с флагом) или из действия, которое открывает этот экран.",
            zh: "改在 `viewDidAppear(_:)` 中呈现（用标志位保证只执行一次），或在打开这个页面的操作里呈现。"))

}
