import LifecycleModel
import Texts

/// Developers' reports on which controllers hear a rotation (`.developerReport`: what they saw, in their
/// own words, on the releases of their day).
enum RotationReportEntries {
    static let onmyway133 = EvidenceEntry(
        .onmyway133PresenterSizeTransitions, .developerReport,
        title: "iOS viewWillTransitionToSize when presented view controller",
        source: "Khoa Pham, onmyway133/notes issue 210, github.com", year: 2016,
        url: "https://github.com/onmyway133/notes/issues/210", ios: 9...10,
        shows: LocalizedText(
            en:
                "A portrait-only A presents B full screen; B turns to landscape and A's viewWillTransitionToSize is called too; dismissing B calls it once more at the end, with A's presentedViewController already nil.",
            ru:
                "A, поддерживающий только портрет, показывает B на весь экран; B поворачивается в альбомную ориентацию, и viewWillTransitionToSize вызывается и у A; после закрытия B он вызывается ещё раз в самом конце, когда presentedViewController у A уже nil.",
            zh:
                "仅支持竖屏的 A 全屏呈现 B；B 转为横屏时 A 的 viewWillTransitionToSize 也会被调用；关闭 B 时在最后还会再调用一次，此时 A 的 presentedViewController 已是 nil。"
        ))

    static let wangling2010 = EvidenceEntry(
        .wanglingRotationOffScreen2010, .developerReport, title: "How to Rock and Roll Your Apps",
        source: "wangling.me", year: 2010, url: "https://wangling.me/2010/07/how-to-rock-and-roll-your-apps.html",
        ios: 3...4,
        shows: LocalizedText(
            en:
                "Only the frontmost controller hears a rotation: a tab that is not selected while the device turns gets no rotation message, then or when it is selected again.",
            ru:
                "Поворот слышит только контроллер на переднем плане: вкладка, не выбранная во время поворота, не получает сообщений о повороте ни тогда, ни позже, когда её снова выбирают.",
            zh: "只有最前面的控制器会收到旋转消息：设备旋转时未被选中的标签页既不会当时收到，也不会在重新被选中时补收。"))
}
