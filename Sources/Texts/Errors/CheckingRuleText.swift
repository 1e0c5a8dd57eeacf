import LifecycleModel
import Scenario

/// The scenario language's own rules (`CheckingMessage`, `CheckingHint`) in every language: what the
/// model needs written as a literal, the forms it runs, and the code to write instead.
enum CheckingRuleText {
    static func render(_ message: CheckingMessage, in language: Language) -> String {
        switch (message, language) {
        case (.needsLiteralBool, .en): "the model needs a literal `true` or `false` here"
        case (.needsLiteralBool, .ru): "здесь модели нужен литерал `true` или `false`"
        case (.needsLiteralBool, .zh): "此处模型需要字面量 `true` 或 `false`"
        case (.needsLiteralMask, .en): "the model needs a literal mask here"
        case (.needsLiteralMask, .ru): "здесь модели нужна маска, записанная литералом"
        case (.needsLiteralMask, .zh): "此处模型需要以字面量写出的掩码"
        case (.needsStringLiteral(let label), .en): "the model needs a string literal for '\(label):'"
        case (.needsStringLiteral(let label), .ru): "для '\(label):' модели нужен строковый литерал"
        case (.needsStringLiteral(let label), .zh): "模型需要 '\(label):' 的值是字符串字面量"
        case (.doesNotOverrideProperty(let name), .en):
            "property '\(name)' does not override any property the model knows"
        case (.doesNotOverrideProperty(let name), .ru):
            "свойство '\(name)' не переопределяет ни одно свойство, известное модели"
        case (.doesNotOverrideProperty(let name), .zh): "属性 '\(name)' 没有重写模型已知的任何属性"
        case (.guardAtTopLevel, .en): "'guard' at the top level has no method to leave"
        case (.guardAtTopLevel, .ru): "у 'guard' на верхнем уровне нет метода, из которого можно выйти"
        case (.guardAtTopLevel, .zh): "顶层的 'guard' 没有可以退出的方法"
        case (.cannotBindValue(let type), .en): "the model cannot bind a value of type '\(type)' to a name"
        case (.cannotBindValue(let type), .ru): "модель не может связать с именем значение типа '\(type)'"
        case (.cannotBindValue(let type), .zh): "模型无法把类型为 '\(type)' 的值绑定到名字上"
        case (.unknownOperator(let op), .en): "the model does not know the operator '\(op)'"
        case (.unknownOperator(let op), .ru): "модель не знает оператора '\(op)'"
        case (.unknownOperator(let op), .zh): "模型不认识运算符 '\(op)'"
        case (.declaredAfterImplicitUse(let name), .en):
            "'\(name)' is declared after it was used as an implicit UIViewController"
        case (.declaredAfterImplicitUse(let name), .ru):
            "'\(name)' объявлен после того, как использовался как неявный UIViewController"
        case (.declaredAfterImplicitUse(let name), .zh): "'\(name)' 在被当作隐式 UIViewController 使用之后才声明"
        case (.variableHoldsObjects(let type), .en):
            "a scenario variable holds a controller or a view, not a value of type '\(type)'"
        case (.variableHoldsObjects(let type), .ru):
            "переменная сценария хранит контроллер или view, а не значение типа '\(type)'"
        case (.variableHoldsObjects(let type), .zh): "情景变量保存的是控制器或视图，而不是类型为 '\(type)' 的值"
        case (.overrideCallsOnlyItsSuper(let callback, let method), .en):
            "an override of '\(callback)' can only call super.\(method)(…)"
        case (.overrideCallsOnlyItsSuper(let callback, let method), .ru):
            "переопределение '\(callback)' может вызывать только super.\(method)(…)"
        case (.overrideCallsOnlyItsSuper(let callback, let method), .zh):
            "'\(callback)' 的重写只能调用 super.\(method)(…)"
        case (.initialiserTakesNoClosure, .en): "an initialiser takes no trailing closure"
        case (.initialiserTakesNoClosure, .ru): "инициализатор не принимает завершающее замыкание"
        case (.initialiserTakesNoClosure, .zh): "初始化方法不接受尾随闭包"
        case (.returnsNothingUsable(let name), .en): "'\(name)' returns nothing a scenario can use here"
        case (.returnsNothingUsable(let name), .ru):
            "'\(name)' не возвращает здесь ничего, что сценарий мог бы использовать"
        case (.returnsNothingUsable(let name), .zh): "'\(name)' 在此处不返回情景能使用的任何值"
        case (.mainBundleOnly, .en): "the model only knows the main bundle"
        case (.mainBundleOnly, .ru): "модель знает только главный бандл (`Bundle.main`)"
        case (.mainBundleOnly, .zh): "模型只认识主包（`Bundle.main`）"
        case (.outletsNotReassigned, .en): "the model does not reassign outlets"
        case (.outletsNotReassigned, .ru): "модель не переназначает outlet'ы"
        case (.outletsNotReassigned, .zh): "模型不会给 outlet 重新赋值"
        case (.printTakesNoClosure, .en): "print takes no closure"
        case (.printTakesNoClosure, .ru): "print(_:) не принимает замыкание"
        case (.printTakesNoClosure, .zh): "print(_:) 不接受闭包"
        case (.printsValuesNotClosures, .en): "the model prints values, not closures"
        case (.printsValuesNotClosures, .ru): "модель печатает значения, а не замыкания"
        case (.printsValuesNotClosures, .zh): "模型打印的是值，而不是闭包"
        case (.expectedTransitionStyle, .en): "expected a transition style: `.scroll` or `.pageCurl`"
        case (.expectedTransitionStyle, .ru): "ожидается стиль перехода: `.scroll` или `.pageCurl`"
        case (.expectedTransitionStyle, .zh): "此处应为过渡样式：`.scroll` 或 `.pageCurl`"
        case (.expectedNavigationOrientation, .en): "expected a navigation orientation: `.horizontal` or `.vertical`"
        case (.expectedNavigationOrientation, .ru): "ожидается направление навигации: `.horizontal` или `.vertical`"
        case (.expectedNavigationOrientation, .zh): "此处应为导航方向：`.horizontal` 或 `.vertical`"
        case (.noPageOptions, .en): "the model takes no page view controller options"
        case (.noPageOptions, .ru): "модель не принимает параметры `options:` у UIPageViewController"
        case (.noPageOptions, .zh): "模型不接受 UIPageViewController 的 `options:` 参数"
        case (.expectedSplitStyle, .en): "expected a split view style: `.doubleColumn` or `.tripleColumn`"
        case (.expectedSplitStyle, .ru): "ожидается стиль split view: `.doubleColumn` или `.tripleColumn`"
        case (.expectedSplitStyle, .zh): "此处应为分栏视图样式：`.doubleColumn` 或 `.tripleColumn`"
        }
    }

    static func render(_ hint: CheckingHint, in language: Language) -> String {
        switch (hint, language) {
        case (.delegateMethodWithoutOverride, .en): "a delegate method is implemented without `override`"
        case (.delegateMethodWithoutOverride, .ru): "метод делегата реализуется без `override`"
        case (.delegateMethodWithoutOverride, .zh): "代理方法的实现不写 `override`"
        case (.writeOverride(let method), .en): "write `override func \(method)(…)`"
        case (.writeOverride(let method), .ru): "напишите `override func \(method)(…)`"
        case (.writeOverride(let method), .zh): "请写 `override func \(method)(…)`"
        case (.writeMask, .en): "write `.portrait`, `.landscape`, `.allButUpsideDown` or `[.portrait, .landscapeLeft]`"
        case (.writeMask, .ru):
            "напишите `.portrait`, `.landscape`, `.allButUpsideDown` или `[.portrait, .landscapeLeft]`"
        case (.writeMask, .zh): "请写 `.portrait`、`.landscape`、`.allButUpsideDown` 或 `[.portrait, .landscapeLeft]`"
        case (.expectedMembers(let members), .en): "expected \(alternatives(members, in: .en))"
        case (.expectedMembers(let members), .ru): "ожидается \(alternatives(members, in: .ru))"
        case (.expectedMembers(let members), .zh): "应为 \(alternatives(members, in: .zh))"
        case (.useIfAtTopLevel, .en): "use `if` here; `guard … else { return }` belongs in a method"
        case (.useIfAtTopLevel, .ru): "здесь используйте `if`; `guard … else { return }` пишут в методе"
        case (.useIfAtTopLevel, .zh): "此处请用 `if`；`guard … else { return }` 应写在方法里"
        case (.loopOverArray, .en): "loop over an array: `children`, `viewControllers`, `[A, B]`"
        case (.loopOverArray, .ru): "перебирайте массив: `children`, `viewControllers`, `[A, B]`"
        case (.loopOverArray, .zh): "请遍历数组：`children`、`viewControllers`、`[A, B]`"
        case (.returnBelongsInMethod, .en): "a top-level statement ends by itself; `return` belongs in a method"
        case (.returnBelongsInMethod, .ru): "инструкция верхнего уровня завершается сама; `return` пишут в методе"
        case (.returnBelongsInMethod, .zh): "顶层语句会自行结束；`return` 应写在方法里"
        case (.pickUnusedName, .en): "pick a name not used above"
        case (.pickUnusedName, .ru): "выберите имя, которое выше ещё не использовалось"
        case (.pickUnusedName, .zh): "请换一个上面没用过的名字"
        case (.useValueInPlace, .en): "use the value where it is needed"
        case (.useValueInPlace, .ru): "используйте значение там, где оно нужно"
        case (.useValueInPlace, .zh): "请在需要的地方直接使用该值"
        case (.bindOnItsOwnLine(let name, let keyword), .en):
            "use `let \(name) = …` on its own line, or test a Bool with `\(keyword) condition`"
        case (.bindOnItsOwnLine(let name, let keyword), .ru):
            "напишите `let \(name) = …` отдельной строкой или проверяйте Bool так: `\(keyword) condition`"
        case (.bindOnItsOwnLine(let name, let keyword), .zh):
            "请把 `let \(name) = …` 单独写成一行，或用 `\(keyword) condition` 检验 Bool 值"
        case (.addMissingCases(let cases), .en):
            "add \(cases.count == 1 ? "the missing case" : "the missing cases") \(caseList(cases, separator: ", ")) or a `default:`"
        case (.addMissingCases(let cases), .ru):
            cases.count == 1
                ? "добавьте недостающий вариант \(caseList(cases, separator: ", ")) или `default:`"
                : "добавьте недостающие варианты \(caseList(cases, separator: ", ")) или `default:`"
        case (.addMissingCases(let cases), .zh): "请补上缺少的 \(caseList(cases, separator: "、")) 或 `default:`"
        case (.identityComparesObjects, .en): "`===` compares objects: controllers, views, the window"
        case (.identityComparesObjects, .ru): "`===` сравнивает объекты: контроллеры, view, окно"
        case (.identityComparesObjects, .zh): "`===` 比较的是对象：控制器、视图、窗口"
        case (.createInstance(let type), .en): "create one with `\(type)()`"
        case (.createInstance(let type), .ru): "создайте экземпляр: `\(type)()`"
        case (.createInstance(let type), .zh): "请用 `\(type)()` 创建一个实例"
        case (.callAsStatement, .en): "call it as a statement on its own line"
        case (.callAsStatement, .ru): "вызовите его отдельной инструкцией на своей строке"
        case (.callAsStatement, .zh): "请把它单独写成一行语句来调用"
        case (.passNilBundle, .en): "pass `bundle: nil`"
        case (.passNilBundle, .ru): "передайте `bundle: nil`"
        case (.passNilBundle, .zh): "请传入 `bundle: nil`"
        case (.passNilOptions, .en): "pass `options: nil` or leave it out"
        case (.passNilOptions, .ru): "передайте `options: nil` или опустите этот аргумент"
        case (.passNilOptions, .zh): "请传入 `options: nil` 或省略该参数"
        case (.splitStyleUnspecified, .en):
            "init(style:) takes `.doubleColumn` or `.tripleColumn`; `UISplitViewController()` is the classic one"
        case (.splitStyleUnspecified, .ru):
            "init(style:) принимает `.doubleColumn` или `.tripleColumn`; классический вариант — `UISplitViewController()`"
        case (.splitStyleUnspecified, .zh):
            "init(style:) 接受 `.doubleColumn` 或 `.tripleColumn`；经典的分栏视图控制器是 `UISplitViewController()`"
        case (.setOutletProperties, .en): "outlets are connected when the view loads; set their properties instead"
        case (.setOutletProperties, .ru): "outlet'ы подключаются при загрузке view; вместо этого задавайте их свойства"
        case (.setOutletProperties, .zh): "outlet 在视图加载时连接；请改为设置它们的属性"
        case (.declareBeforeUse(let name), .en): "declare `\(name)` before its first use"
        case (.declareBeforeUse(let name), .ru): "объявите `\(name)` до первого использования"
        case (.declareBeforeUse(let name), .zh): "请在第一次使用之前声明 `\(name)`"
        case (.declareAsVariable(let name), .en): "declare it with `var \(name) = …` to release it later"
        case (.declareAsVariable(let name), .ru): "объявите её как `var \(name) = …`, чтобы потом освободить"
        case (.declareAsVariable(let name), .zh): "请用 `var \(name) = …` 声明它，以便之后释放"
        case (.printSignature, .en): "print(_:separator:terminator:)"
        case (.printSignature, .ru): "сигнатура: print(_:separator:terminator:)"
        case (.printSignature, .zh): "签名为 print(_:separator:terminator:)"
        case (.passCompletionClosure, .en): "pass a closure: `completion: { … }`"
        case (.passCompletionClosure, .ru): "передайте замыкание: `completion: { … }`"
        case (.passCompletionClosure, .zh): "请传入闭包：`completion: { … }`"
        }
    }

    /// `` `a`, `b` or `c` ``: alternatives as code, joined as each language lists them.
    static func alternatives(_ items: [String], in language: Language) -> String {
        let code = items.map { "`\($0)`" }
        guard let last = code.last, code.count > 1 else { return code.joined() }
        let rest = code.dropLast()
        switch language {
        case .en: return rest.joined(separator: ", ") + " or " + last
        case .ru: return rest.joined(separator: ", ") + " или " + last
        case .zh: return rest.joined(separator: "、") + " 或 " + last
        }
    }

    /// `` `case .a:`, `case .b:` ``: switch cases to add, as code.
    static func caseList(_ cases: [String], separator: String) -> String {
        cases.map { "`case .\($0):`" }.joined(separator: separator)
    }
}
