import LifecycleModel
import Scenario
import Testing

@testable import Texts

/// The checker's errors (issue 25): Swift's own wording (`SwiftMessage`), the scenario language's rules
/// (`CheckingMessage`), concurrency and presentation classes, each in Russian and Chinese on a page in
/// those languages, and in the command line's English word for word.
struct CheckingErrorTextTests {
    /// One of every case (a new case belongs here).
    static let messages: [ScenarioMessage] = [
        .swift(.cannotFindInScope("a")), .swift(.valueHasNoMember(type: "A", member: "b")),
        .swift(.cannotConvertValue(type: "A", expected: "B")), .swift(.cannotConvertToArgumentType("String")),
        .swift(.notACondition(type: "A")), .swift(.optionalAsBoolean(type: "A?")),
        .swift(.conditionalBindingNotOptional(type: "A")), .swift(.binaryOperator("+", left: "A", right: "B")),
        .swift(.invalidRedeclaration("a")), .swift(.doesNotOverride(method: "a()")), .swift(.overrideKeywordRequired),
        .swift(.readOnlyOverrideOfMutableProperty("a")),
        .swift(.guardFallsThrough), .swift(.notASequence(type: "A")), .swift(.returnOutsideFunc),
        .swift(.caseAfterDefault), .swift(.switchNotExhaustive), .swift(.selfOutsideMethod),
        .swift(.superOutsideOverride), .swift(.superOutsideMethod), .swift(.cannotInferContextualBase(member: "a")),
        .swift(.typeIsNotValue("A")), .swift(.cannotCallExpression), .swift(.cannotCallNonFunction),
        .swift(.cannotAssignThroughSubscript("cache")),
        .swift(.noInitialiser(type: "A", labels: ["a"], initialisers: ["init()", "init(b:)"])),
        .swift(.argumentsToNoArgumentCall), .swift(.incorrectLabels(expected: ["a", "b"])),
        .swift(.incorrectLabelsHave(have: ["a", "b"], expected: ["c", "d"])),
        .swift(.incorrectLabelsHave(have: ["a"], expected: ["c"])), .swift(.missingArgument(parameter: "a")),
        .swift(.extraArgument(label: "a")), .swift(.extraArgument(label: nil)), .swift(.extraTrailingClosure),
        .swift(.noMethodMatches), .swift(.assignToConstant("a")), .swift(.assignToGetOnly("a")),
        .swift(.cannotAssign), .swift(.expectedExpression),
        .checking(.needsLiteralBool), .checking(.needsLiteralMask), .checking(.needsStringLiteral(label: "a")),
        .checking(.doesNotOverrideProperty("a")), .checking(.guardAtTopLevel), .checking(.cannotBindValue(type: "A")),
        .checking(.unknownOperator("<>")), .checking(.declaredAfterImplicitUse("A")),
        .checking(.variableHoldsObjects(type: "A")),
        .checking(.overrideCallsOnlyItsSuper(callback: "viewDidLoad()", method: "viewDidLoad")),
        .checking(.initialiserTakesNoClosure), .checking(.returnsNothingUsable("a")), .checking(.mainBundleOnly),
        .checking(.outletsNotReassigned), .checking(.printTakesNoClosure), .checking(.printsValuesNotClosures),
        .checking(.expectedTransitionStyle), .checking(.expectedNavigationOrientation), .checking(.noPageOptions),
        .checking(.expectedSplitStyle),
        .concurrency(.mainQueueOnly), .concurrency(.taskFromClosureOnly), .concurrency(.mainActorOnly),
        .concurrency(.scheduledTimerOnly), .concurrency(.literalInterval), .concurrency(.oneShotTimersOnly),
        .presentationClass(.presentationControllerMethod("a()")), .presentationClass(.presentationControllerProperty),
        .presentationClass(.delegateRunsOnly("a(b:)")), .presentationClass(.delegateProperty),
        .presentationClass(.singleReturn), .presentationClass(.unreadableResult),
        .presentationClass(.uikitMakesPresentationController),
    ]

    static let hints: [ScenarioHint] = [
        .checking(.delegateMethodWithoutOverride), .checking(.writeOverride("viewDidLoad")), .checking(.writeMask),
        .checking(.expectedMembers([".a", ".b", ".c"])), .checking(.useIfAtTopLevel), .checking(.loopOverArray),
        .checking(.returnBelongsInMethod), .checking(.pickUnusedName), .checking(.useValueInPlace),
        .checking(.bindOnItsOwnLine(name: "a", keyword: "if")), .checking(.addMissingCases(["a"])),
        .checking(.addMissingCases(["a", "b"])), .checking(.identityComparesObjects), .checking(.createInstance("A")),
        .checking(.callAsStatement), .checking(.passNilBundle), .checking(.passNilOptions),
        .checking(.splitStyleUnspecified), .checking(.setOutletProperties), .checking(.declareBeforeUse("A")),
        .checking(.declareAsVariable("a")), .checking(.printSignature), .checking(.passCompletionClosure),
        .concurrency(.mainQueueForms), .concurrency(.taskForms), .concurrency(.taskRunsOnMainActor),
        .concurrency(.timerForm), .concurrency(.repeatsFalse),
        .presentationClass(.callbacksAreTraced), .presentationClass(.declareOnlyShouldRemove),
        .presentationClass(.mayOverrideShouldRemove), .presentationClass(.animatorsNotModelled),
        .presentationClass(.vendingMethodShape), .presentationClass(.declarePresentationController("A")),
        .presentationClass(.returnFromDelegate("a(b:)")),
    ]

    @Test func everyCheckingMessageReadsInItsLanguage() {
        for message in Self.messages {
            ScenarioErrorTextTests.checkTranslated(
                ScenarioErrorText.render(message, in: .en), ScenarioErrorText.render(message, in: .ru),
                ScenarioErrorText.render(message, in: .zh))
        }
    }

    @Test func everyCheckingHintReadsInItsLanguage() {
        for hint in Self.hints {
            ScenarioErrorTextTests.checkTranslated(
                ScenarioErrorText.render(hint, in: .en), ScenarioErrorText.render(hint, in: .ru),
                ScenarioErrorText.render(hint, in: .zh))
        }
    }

    /// The error of a scenario in each language: English as the command line prints it, Russian and
    /// Chinese as a page's editor shows it.
    static func error(of source: String) -> ScenarioError? {
        do throws(ScenarioError) {
            _ = try ScenarioRunner.run(source: source, ios: .newest)
            return nil
        } catch { return error }
    }

    static func expectError(
        _ source: String, en: String, ru: String, zh: String, hint: (en: String, ru: String, zh: String)? = nil
    ) {
        guard let error = error(of: source) else {
            Issue.record("the scenario ran: \(source)")
            return
        }
        #expect(ScenarioErrorText.message(error, in: .en) == en)
        #expect(ScenarioErrorText.message(error, in: .ru) == ru)
        #expect(ScenarioErrorText.message(error, in: .zh) == zh)
        if let hint {
            #expect(ScenarioErrorText.hint(error, in: .en) == hint.en)
            #expect(ScenarioErrorText.hint(error, in: .ru) == hint.ru)
            #expect(ScenarioErrorText.hint(error, in: .zh) == hint.zh)
        }
    }

    @Test func aNameNotInScopeReadsInEveryLanguage() {
        Self.expectError(
            "let nav = UINavigationController()\nnva.view\n", en: "cannot find 'nva' in scope",
            ru: "не удаётся найти 'nva' в области видимости", zh: "在作用域中找不到 'nva'",
            hint: ("did you mean `nav`?", "возможно, имелось в виду `nav`?", "是不是想写 `nav`？"))
    }

    @Test func aWrongArgumentLabelReadsInEveryLanguage() {
        Self.expectError(
            "let a = UIViewController()\nlet b = UIViewController()\na.present(b, animate: true)\n",
            en: "incorrect argument label in call (have '_:animate:', expected '_:animated:')",
            ru: "неверная метка аргумента в вызове (указана '_:animate:', ожидалась '_:animated:')",
            zh: "调用中的参数标签不正确（实际为 '_:animate:'，应为 '_:animated:'）")
    }

    @Test func aMissingOverrideKeywordReadsInEveryLanguage() {
        Self.expectError(
            "class A: UIViewController {\n    func viewDidLoad() {}\n}\nlet a = A()\n",
            en: "overriding declaration requires an 'override' keyword",
            ru: "переопределяющему объявлению нужно ключевое слово 'override'", zh: "重写声明需要 'override' 关键字",
            hint: (
                "write `override func viewDidLoad(…)`", "напишите `override func viewDidLoad(…)`",
                "请写 `override func viewDidLoad(…)`"
            ))
    }

    @Test func aRepeatingTimerReadsInEveryLanguage() {
        Self.expectError(
            """
            class A: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in print("tick") }
                }
            }
            let a = A()
            a.loadViewIfNeeded()

            """,
            en: "the model runs one-shot timers only", ru: "модель выполняет только одноразовые таймеры",
            zh: "模型只运行一次性定时器")
    }

    @Test func aSwitchMissingCasesNamesThemInEveryLanguage() {
        #expect(
            ScenarioErrorText.render(.checking(.addMissingCases(["pageSheet", "formSheet"])), in: .en)
                == "add the missing cases `case .pageSheet:`, `case .formSheet:` or a `default:`")
        #expect(
            ScenarioErrorText.render(.checking(.addMissingCases(["pageSheet"])), in: .ru)
                == "добавьте недостающий вариант `case .pageSheet:` или `default:`")
        #expect(
            ScenarioErrorText.render(.checking(.expectedMembers([".portrait", ".landscape", ".all"])), in: .zh)
                == "应为 `.portrait`、`.landscape` 或 `.all`")
    }
}
