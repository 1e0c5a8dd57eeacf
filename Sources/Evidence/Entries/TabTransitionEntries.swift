import LifecycleModel
import Texts

/// The sources behind an interactive tab switch (LifecycleModel/Containers/InteractiveTabTransition.swift).
enum TabTransitionEntries {
    static let customTransitionsSample = EvidenceEntry(
        .appleCustomTransitionsSample, .appleDocumentation,
        title: "Customizing the Transition Animations (CustomTransitions sample, Slide demo)",
        source: "Apple Developer Documentation Archive", year: 2016,
        url:
            "https://developer.apple.com/library/archive/samplecode/CustomTransitions/Listings/CustomTransitions_Slide_AAPLSlideTransitionDelegate_m.html",
        ios: 7...26,
        shows: LocalizedText(
            en:
                "A pan switches tabs by setting selectedIndex in code; the tab bar controller then asks its delegate for an animator and, only when one was returned, for an interaction controller.",
            ru:
                "Жест pan переключает вкладку, задавая selectedIndex в коде; затем контроллер вкладок спрашивает у делегата аниматор и, только если тот вернулся, контроллер взаимодействия.",
            zh: "拖移手势通过在代码中设置 selectedIndex 切换标签；随后标签栏控制器向代理索取动画控制器，只有拿到动画控制器时才再索取交互控制器。"))

    static let cancelKeepsSelectedIndex = EvidenceEntry(
        .openRadarTabCancelSelectedIndex, .developerReport,
        title: "32135966: Interactive TabBarController transition cancel doesn't set selectedIndex property",
        source: "Open Radar (lionheart/openradar-mirror, github.com)", year: 2017,
        url: "https://github.com/lionheart/openradar-mirror/issues/17390", ios: 10...10,
        shows: LocalizedText(
            en:
                "When the interaction controller cancels an interactive tab switch, selectedIndex is back at the old tab, but neither its setter nor tabBarController(_:didSelect:) is called.",
            ru:
                "Когда контроллер взаимодействия отменяет интерактивное переключение вкладок, selectedIndex снова указывает на прежнюю вкладку, но ни его сеттер, ни tabBarController(_:didSelect:) не вызываются.",
            zh: "交互控制器取消交互式标签切换后，selectedIndex 回到原来的标签，但它的 setter 和 tabBarController(_:didSelect:) 都不会被调用。"))

    static let modelOrder = EvidenceEntry(
        .modelAnimatedTabOrder, .modelChoice,
        title: "An animated or interactive tab switch: the tabs' appearance order",
        source: "Lifeline", year: nil, url: nil, ios: 7...26,
        shows: LocalizedText(
            en:
                "No published log prints the tabs' appearance callbacks in a tab switch the delegate's animator animates or a pan drives. The model begins it as a tab switch (the new tab's viewWillAppear first), ends it the same way once the animation ends or the finger lifts, on a later turn, and undoes a cancelled one as a cancelled back swipe is undone: the incoming tab's viewWillDisappear and viewDidDisappear, then the outgoing tab's viewWillAppear and viewDidAppear.",
            ru:
                "Ни один опубликованный лог не печатает колбэки появления вкладок, когда переключение анимирует аниматор делегата или ведёт жест. Модель начинает его как обычное переключение вкладок (сначала viewWillAppear новой вкладки), так же завершает, когда анимация кончилась или палец поднялся, на одном из следующих оборотов, а отменённое откатывает так, как откатывается отменённый свайп назад: viewWillDisappear и viewDidDisappear входящей вкладки, затем viewWillAppear и viewDidAppear уходившей.",
            zh:
                "没有公开日志打印由代理的动画控制器驱动或由手势驱动的标签切换中各标签的外观回调。模型按普通标签切换开始（先是新标签的 viewWillAppear），在之后某一轮动画结束或手指抬起时也按它结束；取消时按取消的返回轻扫那样回退：先是进入标签的 viewWillDisappear 和 viewDidDisappear，再是离开标签的 viewWillAppear 和 viewDidAppear。"
        ))
}
