import LifecycleModel

/// Published observations of presentations and dismissals on devices (issue 23, part 5).
enum PresentationLogEntries {
    static let regularberry = EvidenceEntry(
        .regularberryPresenterReappears, .deviceLog, title: "Why isn't viewWillAppear getting called?",
        source: "regularberry.github.io (first on Medium)", year: 2019,
        url: "https://regularberry.github.io/2019/02/22/why-isnt-viewwillappear-getting-called.html", ios: 12...12,
        shows: LocalizedText(
            en:
                "A table, per presentation style, of whether dismissing gives the presenter viewWillAppear, on an iPhone and on an iPad: yes for full screen and current context; on an iPhone also for page sheet, form sheet and popover, which cover the screen there; never for custom, over full screen and over current context.",
            ru:
                "Таблица по стилям показа: получает ли презентующий контроллер viewWillAppear при закрытии, на iPhone и на iPad. Да — для full screen и current context; на iPhone также для page sheet, form sheet и popover, которые там закрывают весь экран; никогда — для custom, over full screen и over current context.",
            zh:
                "按呈现样式列出关闭时呈现者是否收到 viewWillAppear（iPhone 与 iPad 分列）：全屏和 current context 都会；在 iPhone 上 page sheet、form sheet 和 popover 也会，因为它们在那里覆盖全屏；custom、over full screen 和 over current context 都不会。"
        ))
}
