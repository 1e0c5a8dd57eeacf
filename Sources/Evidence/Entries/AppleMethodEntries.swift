import LifecycleModel
import Texts

/// Apple's reference pages for single methods and processes, and the Swift book: what Apple says
/// happens when the app itself creates, loads, restores or releases an object.
extension AppleEntries {
    static let uiViewInitFrame = EvidenceEntry(
        .appleUIViewInitFrame, .appleDocumentation, title: "init(frame:)", source: "Apple Developer Documentation",
        year: nil, url: "https://developer.apple.com/documentation/uikit/uiview/init(frame:)", ios: 2...26,
        shows: LocalizedText(
            en:
                "The designated initializer of a view created in code (UIView() reaches it with a zero frame); a view loaded from a nib or storyboard does not get it.",
            ru:
                "Назначенный инициализатор view, созданной в коде (UIView() приходит в него с нулевым frame); view из nib или storyboard его не получает.",
            zh: "在代码中创建视图时的指定初始化方法（UIView() 以零 frame 调用它）；从 nib 或 storyboard 加载的视图不会调用它。"))

    static let loadView = EvidenceEntry(
        .appleLoadView, .appleDocumentation, title: "loadView()", source: "Apple Developer Documentation", year: nil,
        url: "https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()", ios: 2...26,
        shows: LocalizedText(
            en:
                "The view controller calls loadView when its view is requested and is nil; \"You should never call this method directly\". A direct call creates a view outside that path.",
            ru:
                "Контроллер вызывает loadView, когда его view запрошена и равна nil; «You should never call this method directly». Прямой вызов создаёт view в обход этого пути.",
            zh: "当视图被请求且为 nil 时，控制器调用 loadView；文档写明“You should never call this method directly”。直接调用会绕开这条路径创建视图。"))

    static let uiRestorationProcess = EvidenceEntry(
        .appleUIRestorationProcess, .appleDocumentation, title: "About the UI restoration process",
        source: "Apple Developer Documentation", year: nil,
        url: "https://developer.apple.com/documentation/uikit/about-the-ui-restoration-process", ios: 6...12,
        shows: LocalizedText(
            en:
                "Restoration first creates the controllers, then decodes their state (decodeRestorableState(with:)); applicationFinishedRestoringState() comes after all other object decoding is complete, in no guaranteed order between objects.",
            ru:
                "Восстановление сначала создаёт контроллеры, затем декодирует их состояние (decodeRestorableState(with:)); applicationFinishedRestoringState() приходит после того, как декодированы все объекты, и порядок между объектами не гарантирован.",
            zh:
                "恢复过程先创建控制器，再解码其状态（decodeRestorableState(with:)）；所有对象解码完成后才调用 applicationFinishedRestoringState()，各对象之间的顺序不作保证。"
        ))

    static let traitEnvironment = EvidenceEntry(
        .appleTraitEnvironment, .appleDocumentation, title: "UITraitEnvironment",
        source: "Apple Developer Documentation", year: nil,
        url: "https://developer.apple.com/documentation/uikit/uitraitenvironment", ios: 8...26,
        shows: LocalizedText(
            en:
                "The system calls traitCollectionDidChange(_:) when the interface environment changes; traits propagate from the top of the hierarchy down, to every view controller and view.",
            ru:
                "Система вызывает traitCollectionDidChange(_:), когда меняется окружение интерфейса; трейты распространяются сверху вниз по иерархии, к каждому контроллеру и каждой view.",
            zh: "界面环境变化时系统调用 traitCollectionDidChange(_:)；特征从层级顶部向下传播到每个视图控制器和视图。"))

    static let swiftDeinitialization = EvidenceEntry(
        .swiftDeinitialization, .appleDocumentation, title: "Deinitialization (The Swift Programming Language)",
        source: "Apple, docs.swift.org", year: nil,
        url: "https://docs.swift.org/swift-book/documentation/the-swift-programming-language/deinitialization/",
        ios: 2...26,
        shows: LocalizedText(
            en:
                "A class instance's deinit runs immediately before it is deallocated, which ARC does as soon as nothing holds a strong reference to it.",
            ru:
                "deinit экземпляра класса выполняется непосредственно перед его освобождением, а ARC освобождает его, как только на него не остаётся сильных ссылок.",
            zh: "类实例的 deinit 在其被释放前立即执行；一旦没有强引用指向它，ARC 就会释放它。"))
}
