import LifecycleModel

/// Why a scenario does not run on a release, in the reader's language: what the release lacks and the
/// release that added it. The versions it applies to are shown beside it, so the sentence does not
/// repeat them. API names are code.
public enum UnavailableText {
    public static func render(_ reason: FeatureUnavailable, in language: Language) -> String {
        let since = reason.introduced
        switch (reason.feature, language) {
        case (.api(let api), .en): return "`\(api.name)` arrived in iOS \(since)"
        case (.api(let api), .ru): return "`\(api.name)` появился только в iOS \(since)"
        case (.api(let api), .zh): return "`\(api.name)` 从 iOS \(since) 起才有"
        case (.presentationStyle(let style), .en):
            return "`UIModalPresentationStyle.\(style.rawValue)` arrived in iOS \(since)"
        case (.presentationStyle(let style), .ru):
            return "`UIModalPresentationStyle.\(style.rawValue)` появился только в iOS \(since)"
        case (.presentationStyle(let style), .zh):
            return "`UIModalPresentationStyle.\(style.rawValue)` 从 iOS \(since) 起才有"
        case (.storyboards, .en): return "storyboards and segues arrived in iOS \(since)"
        case (.storyboards, .ru): return "storyboard и segue появились только в iOS \(since)"
        case (.storyboards, .zh): return "storyboard 和 segue 从 iOS \(since) 起才有"
        case (.unwindSegues, .en): return "unwind segues arrived in iOS \(since)"
        case (.unwindSegues, .ru): return "unwind segue появились только в iOS \(since)"
        case (.unwindSegues, .zh): return "unwind segue 从 iOS \(since) 起才有"
        case (.stateRestoration, .en): return "state restoration arrived in iOS \(since)"
        case (.stateRestoration, .ru): return "восстановление состояния появилось только в iOS \(since)"
        case (.stateRestoration, .zh): return "状态恢复从 iOS \(since) 起才有"
        case (.splitViewMultitasking, .en): return "Split View multitasking arrived in iOS \(since)"
        case (.splitViewMultitasking, .ru): return "многозадачность Split View появилась только в iOS \(since)"
        case (.splitViewMultitasking, .zh): return "分屏多任务（Split View）从 iOS \(since) 起才有"
        case (.darkMode, .en): return "Dark Mode arrived in iOS \(since); before it the interface style is always light"
        case (.darkMode, .ru): return "тёмная тема появилась только в iOS \(since), до неё интерфейс всегда светлый"
        case (.darkMode, .zh): return "深色模式从 iOS \(since) 起才有，此前界面始终为浅色"
        case (.dynamicType, .en): return "Dynamic Type arrived in iOS \(since)"
        case (.dynamicType, .ru): return "Dynamic Type появился только в iOS \(since)"
        case (.dynamicType, .zh): return "动态字体（Dynamic Type）从 iOS \(since) 起才有"
        case (.backgroundState, .en): return "multitasking (the background state) arrived in iOS \(since)"
        case (.backgroundState, .ru): return "многозадачность (фоновое состояние) появилась только в iOS \(since)"
        case (.backgroundState, .zh): return "多任务（后台状态）从 iOS \(since) 起才有"
        case (.largePhones, .en): return "the iPhone Plus arrived with iOS \(since)"
        case (.largePhones, .ru): return "iPhone Plus появился только с iOS \(since)"
        case (.largePhones, .zh): return "iPhone Plus 随 iOS \(since) 才推出"
        case (.interactivePopGesture, .en): return "the interactive pop gesture (swipe back) arrived in iOS \(since)"
        case (.interactivePopGesture, .ru):
            return "жест интерактивного возврата (свайп назад) появился только в iOS \(since)"
        case (.interactivePopGesture, .zh): return "交互式返回手势（侧滑返回）从 iOS \(since) 起才有"
        case (.viewControllerRestorationInScenes, .en):
            return
                "from iOS \(since) a scene-based app restores state through `stateRestorationActivity(for:)` and UIKit does not call `decodeRestorableState(with:)` (run the scenario with `ios=\(since - 1)` for view-controller restoration)"
        case (.viewControllerRestorationInScenes, .ru):
            return
                "начиная с iOS \(since) приложение со сценами восстанавливает состояние через `stateRestorationActivity(for:)`, и UIKit не вызывает `decodeRestorableState(with:)` (восстановление контроллеров видно в сценарии с `ios=\(since - 1)`)"
        case (.viewControllerRestorationInScenes, .zh):
            return
                "从 iOS \(since) 起，采用 UIScene 的 App 通过 `stateRestorationActivity(for:)` 恢复状态，UIKit 不再调用 `decodeRestorableState(with:)`（要看视图控制器的恢复，请以 `ios=\(since - 1)` 运行）"
        }
    }
}
