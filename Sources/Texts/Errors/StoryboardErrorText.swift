import LifecycleModel
import Scenario

/// The checker's storyboard errors and hints in every language. UIKit's own exception texts
/// (`storyboardNotFound`, `noSceneWithIdentifier`, `pushingNavigationController`) keep UIKit's words in
/// English and are translated in Russian and Chinese, as `ModelRefusalText` does.
enum StoryboardErrorText {
    static func render(_ message: StoryboardMessage, in language: Language) -> String {
        switch language {
        case .en: english(message)
        case .ru: russian(message)
        case .zh: chinese(message)
        }
    }

    static func render(_ hint: StoryboardHint, in language: Language) -> String {
        switch language {
        case .en: english(hint)
        case .ru: russian(hint)
        case .zh: chinese(hint)
        }
    }

    private static func english(_ message: StoryboardMessage) -> String {
        switch message {
        case .storyboardRedeclared(let name): "invalid redeclaration of storyboard \"\(name)\""
        case .noScene(let storyboard, let scene): "storyboard \"\(storyboard)\" has no scene '\(scene)'"
        case .sceneRedeclared(let name): "invalid redeclaration of scene '\(name)'"
        case .storyboardIdentifierUsedTwice(let identifier): "storyboard identifier \"\(identifier)\" is used twice"
        case .sceneClassNotController(let name):
            "a scene's class must be a UIViewController, UINavigationController or UITabBarController (subclass) in the model (not '\(name)')"
        case .segueIdentifierUsedTwice(let identifier, let scene):
            "segue identifier \"\(identifier)\" is used twice in scene '\(scene)'"
        case .severalInitialScenes: "a storyboard has one initial view controller"
        case .sceneEmbedsItself(let scene): "scene '\(scene)' embeds itself: loading its view would never end"
        case .presentationOnlyForModalSegue: "only a `.presentModally` segue takes `presentation:`"
        case .unknownSegueKind(let kind): "unknown segue kind '.\(kind)'"
        case .oneUnwindActionPerClass: "the model runs one unwind action per class"
        case .segueHasNoMember(let member): "value of type 'UIStoryboardSegue' has no member '\(member)'"
        case .severalStoryboards: "the scenario declares several storyboards"
        case .storyboardInitialiser: "UIStoryboard is made with `UIStoryboard(name: \"Main\", bundle: nil)`"
        case .mainBundleOnly: "the model only knows the main bundle"
        case .storyboardNotFound(let name): "Could not find a storyboard named '\(name)' in bundle"
        case .noSceneWithIdentifier(let storyboard, let identifier):
            "Storyboard (\(storyboard)) doesn't contain a view controller with identifier '\(identifier)'"
        case .noInitialScene(let storyboard): "storyboard \"\(storyboard)\" has no initial view controller"
        case .relationshipInWrongScene(let line, let container, let scene, let kind):
            "'\(line)' is a relationship of a \(container) scene, and '\(scene)' is a \(kind)"
        case .containerHasNoContainerViews(let kind): "a \(kind) scene has no container views"
        case .navigationSceneHasNoRoot(let scene): "navigation controller scene '\(scene)' has no root view controller"
        case .severalRoots: "a navigation controller scene has one root view controller"
        case .alreadyATab(let tab, let container): "scene '\(tab)' is already a tab of '\(container)'"
        case .pushingNavigationController: "Pushing a navigation controller is not supported"
        case .sceneContainsItself(let scene): "scene '\(scene)' contains itself: instantiating it would never end"
        }
    }

    private static func russian(_ message: StoryboardMessage) -> String {
        switch message {
        case .storyboardRedeclared(let name): "повторное объявление storyboard \"\(name)\""
        case .noScene(let storyboard, let scene): "в storyboard \"\(storyboard)\" нет сцены '\(scene)'"
        case .sceneRedeclared(let name): "повторное объявление сцены '\(name)'"
        case .storyboardIdentifierUsedTwice(let identifier):
            "идентификатор storyboard \"\(identifier)\" использован дважды"
        case .sceneClassNotController(let name):
            "в модели класс сцены должен быть UIViewController, UINavigationController или UITabBarController (или их подклассом), а не '\(name)'"
        case .segueIdentifierUsedTwice(let identifier, let scene):
            "идентификатор segue \"\(identifier)\" использован в сцене '\(scene)' дважды"
        case .severalInitialScenes: "у storyboard только один начальный контроллер"
        case .sceneEmbedsItself(let scene):
            "сцена '\(scene)' встраивает сама себя: загрузка её view никогда не закончится"
        case .presentationOnlyForModalSegue: "`presentation:` принимает только segue `.presentModally`"
        case .unknownSegueKind(let kind): "неизвестный вид segue '.\(kind)'"
        case .oneUnwindActionPerClass: "модель выполняет по одному действию unwind на класс"
        case .segueHasNoMember(let member): "у значения типа 'UIStoryboardSegue' нет члена '\(member)'"
        case .severalStoryboards: "сценарий объявляет несколько storyboard"
        case .storyboardInitialiser: "UIStoryboard создаётся так: `UIStoryboard(name: \"Main\", bundle: nil)`"
        case .mainBundleOnly: "модель знает только главный бандл (Bundle.main)"
        case .storyboardNotFound(let name): "не удалось найти storyboard с именем '\(name)' в бандле"
        case .noSceneWithIdentifier(let storyboard, let identifier):
            "в storyboard (\(storyboard)) нет контроллера с идентификатором '\(identifier)'"
        case .noInitialScene(let storyboard): "у storyboard \"\(storyboard)\" нет начального контроллера"
        case .relationshipInWrongScene(let line, let container, let scene, let kind):
            "'\(line)' — связь сцены \(container), а '\(scene)' — сцена \(kind)"
        case .containerHasNoContainerViews(let kind): "у сцены \(kind) нет view-контейнеров"
        case .navigationSceneHasNoRoot(let scene): "у сцены navigation controller '\(scene)' нет корневого контроллера"
        case .severalRoots: "у сцены navigation controller только один корневой контроллер"
        case .alreadyATab(let tab, let container): "сцена '\(tab)' уже является вкладкой '\(container)'"
        case .pushingNavigationController: "push navigation controller не поддерживается"
        case .sceneContainsItself(let scene): "сцена '\(scene)' содержит сама себя: её создание никогда не закончится"
        }
    }

    private static func chinese(_ message: StoryboardMessage) -> String {
        switch message {
        case .storyboardRedeclared(let name): "storyboard \"\(name)\" 重复声明"
        case .noScene(let storyboard, let scene): "storyboard \"\(storyboard)\" 中没有场景 '\(scene)'"
        case .sceneRedeclared(let name): "场景 '\(name)' 重复声明"
        case .storyboardIdentifierUsedTwice(let identifier): "storyboard 标识符 \"\(identifier)\" 被使用了两次"
        case .sceneClassNotController(let name):
            "在模型中，场景的类必须是 UIViewController、UINavigationController 或 UITabBarController（或其子类），而不是 '\(name)'"
        case .segueIdentifierUsedTwice(let identifier, let scene): "segue 标识符 \"\(identifier)\" 在场景 '\(scene)' 中被使用了两次"
        case .severalInitialScenes: "一个 storyboard 只有一个初始视图控制器"
        case .sceneEmbedsItself(let scene): "场景 '\(scene)' 嵌入了自身：加载它的视图将永远不会结束"
        case .presentationOnlyForModalSegue: "只有 `.presentModally` segue 接受 `presentation:`"
        case .unknownSegueKind(let kind): "未知的 segue 类型 '.\(kind)'"
        case .oneUnwindActionPerClass: "模型每个类只运行一个 unwind 动作"
        case .segueHasNoMember(let member): "类型为 'UIStoryboardSegue' 的值没有成员 '\(member)'"
        case .severalStoryboards: "情景声明了多个 storyboard"
        case .storyboardInitialiser: "UIStoryboard 用 `UIStoryboard(name: \"Main\", bundle: nil)` 创建"
        case .mainBundleOnly: "模型只支持主资源包（Bundle.main）"
        case .storyboardNotFound(let name): "在资源包中找不到名为 '\(name)' 的 storyboard"
        case .noSceneWithIdentifier(let storyboard, let identifier):
            "storyboard (\(storyboard)) 中没有标识符为 '\(identifier)' 的视图控制器"
        case .noInitialScene(let storyboard): "storyboard \"\(storyboard)\" 没有初始视图控制器"
        case .relationshipInWrongScene(let line, let container, let scene, let kind):
            "'\(line)' 是 \(container) 场景的关系，而 '\(scene)' 是 \(kind) 场景"
        case .containerHasNoContainerViews(let kind): "\(kind) 场景没有容器视图"
        case .navigationSceneHasNoRoot(let scene): "导航控制器场景 '\(scene)' 没有根视图控制器"
        case .severalRoots: "导航控制器场景只有一个根视图控制器"
        case .alreadyATab(let tab, let container): "场景 '\(tab)' 已经是 '\(container)' 的一个标签页"
        case .pushingNavigationController: "不支持 push 导航控制器"
        case .sceneContainsItself(let scene): "场景 '\(scene)' 包含了自身：实例化它将永远不会结束"
        }
    }

    private static func english(_ hint: StoryboardHint) -> String {
        switch hint {
        case .embedMakesNewChild: "an embed segue makes a new child each time the container's view loads"
        case .keepOneUnwindAction(let name): "keep one `@IBAction func …(_ segue: UIStoryboardSegue)` in '\(name)'"
        case .nameOneStoryboard(let name): "name one: `UIStoryboard(name: \"\(name)\", bundle: nil)`"
        case .passNilBundle: "pass `bundle: nil`"
        case .markInitialScene: "mark a scene `initial`: `scene List: ListViewController, initial`"
        case .writeRelationship(let root, let scene): "write `\(relationship(root: root, scene: scene))`"
        case .embedInChildScene: "embed in the scene of one of its children"
        case .addRoot: "add `root SceneName` in its braces"
        case .makeViewControllerScene(let scene): "make '\(scene)' a UIViewController scene"
        case .relationshipMakesScene: "a relationship makes its scene each time the container is instantiated"
        }
    }

    private static func russian(_ hint: StoryboardHint) -> String {
        switch hint {
        case .embedMakesNewChild: "segue `embed` создаёт новый дочерний контроллер при каждой загрузке view контейнера"
        case .keepOneUnwindAction(let name): "оставьте в '\(name)' один `@IBAction func …(_ segue: UIStoryboardSegue)`"
        case .nameOneStoryboard(let name):
            "укажите один из них по имени: `UIStoryboard(name: \"\(name)\", bundle: nil)`"
        case .passNilBundle: "передайте `bundle: nil`"
        case .markInitialScene: "отметьте сцену как `initial`: `scene List: ListViewController, initial`"
        case .writeRelationship(let root, let scene): "напишите `\(relationship(root: root, scene: scene))`"
        case .embedInChildScene: "встраивайте в сцену одного из его дочерних контроллеров"
        case .addRoot: "добавьте `root SceneName` в её фигурные скобки"
        case .makeViewControllerScene(let scene): "сделайте '\(scene)' сценой UIViewController"
        case .relationshipMakesScene: "связь создаёт свою сцену при каждом создании контейнера"
        }
    }

    private static func chinese(_ hint: StoryboardHint) -> String {
        switch hint {
        case .embedMakesNewChild: "每次容器的视图加载时，`embed` segue 都会创建一个新的子控制器"
        case .keepOneUnwindAction(let name): "在 '\(name)' 中只保留一个 `@IBAction func …(_ segue: UIStoryboardSegue)`"
        case .nameOneStoryboard(let name): "按名称指定其中一个：`UIStoryboard(name: \"\(name)\", bundle: nil)`"
        case .passNilBundle: "传入 `bundle: nil`"
        case .markInitialScene: "把一个场景标为 `initial`：`scene List: ListViewController, initial`"
        case .writeRelationship(let root, let scene): "请写 `\(relationship(root: root, scene: scene))`"
        case .embedInChildScene: "在它的某个子控制器的场景中嵌入"
        case .addRoot: "在它的花括号中加上 `root SceneName`"
        case .makeViewControllerScene(let scene): "把 '\(scene)' 改为 UIViewController 场景"
        case .relationshipMakesScene: "每次实例化容器时，关系都会创建它的场景"
        }
    }

    /// A container scene with its relationship line, as code.
    private static func relationship(root: Bool, scene: String) -> String {
        root
            ? "scene Nav: UINavigationController { root \(scene) }" : "scene Tabs: UITabBarController { tab \(scene) }"
    }
}
