import LifecycleModel

// What a reader is told about the entries of LifecycleModel/Catalogue/Entries/NavigationDelegateEntries.swift, in
// the same order: what each method is, when UIKit calls it, what belongs there and what does not.

extension MethodText {
    static let navigationDelegate: [MethodText] = [
        MethodText(
            .navigationControllerWillShow, .controller,
            summary: LocalizedText(
                en: "Delegate: the navigation controller is about to show a controller.",
                ru: "Делегат: контроллер навигации вот-вот покажет контроллер.",
                zh: "代理：导航控制器即将显示某个控制器。"),
            when: LocalizedText(
                en:
                    "At its first display, on a push and on a pop, after the incoming controller's `viewWillAppear(_:)`; at the start of a back swipe, even one the user then cancels (published logs and Open Radar reports).",
                ru:
                    "При первом показе, push и pop — после `viewWillAppear(_:)` входящего контроллера; в начале свайпа «назад», даже если пользователь его отменит (опубликованные логи и отчёты Open Radar).",
                zh: "在首次显示、推入和弹出时调用，位于进入的控制器的 `viewWillAppear(_:)` 之后；返回轻扫开始时也会调用，即使用户随后取消（公开日志与 Open Radar 报告）。"),
            use: LocalizedText(
                en:
                    "Configuring what the navigation controller shows for the incoming controller (its bar's visibility, style or title view).",
                ru:
                    "Настройка того, что контроллер навигации показывает для входящего контроллера (видимость, стиль или titleView панели).",
                zh: "为进入的控制器配置导航控制器的显示内容（导航栏是否可见、样式或标题视图）。"),
            avoid: LocalizedText(
                en: "Treating it as proof that the controller will be shown: a cancelled back swipe calls it too.",
                ru: "Считать его гарантией, что контроллер будет показан: отменённый свайп «назад» тоже его вызывает.",
                zh: "把它当作控制器一定会显示的证据：被取消的返回轻扫也会调用它。")),
        MethodText(
            .navigationControllerDidShow, .controller,
            summary: LocalizedText(
                en: "Delegate: the navigation controller has shown a controller.",
                ru: "Делегат: контроллер навигации показал контроллер.",
                zh: "代理：导航控制器已经显示了某个控制器。"),
            when: LocalizedText(
                en:
                    "After the transition, once the incoming controller has had `viewDidAppear(_:)`; at a first display also once before it, so twice; not after a cancelled back swipe.",
                ru:
                    "После перехода, когда входящий контроллер уже получил `viewDidAppear(_:)`; при первом показе ещё и раньше, до него, то есть дважды; после отменённого свайпа «назад» не вызывается.",
                zh: "在转场结束、进入的控制器收到 `viewDidAppear(_:)` 之后调用；首次显示时在此之前还会多调用一次，共两次；被取消的返回轻扫之后不会调用。"),
            use: LocalizedText(
                en:
                    "Work that needs the transition finished: a coordinator releasing the controllers popped off its stack.",
                ru: "Работа, которой нужен завершённый переход: координатор освобождает контроллеры, снятые со стека.",
                zh: "需要转场结束后才能做的事：协调器释放从栈中弹出的控制器。"),
            avoid: LocalizedText(
                en: "Assuming it comes once per controller: a first display calls it twice.",
                ru: "Рассчитывать на один вызов на контроллер: первый показ вызывает его дважды.",
                zh: "假定每个控制器只调用一次：首次显示会调用两次。")),
    ]
}
