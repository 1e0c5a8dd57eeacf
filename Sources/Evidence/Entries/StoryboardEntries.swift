import LifecycleModel
import Texts

/// The sources of navigation and tab bar controller scenes (Storyboards/ContainerScenes.swift). A book
/// says the container and its related controllers are made together, and a compiled storyboard shows them
/// in one nib; no published log prints the order inside, which is the model's choice.
enum StoryboardEntries {
    static let neuburgRelationships = EvidenceEntry(
        .neuburgRelationshipScenes, .developerReport, title: "Programming iOS 6, “Storyboards”",
        source: "Matt Neuburg (O’Reilly)", year: 2013,
        url: "https://www.oreilly.com/library/view/programming-ios-6/9781449365783/ch19s09.html", ios: 5...6,
        shows: LocalizedText(
            en:
                "Controllers joined by a relationship (a navigation controller and its root, a tab bar controller and its children) are instantiated together: the container's children are made with it, not by a later segue. A compiled storyboard agrees: it holds a navigation controller scene as one nib named after the container (rob mayoff's listing on Stack Overflow, “awakeFromNib, outlets and storyboards: is the documentation wrong?”).",
            ru:
                "Контроллеры, связанные relationship (навигационный контроллер и его корневой, UITabBarController и его дочерние), создаются вместе: дочерние контроллеры контейнера появляются вместе с ним, а не по более позднему segue. Скомпилированный storyboard подтверждает это: сцена навигационного контроллера хранится одним nib с именем контейнера (листинг rob mayoff на Stack Overflow, «awakeFromNib, outlets and storyboards: is the documentation wrong?»).",
            zh:
                "以 relationship 相连的控制器（导航控制器与其根控制器、标签栏控制器与其子控制器）会一起实例化：容器的子控制器随容器一同创建，而不是由之后的 segue 创建。编译后的 storyboard 也印证了这一点：导航控制器场景以一个以容器命名的 nib 保存（rob mayoff 在 Stack Overflow 问题 “awakeFromNib, outlets and storyboards: is the documentation wrong?” 中列出的文件）。"
        ))

    static let containerSceneOrder = EvidenceEntry(
        .modelContainerSceneOrder, .modelChoice, title: "A container scene is decoded around its children",
        source: "Lifeline", year: nil, url: nil, ios: 5...26,
        shows: LocalizedText(
            en:
                "No published log prints the order. The model runs each child's init(coder:) inside the container's (keyed decoding makes an object when its parent decodes it), gives the children to the container as code does, and sends awakeFromNib() once the whole scene is decoded, container first; Apple says the order among one archive's objects is not guaranteed.",
            ru:
                "Ни один опубликованный лог не печатает этот порядок. Модель выполняет init(coder:) каждого дочернего контроллера внутри init(coder:) контейнера (keyed-декодирование создаёт объект, когда его декодирует родитель), передаёт дочерние контроллеры контейнеру так же, как код, и рассылает awakeFromNib() после декодирования всей сцены, начиная с контейнера; Apple пишет, что порядок объектов одного архива не гарантирован.",
            zh:
                "没有公开日志打印这一顺序。模型让每个子控制器的 init(coder:) 在容器的 init(coder:) 之内执行（键控解码在父对象解码它时创建对象），像代码那样把子控制器交给容器，并在整个场景解码完后发送 awakeFromNib()，容器在先；Apple 说明同一归档中各对象的顺序不作保证。"
        ))
}
