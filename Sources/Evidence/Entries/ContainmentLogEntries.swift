import LifecycleModel
import Texts

/// Published logs of custom containment: children added and removed by a container's own code (issue 23).
enum ContainmentLogEntries {
    static let yoheChildren = EvidenceEntry(
        .yoheChildrenDidMoveTwice, .deviceLog, title: "children (didMoveToParentViewController twice)",
        source: "Matthew Yohe (github.com)", year: 2015, url: "https://github.com/mattyohe/children", ios: 9...9,
        shows: LocalizedText(
            en:
                "A child added to a parent already on screen (addChild, addSubview, didMove in one method): willMove during addChild, viewWillAppear during addSubview, then the container's didMove, and only then viewDidAppear, followed by a second didMove from UIKit. A comment in its code says that without the super call the second didMove does not seem to come; added in viewDidLoad, the child's order is as expected.",
            ru:
                "Дочерний контроллер добавлен к родителю, уже находящемуся на экране (addChild, addSubview, didMove в одном методе): willMove внутри addChild, viewWillAppear внутри addSubview, затем didMove контейнера, и только потом viewDidAppear, а за ним второй didMove от UIKit. Комментарий в его коде говорит, что без вызова super второй didMove, похоже, не приходит; при добавлении в viewDidLoad порядок обычный.",
            zh:
                "向已在屏幕上的父控制器添加子控制器（在同一个方法里依次调用 addChild、addSubview、didMove）：addChild 中收到 willMove，addSubview 中收到 viewWillAppear，然后是容器自己调用的 didMove，之后才是 viewDidAppear，紧接着 UIKit 再调用一次 didMove。其代码中的注释说，去掉 super 调用后第二次 didMove 似乎不会出现；在 viewDidLoad 中添加时顺序正常。"
        ))

    static let tangqiaoIOS5 = EvidenceEntry(
        .tangqiaoIOS5Containment, .deviceLog, title: "iOS5中UIViewController的新方法",
        source: "Tang Qiao (tangqiaoboy; sample iOS5ViewCtrlerSample on github.com)", year: 2012,
        url: "https://github.com/tangqiaoboy/iOS5ViewCtrlerSample", ios: 5...5,
        shows: LocalizedText(
            en:
                "Three children added in the parent's viewDidLoad (each willMove at once), the third's view shown; transition(from:to:) loads the new child's view, then the old child's viewWillDisappear, the new child's viewWillAppear and viewDidAppear, the old child's viewDidDisappear; a memory warning unloads the two children off screen (viewDidUnload).",
            ru:
                "Три дочерних контроллера добавлены в viewDidLoad родителя (каждый сразу получает willMove), показан view третьего; transition(from:to:) загружает view нового, затем viewWillDisappear старого, viewWillAppear и viewDidAppear нового, viewDidDisappear старого; предупреждение о памяти выгружает view двух дочерних контроллеров, которых нет на экране (viewDidUnload).",
            zh:
                "在父控制器的 viewDidLoad 中添加三个子控制器（各自立即收到 willMove），显示第三个的 view；transition(from:to:) 先加载新子控制器的 view，然后是旧子控制器的 viewWillDisappear、新子控制器的 viewWillAppear 和 viewDidAppear、旧子控制器的 viewDidDisappear；内存警告会卸载不在屏幕上的两个子控制器的 view（viewDidUnload）。"
        ))
}
