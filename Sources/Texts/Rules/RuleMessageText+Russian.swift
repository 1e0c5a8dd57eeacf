import LifecycleModel

extension RuleMessageText {
    static func russian(_ message: RuleMessage) -> String {
        switch message {
        case .missingSuper(let who, let callback):
            return "\(object(who)) переопределяет \(code(callback.name)), но не вызывает \(superCall(callback))"
        case .superLoadViewDiscarded(let who):
            return
                "\(object(who)) вызывает `super.loadView()` в `loadView()`, который сам присваивает `view`: UIKit создаёт свою view, и она тут же выбрасывается"
        case .viewReadInLoadView(let who):
            return
                "\(object(who)) читает `view` в собственном `loadView()` до присваивания: UIKit снова вызывает `loadView()`, и так без конца"
        case .loadViewCalledDirectly(let who, nil):
            return
                "`loadView()` у \(object(who)) вызван напрямую: для созданной им view `viewDidLoad()` так и не вызовется"
        case .loadViewCalledDirectly(let who, let callback?):
            return
                "`loadView()` у \(object(who)) вызван напрямую из \(code(callback.name)): для созданной им view `viewDidLoad()` так и не вызовется"
        case .childViewAddedToWindow(let child, let unpaired):
            return
                "\(code(child.name + ".view")) добавлена в окно, но \(object(child)) не корневой контроллер окна: \(russianConsequence(unpaired))"
        case .childViewAddedWithoutAddChild(let child, let container, let unpaired):
            return
                "\(code(child.name + ".view")) добавлена во view контроллера \(code(container)), но \(object(child)) не его дочерний контроллер: \(russianConsequence(unpaired))"
        case .didMoveNeverCalled(let parent, let child):
            return
                "После \(code("\(parent).addChild(\(child))")) так и не вызван \(code("\(child).didMove(toParent: \(parent))"))"
        case .willMoveBeforeAddChild(let parent, let child):
            return
                "\(code("willMove(toParent: \(parent))")) вызван у \(code(child)) до `addChild`, а `addChild` отправляет его ещё раз"
        case .willMoveToNilAfterRemoval(let child):
            return "`willMove(toParent: nil)` вызван у \(code(child)) уже после удаления из родителя"
        case .removedBeforeWillMove(let child, let parent):
            return
                "\(code(child + ".removeFromParent()")) вызван раньше `willMove(toParent: nil)`: \(code(child)) узнаёт, что уже покинул \(code(parent)), прежде чем узнаёт, что покидает его"
        case .viewRemovedAfterChildLeft(let child):
            return
                "\(code(child + ".view")) удалена после того, как \(code(child)) покинул родителя: её исчезновение больше не передаётся"
        case .presentsFromOffscreen(let who, let presented, let callback, let presenter):
            return
                "\(object(who)) \(russianPresents(presented, in: callback)), но view контроллера \(code(presenter)) нет в иерархии окна: UIKit пишет в лог `Attempt to present … whose view is not in the window hierarchy` и ничего не показывает"
        case .geometryReadEarly(let who, let property, let callback):
            return
                "\(object(who)) читает \(code(property)) в \(code(callback.name)), когда геометрия и трейты ещё не окончательные"
        case .subviewAddedInLayout(let who, let callback):
            return
                "\(object(who)) добавляет subview в \(code(callback.name)), а этот метод вызывается при каждом проходе раскладки"
        case .constraintsActivatedInLayout(let who, let callback):
            return
                "\(object(who)) активирует констрейнты в \(code(callback.name)), а этот метод вызывается при каждом проходе раскладки"
        case .expensiveWork(let who, let method, let callback):
            return
                "\(object(who)) вызывает \(code(method + "()")) в \(code(callback.name)), а этот метод вызывается при каждом появлении или проходе раскладки"
        case .appearanceTransitionBegunTwice(let name, let appearing):
            return
                "\(code("beginAppearanceTransition(\(appearing), animated:)")) вызван у \(code(name)) дважды без `endAppearanceTransition()`"
        case .appearanceTransitionEndedUnbegun(let name):
            return
                "`endAppearanceTransition()` вызван у \(code(name)) без парного `beginAppearanceTransition(_:animated:)`"
        case .appearanceTransitionNeverEnded(let name, let appearing):
            let state = appearing ? "появляющимся" : "исчезающим"
            guard let name else {
                return
                    "\(code("beginAppearanceTransition(\(appearing), animated:)")) так и не завершён: контроллер остаётся \(state)"
            }
            return
                "\(code("beginAppearanceTransition(\(appearing), animated:)")) у \(code(name)) так и не завершён: контроллер остаётся \(state)"
        case .neverDeinitialised(let who, nil):
            return
                "\(object(who)) никогда не освобождается: хранимое замыкание сильно захватывает `self`, и контроллер удерживает сам себя, когда внешних ссылок уже нет"
        case .neverDeinitialised(let who, let property?):
            return
                "\(object(who)) никогда не освобождается: замыкание в свойстве \(code(property)) сильно захватывает `self`, и контроллер удерживает сам себя, когда внешних ссылок уже нет"
        case .outletBeforeViewLoads(let who, let outlet, let owner):
            return
                "\(code(who.name + "." + outlet)) используется до загрузки view контроллера \(code(owner)): outlet равен nil (неявно развёрнутый outlet приводит к крашу)"
        case .observerAddedAgain(let who, let notification, let callback):
            return
                "\(object(who)) добавляет наблюдателя \(code(notification)) в \(code(callback.name)), а добавленный при прошлом появлении ещё зарегистрирован: теперь каждое уведомление вызывает обработчик столько раз, сколько было появлений"
        case .keptAliveByPendingWork(let who, .task):
            return
                "На \(object(who)) больше нет внешних ссылок, но запущенный здесь `Task` сильно захватывает `self` и не был отменён: контроллер живёт (`deinit` ждёт), пока задача не выполнится"
        case .keptAliveByPendingWork(let who, .timer):
            return
                "На \(object(who)) больше нет внешних ссылок, но запущенный здесь `Timer` сильно захватывает `self` и не был остановлен через `invalidate()`: контроллер живёт (`deinit` ждёт), пока таймер не сработает"
        case .animateInSizeTransition(let who):
            return
                "\(object(who)) запускает `UIView.animate` в `viewWillTransition(to:with:)`: анимация выполняется до применения нового размера, а не вместе с переходом"
        case .presentsInViewDidLoad(let who, let presented, let presenter, let caller):
            return
                "\(object(who)) \(russianPresents(presented, in: .viewDidLoad)), пока его собственная view ещё не в окне: показ начинается от \(code(presenter)) посреди появления \(code(caller))"
        case .outletUsedBeforeLoad(let owner, let outlet, let callback):
            return
                "\(code(owner + "." + outlet)) используется в \(code(callback.name)), до загрузки view контроллера \(code(owner)): outlet равен nil (неявно развёрнутый outlet приводит к крашу)"
        case .performSegueInViewDidLoad(let who, let identifier):
            return
                "\(object(who)) выполняет segue \(code("\"\(identifier)\"")) в `viewDidLoad()`, когда его view ещё не в окне"
        case .performSegueSkipsShouldPerform(let who, let identifier):
            return
                "\(object(who)) вызывает \(code("performSegue(withIdentifier: \"\(identifier)\")")) из кода: его `shouldPerformSegue(withIdentifier:sender:)` при этом не спрашивается"
        case .dismissesInUnwindAction(let who):
            return "\(object(who)) закрывает модальный экран в unwind-экшене, хотя unwind segue сделает это сразу после"
        case .popsInUnwindAction(let who):
            return "\(object(who)) делает pop в unwind-экшене, хотя unwind segue сделает это сразу после"
        case .presentsFromDetached(let who, let inside, let presented, let callback):
            let top = inside.map { " (внутри \(code($0)))" } ?? ""
            return
                "\(object(who))\(top) \(russianPresents(presented, in: callback)), но он не корневой контроллер окна, не показан модально и не вложен ни в тот, ни в другой: UIKit пишет в лог `Attempt to present … whose view is not in the window hierarchy` и ничего не показывает"
        case .viewLoadedInInitialiser(let who, let callback):
            return
                "\(object(who)) обращается к `view` в \(code(callback.name)): view загружается прямо там, и `viewDidLoad()` отработает раньше, чем создавший контроллер код успеет его настроить"
        }
    }

    /// «показывает `B` модально из `viewDidLoad()`»: the verb phrase of LL009, LL019 and LL024.
    private static func russianPresents(_ presented: String?, in callback: Callback?) -> String {
        let what = presented.map { "показывает \(code($0)) модально" } ?? "вызывает `present`"
        return what + (callback.map { " из \(code($0.name))" } ?? "")
    }

    private static func russianConsequence(_ unpaired: Bool) -> String {
        unpaired
            ? "сейчас он получит лишь непарный `viewWillAppear(_:)`, а появление, трейты и размеры ему передаваться не будут"
            : "он не получит вызовов появления, а трейты и размеры ему передаваться не будут"
    }
}
