import LifecycleModel
import Scenario

/// The errors the scenario language words as Swift's compiler does (`SwiftMessage`), in every language:
/// the English is the compiler's, word for word; Russian and Chinese say the same as a compiler in that
/// language would, with names, types and keywords as code.
enum SwiftErrorText {
    static func render(_ message: SwiftMessage, in language: Language) -> String {
        switch (message, language) {
        case (.cannotFindTypeInScope(let name), .en): "cannot find type '\(name)' in scope"
        case (.cannotFindTypeInScope(let name), .ru): "не удаётся найти тип '\(name)' в области видимости"
        case (.cannotFindTypeInScope(let name), .zh): "在作用域中找不到类型 '\(name)'"
        case (.typeHasNoMember(let type, let member), .en): "type '\(type)' has no member '\(member)'"
        case (.typeHasNoMember(let type, let member), .ru): "у типа '\(type)' нет члена '\(member)'"
        case (.typeHasNoMember(let type, let member), .zh): "类型 '\(type)' 没有成员 '\(member)'"
        case (.cannotFindInScope(let name), .en): "cannot find '\(name)' in scope"
        case (.cannotFindInScope(let name), .ru): "не удаётся найти '\(name)' в области видимости"
        case (.cannotFindInScope(let name), .zh): "在作用域中找不到 '\(name)'"
        case (.valueHasNoMember(let type, let member), .en): "value of type '\(type)' has no member '\(member)'"
        case (.valueHasNoMember(let type, let member), .ru): "у значения типа '\(type)' нет члена '\(member)'"
        case (.valueHasNoMember(let type, let member), .zh): "类型为 '\(type)' 的值没有成员 '\(member)'"
        case (.cannotConvertValue(let type, let expected), .en):
            "cannot convert value of type '\(type)' to expected argument type '\(expected)'"
        case (.cannotConvertValue(let type, let expected), .ru):
            "не удаётся преобразовать значение типа '\(type)' к ожидаемому типу аргумента '\(expected)'"
        case (.cannotConvertValue(let type, let expected), .zh):
            "无法将类型为 '\(type)' 的值转换为预期的参数类型 '\(expected)'"
        case (.cannotConvertToArgumentType(let expected), .en):
            "cannot convert value to expected argument type '\(expected)'"
        case (.cannotConvertToArgumentType(let expected), .ru):
            "не удаётся преобразовать значение к ожидаемому типу аргумента '\(expected)'"
        case (.cannotConvertToArgumentType(let expected), .zh): "无法将值转换为预期的参数类型 '\(expected)'"
        case (.notACondition(let type), .en): "cannot convert value of type '\(type)' to expected condition type 'Bool'"
        case (.notACondition(let type), .ru):
            "не удаётся преобразовать значение типа '\(type)' к ожидаемому типу условия 'Bool'"
        case (.notACondition(let type), .zh): "无法将类型为 '\(type)' 的值转换为预期的条件类型 'Bool'"
        case (.optionalAsBoolean(let type), .en):
            "optional type '\(type)' cannot be used as a boolean; test for '!= nil' instead"
        case (.optionalAsBoolean(let type), .ru):
            "опциональный тип '\(type)' нельзя использовать как логическое значение; проверьте '!= nil'"
        case (.optionalAsBoolean(let type), .zh): "可选类型 '\(type)' 不能用作布尔值；请改为检查 '!= nil'"
        case (.conditionalBindingNotOptional(let type), .en):
            "initializer for conditional binding must have Optional type, not '\(type)'"
        case (.conditionalBindingNotOptional(let type), .ru):
            "инициализатор условной привязки должен иметь тип Optional, а не '\(type)'"
        case (.conditionalBindingNotOptional(let type), .zh): "条件绑定的初始化表达式必须是 Optional 类型，而不是 '\(type)'"
        case (.binaryOperator(let op, let left, let right), .en):
            "binary operator '\(op)' cannot be applied to operands of type '\(left)' and '\(right)'"
        case (.binaryOperator(let op, let left, let right), .ru):
            "бинарный оператор '\(op)' нельзя применить к операндам типов '\(left)' и '\(right)'"
        case (.binaryOperator(let op, let left, let right), .zh):
            "二元运算符 '\(op)' 不能用于类型为 '\(left)' 和 '\(right)' 的操作数"
        case (.invalidRedeclaration(let name), .en): "invalid redeclaration of '\(name)'"
        case (.invalidRedeclaration(let name), .ru): "недопустимое повторное объявление '\(name)'"
        case (.invalidRedeclaration(let name), .zh): "无效的重复声明 '\(name)'"
        case (.doesNotOverride(let method), .en): "method '\(method)' does not override any method from its superclass"
        case (.doesNotOverride(let method), .ru): "метод '\(method)' не переопределяет ни один метод суперкласса"
        case (.doesNotOverride(let method), .zh): "方法 '\(method)' 没有重写父类的任何方法"
        case (.readOnlyOverrideOfMutableProperty(let name), .en):
            "cannot override mutable property with read-only property '\(name)'"
        case (.readOnlyOverrideOfMutableProperty(let name), .ru):
            "нельзя переопределить изменяемое свойство свойством только для чтения '\(name)'"
        case (.readOnlyOverrideOfMutableProperty(let name), .zh): "不能用只读属性 '\(name)' 重写可变属性"
        case (.overrideKeywordRequired, .en): "overriding declaration requires an 'override' keyword"
        case (.overrideKeywordRequired, .ru): "переопределяющему объявлению нужно ключевое слово 'override'"
        case (.overrideKeywordRequired, .zh): "重写声明需要 'override' 关键字"
        case (.guardFallsThrough, .en):
            "'guard' body must not fall through, consider using a 'return' to exit the scope"
        case (.guardFallsThrough, .ru):
            "тело 'guard' не должно продолжаться за свои пределы; выйдите из области видимости, например, с помощью 'return'"
        case (.guardFallsThrough, .zh): "'guard' 的语句体不能贯穿执行，请考虑用 'return' 退出作用域"
        case (.notASequence(let type), .en): "for-in loop requires '\(type)' to conform to 'Sequence'"
        case (.notASequence(let type), .ru): "цикл for-in требует, чтобы '\(type)' соответствовал протоколу 'Sequence'"
        case (.notASequence(let type), .zh): "for-in 循环要求 '\(type)' 遵循 'Sequence'"
        case (.returnOutsideFunc, .en): "return invalid outside of a func"
        case (.returnOutsideFunc, .ru): "'return' недопустим вне функции"
        case (.returnOutsideFunc, .zh): "'return' 不能用在函数之外"
        case (.caseAfterDefault, .en): "additional 'case' blocks cannot appear after the 'default' block of a 'switch'"
        case (.caseAfterDefault, .ru): "блоки 'case' не могут идти после блока 'default' в 'switch'"
        case (.caseAfterDefault, .zh): "'switch' 的 'default' 块之后不能再出现 'case' 块"
        case (.switchNotExhaustive, .en): "switch must be exhaustive"
        case (.switchNotExhaustive, .ru): "'switch' должен быть исчерпывающим"
        case (.switchNotExhaustive, .zh): "'switch' 必须覆盖所有情况"
        case (.selfOutsideMethod, .en): "'self' can only be used inside a class method"
        case (.selfOutsideMethod, .ru): "'self' можно использовать только внутри метода класса"
        case (.selfOutsideMethod, .zh): "'self' 只能在类的方法内部使用"
        case (.superOutsideOverride, .en): "'super' can only be used to call the overridden method"
        case (.superOutsideOverride, .ru): "'super' можно использовать только для вызова переопределяемого метода"
        case (.superOutsideOverride, .zh): "'super' 只能用来调用被重写的方法"
        case (.superOutsideMethod, .en): "'super' cannot be used outside of a class method"
        case (.superOutsideMethod, .ru): "'super' нельзя использовать вне метода класса"
        case (.superOutsideMethod, .zh): "'super' 不能在类的方法之外使用"
        case (.cannotInferContextualBase(let member), .en):
            "cannot infer contextual base in reference to member '\(member)'"
        case (.cannotInferContextualBase(let member), .ru):
            "не удаётся вывести базовый тип из контекста при обращении к члену '\(member)'"
        case (.cannotInferContextualBase(let member), .zh): "引用成员 '\(member)' 时无法从上下文推断基类型"
        case (.typeIsNotValue(let name), .en): "'\(name)' is a type, not a value"
        case (.typeIsNotValue(let name), .ru): "'\(name)' — это тип, а не значение"
        case (.typeIsNotValue(let name), .zh): "'\(name)' 是类型，不是值"
        case (.cannotCallExpression, .en): "cannot call this expression"
        case (.cannotCallExpression, .ru): "это выражение нельзя вызвать"
        case (.cannotCallExpression, .zh): "无法调用此表达式"
        case (.cannotCallNonFunction, .en): "cannot call value of non-function type"
        case (.cannotCallNonFunction, .ru): "нельзя вызвать значение, тип которого не функция"
        case (.cannotCallNonFunction, .zh): "无法调用非函数类型的值"
        case (.noInitialiser(let type, let labels, let initialisers), .en):
            "no initialiser '\(CheckingErrorText.signature(type, labels))'; '\(type)' has \(quotedList(initialisers))"
        case (.noInitialiser(let type, let labels, let initialisers), .ru):
            "нет инициализатора '\(CheckingErrorText.signature(type, labels))'; у '\(type)' есть \(quotedList(initialisers))"
        case (.noInitialiser(let type, let labels, let initialisers), .zh):
            "没有初始化方法 '\(CheckingErrorText.signature(type, labels))'；'\(type)' 有 \(quotedList(initialisers, separator: "、"))"
        case (.argumentsToNoArgumentCall, .en): "argument passed to call that takes no arguments"
        case (.argumentsToNoArgumentCall, .ru): "аргумент передан в вызов, который не принимает аргументов"
        case (.argumentsToNoArgumentCall, .zh): "向不接受参数的调用传入了参数"
        case (.incorrectLabels(let expected), .en): "incorrect argument labels in call (expected '\(labels(expected))')"
        case (.incorrectLabels(let expected), .ru):
            "неверные метки аргументов в вызове (ожидались '\(labels(expected))')"
        case (.incorrectLabels(let expected), .zh): "调用中的参数标签不正确（应为 '\(labels(expected))'）"
        case (.incorrectLabelsHave(let have, let expected), .en):
            "incorrect argument label\(wrong(have, expected) > 1 ? "s" : "") in call (have '\(labels(have))', expected '\(labels(expected))')"
        case (.incorrectLabelsHave(let have, let expected), .ru):
            wrong(have, expected) > 1
                ? "неверные метки аргументов в вызове (указаны '\(labels(have))', ожидались '\(labels(expected))')"
                : "неверная метка аргумента в вызове (указана '\(labels(have))', ожидалась '\(labels(expected))')"
        case (.incorrectLabelsHave(let have, let expected), .zh):
            "调用中的参数标签不正确（实际为 '\(labels(have))'，应为 '\(labels(expected))'）"
        case (.missingArgument(let parameter), .en): "missing argument for parameter '\(parameter)' in call"
        case (.missingArgument(let parameter), .ru): "в вызове не хватает аргумента для параметра '\(parameter)'"
        case (.missingArgument(let parameter), .zh): "调用中缺少参数 '\(parameter)' 的实参"
        case (.extraArgument(let label?), .en): "extra argument '\(label)' in call"
        case (.extraArgument(let label?), .ru): "лишний аргумент '\(label)' в вызове"
        case (.extraArgument(let label?), .zh): "调用中多了实参 '\(label)'"
        case (.extraArgument(nil), .en): "extra argument in call"
        case (.extraArgument(nil), .ru): "лишний аргумент в вызове"
        case (.extraArgument(nil), .zh): "调用中多了一个实参"
        case (.extraTrailingClosure, .en): "extra trailing closure passed in call"
        case (.extraTrailingClosure, .ru): "в вызов передано лишнее завершающее замыкание"
        case (.extraTrailingClosure, .zh): "调用中多传了一个尾随闭包"
        case (.noMethodMatches, .en): "no method matches this call"
        case (.noMethodMatches, .ru): "ни один метод не подходит для этого вызова"
        case (.noMethodMatches, .zh): "没有与此调用匹配的方法"
        case (.assignToConstant(let name), .en): "cannot assign to value: '\(name)' is a 'let' constant"
        case (.assignToConstant(let name), .ru): "нельзя присвоить значение: '\(name)' — константа 'let'"
        case (.assignToConstant(let name), .zh): "无法赋值：'\(name)' 是 'let' 常量"
        case (.assignToGetOnly(let name), .en): "cannot assign to property: '\(name)' is a get-only property"
        case (.assignToGetOnly(let name), .ru): "нельзя присвоить свойству: '\(name)' — свойство только для чтения"
        case (.assignToGetOnly(let name), .zh): "无法给属性赋值：'\(name)' 是只读属性"
        case (.cannotAssign, .en): "cannot assign to this expression"
        case (.cannotAssign, .ru): "этому выражению нельзя присвоить значение"
        case (.cannotAssign, .zh): "无法给此表达式赋值"
        case (.expectedExpression, .en): "expected an expression"
        case (.expectedExpression, .ru): "ожидалось выражение"
        case (.expectedExpression, .zh): "此处应为表达式"
        case (.cannotAssignThroughSubscript(let name), .en):
            "cannot assign through subscript: '\(name)' is a 'let' constant"
        case (.cannotAssignThroughSubscript(let name), .ru):
            "невозможно присвоить через индекс: '\(name)' — константа 'let'"
        case (.cannotAssignThroughSubscript(let name), .zh): "无法通过下标赋值：'\(name)' 是 'let' 常量"
        }
    }

    /// `a:b:`: argument labels as Swift spells a call's name.
    static func labels(_ labels: [String]) -> String { labels.map { "\($0):" }.joined() }

    /// How many labels differ: one wrong label is "label", several are "labels".
    static func wrong(_ have: [String], _ expected: [String]) -> Int { zip(have, expected).filter { $0 != $1 }.count }

    /// `'init()', 'init(style:)'`: names quoted as the compiler quotes them.
    static func quotedList(_ items: [String], separator: String = ", ") -> String {
        items.map { "'\($0)'" }.joined(separator: separator)
    }
}
