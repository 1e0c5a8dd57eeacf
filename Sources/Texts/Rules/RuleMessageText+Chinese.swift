import LifecycleModel

extension RuleMessageText {
    static func chinese(_ message: RuleMessage) -> String {
        switch message {
        case .missingSuper(let who, let callback):
            return "\(object(who)) 重写了 \(code(callback.name))，却没有调用 \(superCall(callback))"
        case .superLoadViewDiscarded(let who):
            return "\(object(who)) 在自行给 `view` 赋值的 `loadView()` 中调用了 `super.loadView()`：UIKit 创建的视图随即被丢弃"
        case .viewReadInLoadView(let who):
            return "\(object(who)) 在自己的 `loadView()` 中赋值前读取了 `view`：UIKit 会再次调用 `loadView()`，无限循环"
        case .loadViewCalledDirectly(let who, nil):
            return "直接调用了 \(object(who)) 的 `loadView()`：它创建的视图永远不会触发 `viewDidLoad()`"
        case .loadViewCalledDirectly(let who, let callback?):
            return "在 \(code(callback.name)) 中直接调用了 \(object(who)) 的 `loadView()`：它创建的视图永远不会触发 `viewDidLoad()`"
        case .childViewAddedToWindow(let child, let unpaired):
            return
                "\(code(child.name + ".view")) 被添加到窗口，但 \(object(child)) 不是窗口的根视图控制器：\(chineseConsequence(unpaired))"
        case .childViewAddedWithoutAddChild(let child, let container, let unpaired):
            return
                "\(code(child.name + ".view")) 被添加到 \(code(container)) 的视图中，但 \(object(child)) 不是 \(code(container)) 的子控制器：\(chineseConsequence(unpaired))"
        case .didMoveNeverCalled(let parent, let child):
            return
                "调用 \(code("\(parent).addChild(\(child))")) 之后始终没有调用 \(code("\(child).didMove(toParent: \(parent))"))"
        case .willMoveBeforeAddChild(let parent, let child):
            return "在 `addChild` 之前就对 \(code(child)) 调用了 \(code("willMove(toParent: \(parent))"))，而 `addChild` 会再发送一次"
        case .willMoveToNilAfterRemoval(let child):
            return "\(code(child)) 已从父控制器移除后才调用 `willMove(toParent: nil)`"
        case .removedBeforeWillMove(let child, let parent):
            return
                "\(code(child + ".removeFromParent()")) 在 `willMove(toParent: nil)` 之前调用：\(code(child)) 先得知自己已离开 \(code(parent))，之后才得知自己即将离开"
        case .viewRemovedAfterChildLeft(let child):
            return "\(code(child)) 离开父控制器之后才移除 \(code(child + ".view"))：它的消失不再被转发"
        case .presentsFromOffscreen(let who, let presented, let callback, let presenter):
            return
                "\(chinesePlace(callback))\(object(who)) \(chinesePresents(presented))，但 \(code(presenter)) 的视图不在窗口层级中：UIKit 打印 `Attempt to present … whose view is not in the window hierarchy`，什么也不呈现"
        case .geometryReadEarly(let who, let property, let callback):
            return "\(object(who)) 在 \(code(callback.name)) 中读取 \(code(property))，此时其几何尺寸和特征尚未确定"
        case .subviewAddedInLayout(let who, let callback):
            return "\(object(who)) 在 \(code(callback.name)) 中添加子视图，而该方法每次布局都会调用"
        case .constraintsActivatedInLayout(let who, let callback):
            return "\(object(who)) 在 \(code(callback.name)) 中激活约束，而该方法每次布局都会调用"
        case .expensiveWork(let who, let method, let callback):
            return "\(object(who)) 在 \(code(callback.name)) 中调用 \(code(method + "()"))，而该方法每次显示或布局都会调用"
        case .appearanceTransitionBegunTwice(let name, let appearing):
            return
                "对 \(code(name)) 连续两次调用 \(code("beginAppearanceTransition(\(appearing), animated:)"))，中间没有 `endAppearanceTransition()`"
        case .appearanceTransitionEndedUnbegun(let name):
            return "对 \(code(name)) 调用了 `endAppearanceTransition()`，却没有与之配对的 `beginAppearanceTransition(_:animated:)`"
        case .appearanceTransitionNeverEnded(let name, let appearing):
            let state = appearing ? "正在出现" : "正在消失"
            let whom = name.map { "对 \(code($0)) 调用的 " } ?? ""
            return "\(whom)\(code("beginAppearanceTransition(\(appearing), animated:)")) 始终没有结束：它一直处于“\(state)”状态"
        case .neverDeinitialised(let who, let property):
            let closure = property.map { "存储在 \(code($0)) 中的闭包" } ?? "它存储的闭包"
            return "\(object(who)) 永远不会被释放：\(closure)强引用了 `self`，在最后一个外部引用消失后它仍然持有自己"
        case .outletBeforeViewLoads(let who, let outlet, let owner):
            return
                "在 \(code(owner)) 的视图加载之前就使用了 \(code(who.name + "." + outlet))：此时 outlet 为 nil（隐式解包的 outlet 会崩溃）"
        case .observerAddedAgain(let who, let notification, let callback):
            return
                "\(object(who)) 在 \(code(callback.name)) 中添加 \(code(notification)) 的观察者，而上一次显示时添加的仍未移除：现在每条通知都会按显示次数重复执行"
        case .keptAliveByPendingWork(let who, .task):
            return
                "\(object(who)) 已没有外部引用，但这里启动的 `Task` 强引用了 `self` 且从未取消：在它执行完之前控制器一直存活（`deinit` 延后）"
        case .keptAliveByPendingWork(let who, .timer):
            return
                "\(object(who)) 已没有外部引用，但这里启动的 `Timer` 强引用了 `self` 且从未调用 `invalidate()`：在它触发之前控制器一直存活（`deinit` 延后）"
        case .animateInSizeTransition(let who):
            return
                "\(object(who)) 在 `viewWillTransition(to:with:)` 中调用 `UIView.animate`：动画在新尺寸生效之前就执行了，而不是随转场一起执行"
        case .presentsInViewDidLoad(let who, let presented, let presenter, let caller):
            return
                "\(object(who)) 在 `viewDidLoad()` 中\(chinesePresents(presented))，此时它自己的视图还不在窗口中：呈现从 \(code(presenter)) 发起，正处于 \(code(caller)) 自身的显示过程之中"
        case .outletUsedBeforeLoad(let owner, let outlet, let callback):
            return
                "在 \(code(callback.name)) 中使用了 \(code(owner + "." + outlet))，此时 \(code(owner)) 的视图尚未加载：outlet 为 nil（隐式解包的 outlet 会崩溃）"
        case .performSegueInViewDidLoad(let who, let identifier):
            return "\(object(who)) 在 `viewDidLoad()` 中执行 segue \(code("\"\(identifier)\""))，此时它的视图还不在窗口中"
        case .performSegueSkipsShouldPerform(let who, let identifier):
            return
                "\(object(who)) 在代码中调用 \(code("performSegue(withIdentifier: \"\(identifier)\")"))：这样不会询问它的 `shouldPerformSegue(withIdentifier:sender:)`"
        case .dismissesInUnwindAction(let who):
            return "\(object(who)) 在 unwind 方法中执行 dismiss，而 unwind segue 紧接着就会做这件事"
        case .popsInUnwindAction(let who):
            return "\(object(who)) 在 unwind 方法中执行 pop，而 unwind segue 紧接着就会做这件事"
        case .presentsFromDetached(let who, let inside, let presented, let callback):
            let top = inside.map { "（位于 \(code($0)) 之内）" } ?? ""
            return
                "\(chinesePlace(callback))\(object(who))\(top)\(chinesePresents(presented))，但它既不是窗口的根控制器，也不是被呈现的控制器，也不在二者之内：UIKit 打印 `Attempt to present … whose view is not in the window hierarchy`，什么也不呈现"
        case .viewLoadedInInitialiser(let who, let callback):
            return
                "\(object(who)) 在 \(code(callback.name)) 中读取了 `view`：视图会当场加载，`viewDidLoad()` 在创建它的代码完成配置之前就已执行"
        }
    }

    /// 「在 `viewDidLoad()` 中，」 before the subject, when an override body made the call.
    private static func chinesePlace(_ callback: Callback?) -> String {
        callback.map { "在 \(code($0.name)) 中，" } ?? ""
    }

    private static func chinesePresents(_ presented: String?) -> String {
        presented.map { "呈现 \(code($0))" } ?? "调用 `present`"
    }

    private static func chineseConsequence(_ unpaired: Bool) -> String {
        unpaired
            ? "它现在只会收到一个不成对的 `viewWillAppear(_:)`，也收不到外观回调、特征与尺寸的转发"
            : "它收不到外观回调，也收不到特征与尺寸的转发"
    }
}
