import LifecycleModel
import Scenario

/// The parser's errors and hints in every language. "expected X, found Y" is one sentence per
/// language with two typed slots: what was expected (`ParsingExpectationText`) and the token found.
enum ParsingErrorText {
    static func render(_ message: ParsingMessage, in language: Language) -> String {
        switch language {
        case .en: english(message)
        case .ru: russian(message)
        case .zh: chinese(message)
        }
    }

    static func render(_ hint: ParsingHint, in language: Language) -> String {
        switch language {
        case .en: english(hint)
        case .ru: russian(hint)
        case .zh: chinese(hint)
        }
    }

    static func render(_ found: FoundToken, in language: Language) -> String {
        switch (found, language) {
        case (.token(let text), _): "'\(text)'"
        case (.keyword(let word), .en): "keyword '\(word)'"
        case (.keyword(let word), .ru): "ключевое слово '\(word)'"
        case (.keyword(let word), .zh): "关键字 '\(word)'"
        case (.stringLiteral, .en): "string literal"
        case (.stringLiteral, .ru): "строковый литерал"
        case (.stringLiteral, .zh): "字符串字面量"
        case (.endOfLine, .en): "end of line"
        case (.endOfLine, .ru): "конец строки"
        case (.endOfLine, .zh): "行尾"
        case (.endOfScenario, .en): "end of scenario"
        case (.endOfScenario, .ru): "конец сценария"
        case (.endOfScenario, .zh): "情景末尾"
        }
    }

    private static func english(_ message: ParsingMessage) -> String {
        switch message {
        case .expected(let expected, nil): "expected \(ParsingExpectationText.render(expected, in: .en))"
        case .expected(let expected, let found?):
            "expected \(ParsingExpectationText.render(expected, in: .en)), found \(render(found, in: .en))"
        case .elseWithoutIf: "'else' without an 'if' before it"
        case .labelOutsideSwitch(let keyword): "'\(keyword)' label can only appear inside a 'switch' statement"
        case .whileLoopNotModelled: "the model does not run 'while' loops"
        case .typeAnnotationNotSupported: "type annotations are not supported in scenarios"
        case .statementOutsideCase: "all statements inside a switch must be covered by a 'case' or 'default'"
        case .emptyCase(let keyword): "'\(keyword)' label in a 'switch' must have at least one executable statement"
        case .nonAssociativeComparison:
            "adjacent operators are in non-associative precedence group 'ComparisonPrecedence'"
        case .breakOutsideLoop: "unlabeled 'break' is only allowed inside a loop or switch"
        case .continueOutsideLoop: "'continue' is only allowed inside a loop"
        case .typeAnnotationMissing: "type annotation missing in pattern"
        case .onlyNotificationNameExtension: "a scenario can only extend Notification.Name"
        case .integerTooLarge(let literal): "integer literal '\(literal)' is too large"
        case .unknownPoundExpression(let word): "unknown expression '\(word)(…)'"
        case .functionOutsideMethod: "'#function' outside a method: it names the method it is written in"
        case .classNotAtTopLevel: "a class can only be declared at the top level"
        case .extraneousLabel(let label): "extraneous argument label '\(label):'"
        case .missingArgument(let label): "missing argument for parameter '\(label)'"
        }
    }

    private static func russian(_ message: ParsingMessage) -> String {
        switch message {
        case .expected(let expected, nil): "ожидается \(ParsingExpectationText.render(expected, in: .ru))"
        case .expected(let expected, let found?):
            "ожидается \(ParsingExpectationText.render(expected, in: .ru)), найдено: \(render(found, in: .ru))"
        case .elseWithoutIf: "'else' без предшествующего 'if'"
        case .labelOutsideSwitch(let keyword): "метка '\(keyword)' может стоять только внутри инструкции 'switch'"
        case .whileLoopNotModelled: "модель не выполняет циклы 'while'"
        case .typeAnnotationNotSupported: "аннотации типов в сценариях не поддерживаются"
        case .statementOutsideCase: "каждая инструкция внутри 'switch' должна относиться к 'case' или 'default'"
        case .emptyCase(let keyword): "у метки '\(keyword)' в 'switch' должна быть хотя бы одна выполняемая инструкция"
        case .nonAssociativeComparison:
            "соседние операторы относятся к неассоциативной группе приоритета 'ComparisonPrecedence'"
        case .breakOutsideLoop: "'break' без метки допускается только внутри цикла или 'switch'"
        case .continueOutsideLoop: "'continue' допускается только внутри цикла"
        case .typeAnnotationMissing: "в образце не хватает аннотации типа"
        case .onlyNotificationNameExtension: "сценарий может расширять только Notification.Name"
        case .integerTooLarge(let literal): "целочисленный литерал '\(literal)' слишком велик"
        case .unknownPoundExpression(let word): "неизвестное выражение '\(word)(…)'"
        case .functionOutsideMethod: "'#function' вне метода: он называет метод, в котором написан"
        case .classNotAtTopLevel: "класс можно объявить только на верхнем уровне"
        case .extraneousLabel(let label): "лишняя метка аргумента '\(label):'"
        case .missingArgument(let label): "не хватает аргумента для параметра '\(label)'"
        }
    }

    private static func chinese(_ message: ParsingMessage) -> String {
        switch message {
        case .expected(let expected, nil): "此处应为\(spaced(ParsingExpectationText.render(expected, in: .zh)))"
        case .expected(let expected, let found?):
            "此处应为\(spaced(ParsingExpectationText.render(expected, in: .zh)))，却遇到了\(spaced(render(found, in: .zh)))"
        case .elseWithoutIf: "'else' 前面没有 'if'"
        case .labelOutsideSwitch(let keyword): "'\(keyword)' 标签只能出现在 'switch' 语句中"
        case .whileLoopNotModelled: "模型不运行 'while' 循环"
        case .typeAnnotationNotSupported: "情景中不支持类型标注"
        case .statementOutsideCase: "'switch' 中的所有语句都必须位于某个 'case' 或 'default' 之下"
        case .emptyCase(let keyword): "'switch' 中的 '\(keyword)' 标签必须至少包含一条可执行语句"
        case .nonAssociativeComparison: "相邻的运算符属于非结合的优先级组 'ComparisonPrecedence'"
        case .breakOutsideLoop: "不带标签的 'break' 只能用在循环或 'switch' 中"
        case .continueOutsideLoop: "'continue' 只能用在循环中"
        case .typeAnnotationMissing: "模式中缺少类型标注"
        case .onlyNotificationNameExtension: "情景只能扩展 Notification.Name"
        case .integerTooLarge(let literal): "整数字面量 '\(literal)' 太大"
        case .unknownPoundExpression(let word): "未知的表达式 '\(word)(…)'"
        case .functionOutsideMethod: "'#function' 写在方法之外：它表示所在方法的名字"
        case .classNotAtTopLevel: "类只能在顶层声明"
        case .extraneousLabel(let label): "多余的参数标签 '\(label):'"
        case .missingArgument(let label): "缺少形参 '\(label)' 的实参"
        }
    }

    private static func english(_ hint: ParsingHint) -> String {
        switch hint {
        case .annotateOrAssign(let variable, let name):
            "write `\(variable ? "var" : "let") \(name): Type` or give it a value"
        // Code alone, the same in every language.
        case .notificationNameExtension:
            "`extension Notification.Name { static let dataDidChange = Notification.Name(\"dataDidChange\") }`"
        case .writeGuard: "write `guard condition else { return }`"
        case .elseOnClosingLine: "put `else` on the same line as the `}` that closes the `if` body: `} else {`"
        case .loopOverArray: "loop over an array with `for item in items { … }`"
        case .omitTypeAnnotation(let name): "write `let \(name) = …`; the type comes from the value"
        case .writeBreak: "write `break` to do nothing"
        case .joinComparisons: "join the comparisons with `&&`"
        case .declarationKinds: "a declaration is `class`, `struct`, `enum`, `protocol` or `extension`"
        case .forTuple: "write `for (index, item) in items.enumerated() { … }`"
        case .forIn: "write `for child in children { … }`"
        case .leaveWithReturn: "leave a method with `return`"
        case .classBodyMembers:
            "a class body declares `var`, `let`, `func`, `init` and `deinit`; statements go in a method"
        case .tupleSeparator: "a tuple separates its elements with ','"
        case .casePatternForms:
            "write `case .compact:`, `case \"Show\":` or `case let value:`; `default:` matches the rest"
        case .separatePatterns: "separate patterns with ',' and end them with ':' (or `where condition:`)"
        case .dictionaryEntry: "every entry of a dictionary literal is `key: value`"
        case .dictionaryEveryEntry: "a dictionary literal has `key: value` in every entry: `[\"a\": 1, \"b\": 2]`"
        case .poundForms:
            "the model reads `#keyPath(…)`, `#selector(…)`, `#available(…)`, the `#…Literal(…)` forms and, in a method, `#function`"
        case .localDeclarationForms(let name):
            "a local is declared with its value (`let \(name) = …`) or its type (`let \(name): T`)"
        case .sceneForm: "write `scene Name: ViewControllerClass, id: \"identifier\"`"
        case .unwindTakesAction: "an unwind segue takes `action:`"
        case .segueLabels: "a segue takes `to:`, `kind:` and `presentation:`"
        case .colonUses:
            "a ':' belongs to a label inside a call (`f(label: value)`), a pair inside a dictionary literal (`[key: value]`), a type after a name (`let name: Type`) or a `case … :` in a switch"
        case .braceOpensTrailingClosure:
            "a '{' on this line is a trailing closure only after a call's ')' or a member (`queue.async { … }`); a block of its own is written `do { … }`"
        case .closesNothing(let bracket):
            "this '\(bracket)' closes nothing that is open on this line: remove it or add the bracket that opens it"
        case .assignmentTarget: "only a name, a property or a subscript can be assigned to; compare with `==`"
        case .optionalChainSpacing:
            "an optional chain or force unwrap is written with no space before it (`value?.member`, `value!`); a conditional expression is `condition ? a : b`"
        case .startsNewStatement(let word): "'\(word)' starts a new statement: put it on its own line or after ';'"
        case .expressionsSideBySide:
            "two expressions side by side: join them with an operator or a ',' inside brackets, or put the second on its own line or after ';'"
        case .nextStatementOnNewLine: "put the next statement on its own line or after ';'"
        }
    }

    private static func russian(_ hint: ParsingHint) -> String {
        switch hint {
        case .annotateOrAssign(let variable, let name):
            "напишите `\(variable ? "var" : "let") \(name): Type` или задайте значение"
        // Code alone, the same in every language.
        case .notificationNameExtension:
            "`extension Notification.Name { static let dataDidChange = Notification.Name(\"dataDidChange\") }`"
        case .writeGuard: "напишите `guard condition else { return }`"
        case .elseOnClosingLine: "поставьте `else` на ту же строку, что и `}`, закрывающую тело `if`: `} else {`"
        case .loopOverArray: "пройдите по массиву циклом `for item in items { … }`"
        case .omitTypeAnnotation(let name): "напишите `let \(name) = …`; тип берётся из значения"
        case .writeBreak: "напишите `break`, чтобы ничего не делать"
        case .joinComparisons: "соедините сравнения с помощью `&&`"
        case .declarationKinds: "объявление — это `class`, `struct`, `enum`, `protocol` или `extension`"
        case .forTuple: "напишите `for (index, item) in items.enumerated() { … }`"
        case .forIn: "напишите `for child in children { … }`"
        case .leaveWithReturn: "выйти из метода можно с помощью `return`"
        case .classBodyMembers:
            "в теле класса объявляются `var`, `let`, `func`, `init` и `deinit`; инструкции пишутся внутри метода"
        case .tupleSeparator: "элементы кортежа разделяются ','"
        case .casePatternForms:
            "напишите `case .compact:`, `case \"Show\":` или `case let value:`; `default:` подходит для всех остальных значений"
        case .separatePatterns: "разделяйте образцы ',' и завершайте их ':' (или `where condition:`)"
        case .dictionaryEntry: "каждый элемент литерала словаря записывается как `key: value`"
        case .dictionaryEveryEntry:
            "в литерале словаря каждый элемент записывается как `key: value`: `[\"a\": 1, \"b\": 2]`"
        case .poundForms:
            "модель понимает `#keyPath(…)`, `#selector(…)`, `#available(…)`, формы `#…Literal(…)` и, внутри метода, `#function`"
        case .localDeclarationForms(let name):
            "локальная переменная объявляется со значением (`let \(name) = …`) или с типом (`let \(name): T`)"
        case .sceneForm: "напишите `scene Name: ViewControllerClass, id: \"identifier\"`"
        case .unwindTakesAction: "unwind segue принимает `action:`"
        case .segueLabels: "segue принимает `to:`, `kind:` и `presentation:`"
        case .colonUses:
            "':' ставится после метки в вызове (`f(label: value)`), между ключом и значением в литерале словаря (`[key: value]`), перед типом после имени (`let name: Type`) или в `case … :` внутри `switch`"
        case .braceOpensTrailingClosure:
            "'{' в этой строке открывает замыкание только после ')' вызова или после члена (`queue.async { … }`); отдельный блок пишется как `do { … }`"
        case .closesNothing(let bracket):
            "эта '\(bracket)' не закрывает ничего, что открыто в этой строке: удалите её или добавьте открывающую скобку"
        case .assignmentTarget:
            "присваивать можно только имени, свойству или сабскрипту; для сравнения используйте `==`"
        case .optionalChainSpacing:
            "опциональная цепочка и принудительное извлечение пишутся без пробела перед ними (`value?.member`, `value!`); условное выражение — `condition ? a : b`"
        case .startsNewStatement(let word):
            "'\(word)' начинает новую инструкцию: перенесите её на отдельную строку или поставьте после ';'"
        case .expressionsSideBySide:
            "два выражения стоят рядом: соедините их оператором или ',' внутри скобок либо перенесите второе на отдельную строку или после ';'"
        case .nextStatementOnNewLine: "перенесите следующую инструкцию на отдельную строку или поставьте её после ';'"
        }
    }

    private static func chinese(_ hint: ParsingHint) -> String {
        switch hint {
        case .annotateOrAssign(let variable, let name):
            "请写 `\(variable ? "var" : "let") \(name): Type`，或给它一个值"
        // Code alone, the same in every language.
        case .notificationNameExtension:
            "`extension Notification.Name { static let dataDidChange = Notification.Name(\"dataDidChange\") }`"
        case .writeGuard: "请写 `guard condition else { return }`"
        case .elseOnClosingLine: "把 `else` 写在结束 `if` 主体的 `}` 的同一行：`} else {`"
        case .loopOverArray: "用 `for item in items { … }` 遍历数组"
        case .omitTypeAnnotation(let name): "请写 `let \(name) = …`；类型由值决定"
        case .writeBreak: "什么都不做时写 `break`"
        case .joinComparisons: "用 `&&` 连接这些比较"
        case .declarationKinds: "声明是 `class`、`struct`、`enum`、`protocol` 或 `extension`"
        case .forTuple: "请写 `for (index, item) in items.enumerated() { … }`"
        case .forIn: "请写 `for child in children { … }`"
        case .leaveWithReturn: "用 `return` 离开方法"
        case .classBodyMembers: "类的主体中声明 `var`、`let`、`func`、`init` 和 `deinit`；语句要写在方法里"
        case .tupleSeparator: "元组的元素用 ',' 分隔"
        case .casePatternForms: "请写 `case .compact:`、`case \"Show\":` 或 `case let value:`；`default:` 匹配其余的值"
        case .separatePatterns: "用 ',' 分隔模式，并以 ':'（或 `where condition:`）结束"
        case .dictionaryEntry: "字典字面量的每一项都是 `key: value`"
        case .dictionaryEveryEntry: "字典字面量的每一项都写成 `key: value`：`[\"a\": 1, \"b\": 2]`"
        case .poundForms: "模型能读取 `#keyPath(…)`、`#selector(…)`、`#available(…)`、`#…Literal(…)` 形式，以及方法内的 `#function`"
        case .localDeclarationForms(let name): "局部变量在声明时给出值（`let \(name) = …`）或类型（`let \(name): T`）"
        case .sceneForm: "请写 `scene Name: ViewControllerClass, id: \"identifier\"`"
        case .unwindTakesAction: "unwind segue 接受 `action:`"
        case .segueLabels: "segue 接受 `to:`、`kind:` 和 `presentation:`"
        case .colonUses:
            "':' 用于调用中的标签（`f(label: value)`）、字典字面量中的键值对（`[key: value]`）、名称之后的类型（`let name: Type`）或 `switch` 中的 `case … :`"
        case .braceOpensTrailingClosure: "这一行的 '{' 只有跟在调用的 ')' 或成员（`queue.async { … }`）之后才是尾随闭包；独立的代码块写作 `do { … }`"
        case .closesNothing(let bracket): "这一行没有可由这个 '\(bracket)' 关闭的括号：删除它，或补上与之配对的左括号"
        case .assignmentTarget: "只能给名称、属性或下标赋值；比较请用 `==`"
        case .optionalChainSpacing: "可选链和强制解包前面不加空格（`value?.member`、`value!`）；条件表达式写作 `condition ? a : b`"
        case .startsNewStatement(let word): "'\(word)' 开始一条新语句：把它写在单独一行，或放在 ';' 之后"
        case .expressionsSideBySide: "两个表达式挨在一起：用运算符或括号内的 ',' 连接它们，或把第二个写在单独一行或 ';' 之后"
        case .nextStatementOnNewLine: "把下一条语句写在单独一行，或放在 ';' 之后"
        }
    }

    /// A slot in a Chinese sentence: a space before code or a quoted token, none before Chinese.
    private static func spaced(_ text: String) -> String {
        text.unicodeScalars.first.map { $0.isASCII } == true ? " " + text : text
    }
}
