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
}
