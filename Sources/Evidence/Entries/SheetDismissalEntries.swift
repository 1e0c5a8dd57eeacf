import LifecycleModel
import Texts

/// The user's drag on a sheet (iOS 13+): what Apple documents of the presentation controller delegate,
/// the WWDC19 flow, the one published log of a cancelled drag, and where the model chooses.
enum SheetDismissalEntries {
    static let appleDelegate = EvidenceEntry(
        .appleAdaptivePresentationDelegate, .appleDocumentation, title: "UIAdaptivePresentationControllerDelegate",
        source: "Apple Developer Documentation", year: nil,
        url: "https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate", ios: 13...26,
        shows: LocalizedText(
            en:
                "presentationControllerWillDismiss(_:) and presentationControllerDidDismiss(_:) are not called when the presentation is dismissed programmatically; willDismiss is where to use the transition coordinator; presentationControllerDidAttemptToDismiss(_:) tells of a user's attempt refused because isModalInPresentation is true or presentationControllerShouldDismiss(_:) returned false, which is not guaranteed to be followed by willDismiss or didDismiss.",
            ru:
                "presentationControllerWillDismiss(_:) и presentationControllerDidDismiss(_:) не вызываются, если показ закрыт программно; в willDismiss используют координатор перехода; presentationControllerDidAttemptToDismiss(_:) сообщает о попытке пользователя, отклонённой из-за isModalInPresentation = true или ответа false из presentationControllerShouldDismiss(_:), за которым willDismiss и didDismiss могут и не последовать.",
            zh:
                "以代码关闭呈现时不会调用 presentationControllerWillDismiss(_:) 和 presentationControllerDidDismiss(_:)；willDismiss 中可使用转场协调器；presentationControllerDidAttemptToDismiss(_:) 通知用户的关闭尝试因 isModalInPresentation 为 true 或 presentationControllerShouldDismiss(_:) 返回 false 而被拒绝，而后者之后不保证会调用 willDismiss 或 didDismiss。"
        ))

    static let wwdc19Flow = EvidenceEntry(
        .wwdc19SheetDismissalFlow, .wwdcSession,
        title: "iOS Lifecycle When Dismissing a Modal View With .pageSheet in iOS 13",
        source:
            "Ichiro Hirata, Better Programming (medium.com), after the WWDC19 slide of \"Modernizing Your UI for iOS 13\"",
        year: 2020,
        url:
            "https://medium.com/better-programming/the-lifecycle-and-control-when-dismissing-a-modal-view-with-pagesheet-in-ios-13-4bbd1e3e1ec7",
        ios: 13...26,
        shows: LocalizedText(
            en:
                "The WWDC19 flow of a swipe on a sheet: with isModalInPresentation true only presentationControllerDidAttemptToDismiss is called; otherwise presentationControllerShouldDismiss, then presentationControllerWillDismiss, then presentationControllerDidDismiss. The same slide is in hirothings' Qiita article (2019).",
            ru:
                "Схема WWDC19 для свайпа по листу: при isModalInPresentation = true вызывается только presentationControllerDidAttemptToDismiss; иначе presentationControllerShouldDismiss, затем presentationControllerWillDismiss, затем presentationControllerDidDismiss. Тот же слайд приводит hirothings на Qiita (2019).",
            zh:
                "WWDC19 给出的 sheet 滑动流程：isModalInPresentation 为 true 时只调用 presentationControllerDidAttemptToDismiss；否则依次调用 presentationControllerShouldDismiss、presentationControllerWillDismiss、presentationControllerDidDismiss。hirothings 的 Qiita 文章（2019）引用了同一张幻灯片。"
        ))

    static let rudinLog = EvidenceEntry(
        .rudinModalLifeCycle, .deviceLog, title: "iOS LifeCycle in Modal", source: "rudin_ (velog.io)", year: nil,
        url: "https://velog.io/@rudin_/iOS-LifeCycle-in-Modal", ios: 17...17,
        shows: LocalizedText(
            en:
                "Printed callbacks of a card (page sheet) modal: dragged part way and let go, it gets viewWillDisappear, then viewWillAppear, viewIsAppearing and viewDidAppear; closed, only it is deinitialised and the first controller, still on screen, gets no callback. Undated; viewIsAppearing places it at iOS 17 or later.",
            ru:
                "Напечатанные вызовы карточного (page sheet) модального экрана: если потянуть его и отпустить, он получает viewWillDisappear, затем viewWillAppear, viewIsAppearing и viewDidAppear; если закрыть, деинициализируется только он, а первый контроллер, оставшийся на экране, ничего не получает. Без даты; viewIsAppearing указывает на iOS 17 или новее.",
            zh:
                "卡片式（page sheet）模态页面打印出的回调：拖动一段后松手，它收到 viewWillDisappear，然后是 viewWillAppear、viewIsAppearing 和 viewDidAppear；关闭时只有它被释放，仍在屏幕上的第一个控制器不收到任何回调。未注明日期；viewIsAppearing 说明是 iOS 17 或更新版本。"
        ))

    static let modelDelegateOrder = EvidenceEntry(
        .modelSheetDelegateOrder, .modelChoice, title: "A sheet's delegate calls against its appearance callbacks",
        source: "Lifeline", year: nil, url: nil, ios: 13...26,
        shows: LocalizedText(
            en:
                "No published log prints the presentation controller delegate's calls next to the sheet's appearance callbacks. The model asks presentationControllerShouldDismiss and calls presentationControllerWillDismiss as the drag starts, before viewWillDisappear (the answer decides whether the dismissal begins); presentationControllerDidDismiss comes after viewDidDisappear, once the sheet is gone; presentationControllerDidAttemptToDismiss comes as the refused drag starts, with no appearance callbacks.",
            ru:
                "Ни один опубликованный лог не печатает вызовы делегата контроллера презентации рядом с методами появления листа. Модель спрашивает presentationControllerShouldDismiss и вызывает presentationControllerWillDismiss в начале жеста, до viewWillDisappear (от ответа зависит, начнётся ли закрытие); presentationControllerDidDismiss идёт после viewDidDisappear, когда лист уже исчез; presentationControllerDidAttemptToDismiss — в начале отклонённого жеста, без методов появления.",
            zh:
                "没有公开日志把呈现控制器代理的调用与 sheet 的外观回调放在一起打印。模型在拖动开始时、viewWillDisappear 之前询问 presentationControllerShouldDismiss 并调用 presentationControllerWillDismiss（其答复决定关闭是否开始）；presentationControllerDidDismiss 在 viewDidDisappear 之后、sheet 消失时调用；presentationControllerDidAttemptToDismiss 在被拒绝的拖动开始时调用，不伴随任何外观回调。"
        ))
}
