import LifecycleModel
import Texts

/// Published orders of the app's own life cycle around the controllers: launch, restoration (issue 23).
enum LifecycleLogEntries {
    static let neuburgRestorationOrder = EvidenceEntry(
        .neuburgRestorationOrder, .developerReport,
        title: "UIViewController lifecycle calls in combination with state restoration",
        source: "Stack Overflow (newbe.dev), quoting Matt Neuburg, Programming iOS 9", year: 2015,
        url: "https://newbe.dev/uiviewcontroller-lifecycle-calls-in-combination-with-state-restoration", ios: 9...9,
        shows: LocalizedText(
            en:
                "During state restoration each restored controller loads its view (viewDidLoad, in order down the chain) before any decodeRestorableState(with:), and applicationFinishedRestoringState() comes last, down the chain again (Programming iOS 9, pp. 386–387); an answer's printed order agrees: viewDidLoad, decodeRestorableState, viewWillAppear, viewDidAppear.",
            ru:
                "При восстановлении состояния каждый восстановленный контроллер загружает свой view (viewDidLoad, по цепочке сверху вниз) до любого decodeRestorableState(with:), а applicationFinishedRestoringState() приходит последним, снова по цепочке (Programming iOS 9, с. 386–387); напечатанный в одном из ответов порядок совпадает: viewDidLoad, decodeRestorableState, viewWillAppear, viewDidAppear.",
            zh:
                "状态恢复时，每个被恢复的控制器先加载自己的 view（viewDidLoad，沿链自上而下），然后才有 decodeRestorableState(with:)，applicationFinishedRestoringState() 最后到来，同样沿链而下（Programming iOS 9，第 386–387 页）；一个回答打印的顺序与之一致：viewDidLoad、decodeRestorableState、viewWillAppear、viewDidAppear。"
        ))
}
