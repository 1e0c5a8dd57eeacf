import LifecycleModel

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

    static let nonAnimatedPushBoundary = EvidenceEntry(
        .modelNonAnimatedPushBoundary, .modelChoice, title: "Non-animated push ends after the commit from iOS 13",
        source: "Lifeline", year: nil, url: nil, ios: 13...26,
        shows: LocalizedText(
            en:
                "No log pins the release where viewDidAppear moved after the layout; the model draws the line at iOS 13, the oldest release Apple's viewIsAppearing documentation describes.",
            ru:
                "Ни один лог не фиксирует версию, где viewDidAppear переместился после раскладки; модель проводит границу на iOS 13 — самой старой версии, которую описывает документация viewIsAppearing.",
            zh: "没有日志确定 viewDidAppear 移到布局之后的具体版本；模型把界线定在 iOS 13，即 Apple 的 viewIsAppearing 文档所描述的最早版本。"))

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

    static let childTransitionOrder = EvidenceEntry(
        .modelChildTransitionOrder, .modelChoice, title: "transition(from:to:) ends the outgoing child first",
        source: "Lifeline", year: nil, url: nil, ios: 5...26,
        shows: LocalizedText(
            en:
                "No log traces this method's own callbacks; Apple places them around the animation, and the model ends the outgoing child before the incoming one. Do not rely on the order of the two did-callbacks.",
            ru:
                "Ни один лог не показывает колбэки самого этого метода; Apple помещает их вокруг анимации, а модель завершает уходящий дочерний контроллер раньше входящего. На порядок двух did-колбэков не полагайтесь.",
            zh: "没有日志记录这个方法自身的回调；Apple 文档把它们放在动画前后，模型让离开的子控制器先于进入的结束。不要依赖两个 did 回调的先后。"))
}
