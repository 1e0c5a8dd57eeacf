import LifecycleModel
import Scenario

/// The checker's errors worded as Swift's compiler words them, the environment's values and the
/// journeys', in every language.
enum CheckingErrorText {
    static func render(_ message: SwiftMessage, in language: Language) -> String {
        switch (message, language) {
        case (.cannotFindTypeInScope(let name), .en): "cannot find type '\(name)' in scope"
        case (.cannotFindTypeInScope(let name), .ru): "не удаётся найти тип '\(name)' в области видимости"
        case (.cannotFindTypeInScope(let name), .zh): "在作用域中找不到类型 '\(name)'"
        case (.typeHasNoMember(let type, let member), .en): "type '\(type)' has no member '\(member)'"
        case (.typeHasNoMember(let type, let member), .ru): "у типа '\(type)' нет члена '\(member)'"
        case (.typeHasNoMember(let type, let member), .zh): "类型 '\(type)' 没有成员 '\(member)'"
        case (.cannotAssignThroughSubscript(let name), .en): "cannot assign through subscript: '\(name)' is a 'let' constant"
        case (.cannotAssignThroughSubscript(let name), .ru): "невозможно присвоить через индекс: '\(name)' — константа 'let'"
        case (.cannotAssignThroughSubscript(let name), .zh): "无法通过下标赋值：'\(name)' 是 'let' 常量"
        }
    }

    static func render(_ message: EnvironmentMessage, in language: Language) -> String {
        switch (message, language) {
        case (.noInitialiser(let type, let labels), .en): "no initialiser '\(signature(type, labels))'"
        case (.noInitialiser(let type, let labels), .ru): "нет инициализатора '\(signature(type, labels))'"
        case (.noInitialiser(let type, let labels), .zh): "没有初始化方法 '\(signature(type, labels))'"
        case (.expectedCGFloat, .en): "cannot convert value to expected argument type 'CGFloat'"
        case (.expectedCGFloat, .ru): "не удаётся преобразовать значение к ожидаемому типу аргумента 'CGFloat'"
        case (.expectedCGFloat, .zh): "无法将值转换为预期的参数类型 'CGFloat'"
        case (.selectorTakesOneMethod, .en): "#selector takes one method name"
        case (.selectorTakesOneMethod, .ru): "#selector принимает одно имя метода"
        case (.selectorTakesOneMethod, .zh): "#selector 只接受一个方法名"
        }
    }

    static func render(_ hint: EnvironmentHint, in language: Language) -> String {
        switch (hint, language) {
        case (.traitRegistrationNamesType(let type), .en): "a trait registration names the type itself: `\(type).self`"
        case (.traitRegistrationNamesType(let type), .ru): "при регистрации трейта указывается сам тип: `\(type).self`"
        case (.traitRegistrationNamesType(let type), .zh): "注册特征时写类型本身：`\(type).self`"
        case (.expectedOneOf(let members), .en): "expected one of \(codeList(members))"
        case (.expectedOneOf(let members), .ru): "ожидается одно из значений: \(codeList(members))"
        case (.expectedOneOf(let members), .zh): "应为以下之一：\(codeList(members))"
        case (.wholePoints, .en): "write a whole number of points, e.g. `44`"
        case (.wholePoints, .ru): "укажите целое число точек, например `44`"
        case (.wholePoints, .zh): "请写整数个点，例如 `44`"
        case (.writeSelector, .en): "write `#selector(updateColors)`"
        case (.writeSelector, .ru): "напишите `#selector(updateColors)`"
        case (.writeSelector, .zh): "请写 `#selector(updateColors)`"
        }
    }

    static func render(_ message: JourneyMessage, in language: Language) -> String {
        switch (message, language) {
        case (.noControllerNamed(let name), .en): "no view controller class named '\(name)' in the file"
        case (.noControllerNamed(let name), .ru): "в файле нет класса контроллера с именем '\(name)'"
        case (.noControllerNamed(let name), .zh): "文件中没有名为 '\(name)' 的视图控制器类"
        case (.noController, .en): "the file declares no view controller class"
        case (.noController, .ru): "в файле не объявлен ни один класс контроллера"
        case (.noController, .zh): "文件没有声明任何视图控制器类"
        case (.severalControllers(let names), .en):
            "the file declares \(names.count) view controller classes (\(names.joined(separator: ", ")))"
        case (.severalControllers(let names), .ru):
            "в файле объявлено несколько классов контроллеров (\(names.count)): \(names.joined(separator: ", "))"
        case (.severalControllers(let names), .zh):
            "文件声明了 \(names.count) 个视图控制器类（\(names.joined(separator: ", "))）"
        case (.topLevelCode, .en): "a journey runs a file without top-level code"
        case (.topLevelCode, .ru): "маршрут (journey) запускает только файл без кода верхнего уровня"
        case (.topLevelCode, .zh): "旅程（journey）只运行没有顶层代码的文件"
        }
    }

    static func render(_ hint: JourneyHint, in language: Language) -> String {
        switch (hint, language) {
        case (.controllerMustBeDeclared(let declared), .en):
            "--controller names a UIViewController subclass the file declares; this file "
                + (declared.isEmpty ? "declares none" : "declares \(declared.joined(separator: ", "))")
        case (.controllerMustBeDeclared(let declared), .ru):
            declared.isEmpty
                ? "--controller называет подкласс UIViewController, объявленный в файле; в этом файле их нет"
                : "--controller называет подкласс UIViewController, объявленный в файле; в этом файле объявлены \(declared.joined(separator: ", "))"
        case (.controllerMustBeDeclared(let declared), .zh):
            declared.isEmpty
                ? "--controller 须指定文件中声明的 UIViewController 子类；此文件一个也没有声明"
                : "--controller 须指定文件中声明的 UIViewController 子类；此文件声明了 \(declared.joined(separator: ", "))"
        case (.addTopLevelCode, .en):
            "lifeline trace runs a file without top-level code by taking its UIViewController subclass through a journey; add top-level statements to run something else"
        case (.addTopLevelCode, .ru):
            "lifeline trace запускает файл без кода верхнего уровня, проводя его подкласс UIViewController по маршруту (journey); чтобы запустить что-то другое, добавьте инструкции верхнего уровня"
        case (.addTopLevelCode, .zh):
            "lifeline trace 运行没有顶层代码的文件时，会让其中的 UIViewController 子类走一遍旅程（journey）；要运行别的内容，请添加顶层语句"
        case (.pickController(let name), .en): "pick the one to trace with --controller \(name)"
        case (.pickController(let name), .ru): "выберите нужный с помощью --controller \(name)"
        case (.pickController(let name), .zh): "用 --controller \(name) 选择要跟踪的那个"
        case (.removeTopLevelCode, .en):
            "remove the top-level statements, or trace the file without --journey and --controller"
        case (.removeTopLevelCode, .ru):
            "уберите инструкции верхнего уровня или запустите trace для файла без --journey и --controller"
        case (.removeTopLevelCode, .zh): "删除顶层语句，或不带 --journey 和 --controller 跟踪该文件"
        }
    }

    /// `UIEdgeInsets(top:left:)`: a call's name as code.
    static func signature(_ type: String, _ labels: [String]) -> String {
        "\(type)(\(labels.map { "\($0):" }.joined()))"
    }

    static func codeList(_ items: [String]) -> String { items.map { "`\($0)`" }.joined(separator: ", ") }
}
