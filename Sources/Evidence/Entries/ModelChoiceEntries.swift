import LifecycleModel
import Texts

/// Where no source pins an order the model chooses one; each entry says what it chose and why.
enum ModelChoiceEntries {
    static let unattributed = EvidenceEntry(
        .modelUnattributed, .modelChoice, title: "No source named yet", source: "Lifeline", year: nil, url: nil,
        ios: 2...26,
        shows: LocalizedText(
            en:
                "The row sits where the model's code happens to place it (object creation, view loading on access); no decision names a source for it yet.",
            ru:
                "Строка стоит там, куда её ставит код модели (создание объектов, загрузка view при обращении); ни одно решение пока не называет для неё источник.",
            zh: "这一行的位置只由模型代码决定（创建对象、访问时加载视图）；目前还没有任何决策为它注明来源。"))

    static let mainQueueAfterCommit = EvidenceEntry(
        .modelMainQueueAfterCommit, .modelChoice, title: "Main-queue blocks run after the commit", source: "Lifeline",
        year: nil, url: nil, ios: 2...26,
        shows: LocalizedText(
            en:
                "The real run loop may serve the main queue before an event's commit; the model always runs the block after it, so its rows do not depend on timing.",
            ru:
                "Настоящий run loop может обслужить главную очередь до коммита события; модель всегда выполняет блок после него, чтобы строки не зависели от таймингов.",
            zh: "真实的 run loop 可能在事件提交前处理主队列；模型总在提交之后执行该块，使其行不依赖时机。"))

    static let pageSetOrder = EvidenceEntry(
        .modelPageSetOrder, .modelChoice, title: "setViewControllers on screen turns the page like a swipe",
        source: "Lifeline", year: nil, url: nil, ios: 5...26,
        shows: LocalizedText(
            en:
                "No published log shows the appearance callbacks of setViewControllers on a visible page view controller; the model gives them the order of a completed swipe of the same style.",
            ru:
                "Ни один опубликованный лог не показывает колбэки появления при setViewControllers на видимом UIPageViewController; модель даёт им порядок завершённого свайпа того же стиля.",
            zh: "没有已发表的日志显示在可见的 UIPageViewController 上调用 setViewControllers 时的出现回调；模型采用同一样式下完成滑动的顺序。"))

    static let tabDidSelectAfterSwitch = EvidenceEntry(
        .modelTabDidSelectAfterSwitch, .modelChoice, title: "tabBarController(_:didSelect:) after the switch",
        source: "Lifeline", year: nil, url: nil, ios: 3...26,
        shows: LocalizedText(
            en:
                "No published log places didSelect against the tabs' appearance callbacks; a non-animated switch completes inside the selection, so the model tells the delegate after it (after an animated switch has begun, before its did-callbacks).",
            ru:
                "Ни один опубликованный лог не показывает didSelect рядом с методами появления вкладок; переключение без анимации завершается внутри выбора, поэтому модель сообщает делегату после него (а анимированное — после его начала, до did-колбэков).",
            zh: "没有公开日志表明 didSelect 与各标签的外观回调孰先孰后；无动画的切换在选择过程中就已完成，所以模型在切换之后通知代理（带动画的切换则在开始之后、did 系列回调之前）。"))
}

extension ModelChoiceEntries {
    static let memoryWarningDelegateFirst = EvidenceEntry(
        .modelMemoryWarningDelegateFirst, .modelChoice, title: "The app delegate hears of a memory warning first",
        source: "Lifeline", year: nil, url: nil, ios: 2...26,
        shows: LocalizedText(
            en:
                "No published log prints applicationDidReceiveMemoryWarning(_:) against the controllers' didReceiveMemoryWarning(). Apple lists the delegate first, then the controllers, then the notification; several Chinese blog articles say the app delegate is called before the controllers, while one CSDN note puts the notification's observers before the controllers. The model follows Apple's list; none of these is a log.",
            ru:
                "Ни один опубликованный лог не печатает applicationDidReceiveMemoryWarning(_:) рядом с didReceiveMemoryWarning() контроллеров. Apple перечисляет сначала делегат, затем контроллеры, затем уведомление; несколько китайских блогов пишут, что делегат приложения вызывается раньше контроллеров, а одна заметка на CSDN ставит подписчиков уведомления раньше контроллеров. Модель следует списку Apple; ни один из этих источников не лог.",
            zh:
                "没有公开日志把 applicationDidReceiveMemoryWarning(_:) 与各控制器的 didReceiveMemoryWarning() 放在一起打印。Apple 的列举顺序是先应用委托、再控制器、最后通知；几篇中文博客说应用委托先于控制器被调用，而一篇 CSDN 笔记认为通知的观察者先于控制器。模型采用 Apple 的列举顺序；这些都不是日志。"
        ))
}
