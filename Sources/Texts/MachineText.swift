import LifecycleModel

/// The state machines' words in a language: each diagram's title, state names and one-line details,
/// what causes each transition, and the marks a trace's path adds (visits, final states, a
/// transition UIKit does not make). API names inside them are code and stay as they are.
public enum MachineText {
    /// "Appearance states of a view controller, iOS 17".
    public static func title(_ kind: MachineKind, ios: IOSVersion, in language: Language) -> String {
        switch (kind, language) {
        case (.appearance, .en): "Appearance states of a view controller, iOS \(ios)"
        case (.appearance, .ru): "Состояния появления контроллера, iOS \(ios)"
        case (.appearance, .zh): "视图控制器的外观状态，iOS \(ios)"
        case (.life, .en): "Life of a view controller, iOS \(ios)"
        case (.life, .ru): "Жизнь контроллера, iOS \(ios)"
        case (.life, .zh): "视图控制器的生命周期，iOS \(ios)"
        case (.layout, .en): "Layout loop of a view controller's view, iOS \(ios)"
        case (.layout, .ru): "Цикл раскладки view контроллера, iOS \(ios)"
        case (.layout, .zh): "视图控制器的视图布局循环，iOS \(ios)"
        }
    }

    public static func name(_ name: StateName, in language: Language) -> String {
        let (en, ru, zh): (String, String, String) =
            switch name {
            case .initializing: ("initializing", "инициализация", "初始化中")
            case .created: ("created", "создан", "已创建")
            case .viewLoaded: ("view loaded", "view загружена", "视图已加载")
            case .deallocated: ("deallocated", "освобождён", "已释放")
            // As the trace table names the appearance states (InterfaceText.appearanceState).
            case .disappeared: ("disappeared", "скрыт", "已消失")
            case .appearing: ("appearing", "появляется", "正在显示")
            case .appeared: ("appeared", "на экране", "已显示")
            case .disappearing: ("disappearing", "исчезает", "正在消失")
            case .upToDate: ("up to date", "актуальна", "已是最新")
            case .needsUpdateProperties: ("needs update properties", "нужно обновить свойства", "需要更新属性")
            case .needsUpdateConstraints: ("needs update constraints", "нужно обновить констрейнты", "需要更新约束")
            case .needsLayout: ("needs layout", "нужна раскладка", "需要布局")
            }
        return pick(en, ru, zh, language)
    }

    public static func detail(_ detail: StateDetail, in language: Language) -> String {
        let (en, ru, zh): (String, String, String) =
            switch detail {
            case .initRunning: ("init running", "выполняется init", "init 执行中")
            case .viewNotLoaded: ("view not loaded", "view не загружена", "视图未加载")
            case .offScreenDisappeared: ("off screen (disappeared)", "не на экране (скрыт)", "不在屏幕上（已消失）")
            case .notOnScreen: ("not on screen", "не виден", "不在屏幕上")
            case .comingOnScreen: ("coming on screen", "выходит на экран", "正在进入屏幕")
            case .onScreen: ("on screen", "виден", "在屏幕上")
            case .leavingScreen: ("leaving the screen", "уходит с экрана", "正在离开屏幕")
            case .nothingInvalid: ("nothing invalid", "ничего не помечено", "没有失效的部分")
            case .propertyOrTraitChanged:
                ("a tracked property or trait changed", "изменилось отслеживаемое свойство или трейт", "被跟踪的属性或特征变了")
            case .constraintsInvalid: ("constraints invalid", "констрейнты устарели", "约束已失效")
            case .framesInvalid: ("frames invalid", "фреймы устарели", "frame 已失效")
            }
        return pick(en, ru, zh, language)
    }

    public static func trigger(_ trigger: TransitionTrigger, in language: Language) -> String {
        let (en, ru, zh): (String, String, String) =
            switch trigger {
            case .shownByContainer:
                (
                    "shown: push, pop to it, present, tab select, add to window",
                    "показ: push, pop к нему, present, выбор вкладки, добавление в окно",
                    "显示：push、pop 回到它、present、选中标签、加入窗口"
                )
            case .hiddenByContainer:
                (
                    "hidden: push over it, pop, dismiss, tab switch, remove",
                    "скрытие: push поверх него, pop, dismiss, смена вкладки, удаление",
                    "隐藏：在其上 push、pop、dismiss、切换标签、移除"
                )
            case .inHierarchyTraitsCurrent:
                ("in the hierarchy, traits current", "в иерархии, трейты актуальны", "已在层级中，特征为最新")
            case .transitionFinished: ("transition finished", "переход завершён", "转场结束")
            case .interactiveTransitionCancelled:
                ("interactive transition cancelled", "интерактивный переход отменён", "交互式转场被取消")
            case .createdInCode: ("in code", "в коде", "在代码中创建")
            case .createdFromStoryboardOrNib:
                ("from a storyboard or nib", "из storyboard или nib", "来自 storyboard 或 nib")
            case .viewFirstAccessed: ("view first accessed", "первое обращение к view", "首次访问视图")
            case .shown: ("shown", "показ", "显示")
            case .hidden: ("hidden", "скрытие", "隐藏")
            case .firstUpdateCycleTransitionFinished:
                ("first update cycle, transition finished", "первый цикл обновления, переход завершён", "第一个更新周期，转场结束")
            case .layoutLoop:
                (
                    "layout loop: each pass runs if invalidated",
                    "цикл раскладки: каждый проход — только если что-то помечено",
                    "布局循环：每个阶段只在失效时执行"
                )
            case .memoryWarningOffScreen:
                ("memory warning while off screen", "предупреждение о памяти вне экрана", "不在屏幕上时收到内存警告")
            case .memoryWarningViewKept:
                ("memory warning: view kept", "предупреждение о памяти: view остаётся", "内存警告：视图保留")
            case .lastReferenceReleased: ("last reference released", "отпущена последняя ссылка", "最后一个引用被释放")
            case .stateChangedWithoutCallback:
                ("state changed with no callback", "состояние сменилось без вызова", "状态改变但没有回调")
            case .setNeedsUpdateProperties:
                (
                    "setNeedsUpdateProperties(), observed property or trait change",
                    "setNeedsUpdateProperties(), изменение наблюдаемого свойства или трейта",
                    "setNeedsUpdateProperties()、被观察的属性或特征变化"
                )
            case .setNeedsUpdateConstraints:
                (
                    "setNeedsUpdateConstraints(), constraint or intrinsic size change",
                    "setNeedsUpdateConstraints(), изменение констрейнта или intrinsic size",
                    "setNeedsUpdateConstraints()、约束或固有尺寸变化"
                )
            case .setNeedsLayout:
                (
                    "setNeedsLayout(), bounds, subviews or safe area change",
                    "setNeedsLayout(), изменение bounds, subview или safe area",
                    "setNeedsLayout()、bounds、子视图或安全区域变化"
                )
            case .updateCycle: ("update cycle", "цикл обновления", "更新周期")
            case .updateCycleNothingElseInvalid:
                ("update cycle, nothing else invalid", "цикл обновления, больше ничего не помечено", "更新周期，没有其他失效的部分")
            case .updateCycleConstraintsPass:
                ("update cycle: constraints pass", "цикл обновления: проход констрейнтов", "更新周期：约束阶段")
            case .updateCycleLayoutPass:
                (
                    "update cycle: layout pass (or layoutIfNeeded())",
                    "цикл обновления: проход раскладки (или layoutIfNeeded())",
                    "更新周期：布局阶段（或 layoutIfNeeded()）"
                )
            }
        return pick(en, ru, zh, language)
    }

    /// "visits ×3 (A 2, B 1)": how often a trace's controllers entered a state (`tally` is the count part).
    public static func visits(_ tally: String, in language: Language) -> String {
        pick("visits \(tally)", "заходов \(tally)", "进入 \(tally)", language)
    }

    /// "final: A, nav": the controllers whose last state this is.
    public static func final(_ objects: [String], in language: Language) -> String {
        let list = objects.joined(separator: ", ")
        return pick("final: \(list)", "в итоге: \(list)", "最终：\(list)", language)
    }

    /// Over a transition the trace took that UIKit's machine does not have.
    public static func notAUIKitTransition(in language: Language) -> String {
        pick("not a UIKit transition", "такого перехода в UIKit нет", "UIKit 没有这种转换", language)
    }

    private static func pick(_ en: String, _ ru: String, _ zh: String, _ language: Language) -> String {
        switch language {
        case .en: en
        case .ru: ru
        case .zh: zh
        }
    }
}
