import LifecycleModel
import Texts

/// UIKit behaviour that a project's own test suite asserts, run in CI on simulators: what UIKit did on
/// every release the CI ran.
enum TestSuiteEntries {
    static let lassoModalSystemBehavior = EvidenceEntry(
        .lassoModalSystemBehavior, .uikitTests, title: "ModalTestingTests+SystemBehavior.swift",
        source: "Trevor Beasty, WW International (ww-tech/lasso on github.com)", year: 2019,
        url:
            "https://github.com/ww-tech/lasso/blob/develop/Example/LassoTestUtilities_Tests/ModalTestingTests%2BSystemBehavior.swift",
        ios: 12...16,
        shows: LocalizedText(
            en:
                "What each controller has heard right after present/dismiss returns, after one main-queue turn and at the transition's end, full screen and page sheet, animated or not: nothing inside present; a non-animated sheet ends a turn later.",
            ru:
                "Что успел получить каждый контроллер сразу после present/dismiss, после витка главной очереди и к концу перехода — на весь экран и page sheet, с анимацией и без: внутри present ничего; page sheet без анимации заканчивается витком позже.",
            zh: "present/dismiss 刚返回时、主队列一轮之后、转场结束时各控制器收到了什么（全屏与 page sheet，有无动画）：present 内部什么也没有；不带动画的 sheet 晚一轮才结束。"))
}
