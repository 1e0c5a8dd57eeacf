import LifecycleModel
import Scenario
import Testing

@testable import Texts

/// The parser's and the storyboard checker's errors, from real scenarios, in the page's language
/// (issue 25): "expected X, found Y" is worded whole in each language, with the token found typed.
struct ParseAndStoryboardErrorTextTests {
    /// The message and hint of the first error of `source`, in each language.
    static func error(of source: String) -> ScenarioError? {
        do throws(ScenarioError) {
            _ = try ScenarioRunner.run(source: source, ios: .newest)
            return nil
        } catch {
            return error
        }
    }

    @Test func aMissingBraceReadsInEveryLanguage() throws {
        let error = try #require(Self.error(of: "for x in [1, 2]\n"))
        #expect(ScenarioErrorText.message(error, in: .en) == "expected '{' after 'for', found end of line")
        #expect(ScenarioErrorText.message(error, in: .ru) == "ожидается '{' после 'for', найдено: конец строки")
        #expect(ScenarioErrorText.message(error, in: .zh) == "此处应为 'for' 之后的 '{'，却遇到了行尾")
        #expect(ScenarioErrorText.hint(error, in: .ru) == nil)
    }

    @Test func aStatementThatGoesOnReadsInEveryLanguage() throws {
        let error = try #require(Self.error(of: "let a = 1 2\n"))
        #expect(
            ScenarioErrorText.message(error, in: .en) == "expected a new line or ';' after the statement, found '2'")
        #expect(
            ScenarioErrorText.message(error, in: .ru)
                == "ожидается новая строка или ';' после инструкции, найдено: '2'")
        #expect(ScenarioErrorText.message(error, in: .zh) == "此处应为语句之后的换行或 ';'，却遇到了 '2'")
        #expect(ScenarioErrorText.hint(error, in: .ru)?.hasPrefix("два выражения стоят рядом") == true)
    }

    @Test func aKeywordWhereAnExpressionGoesIsNamedAsAKeyword() throws {
        let error = try #require(Self.error(of: "let a = guard\n"))
        #expect(ScenarioErrorText.message(error, in: .en) == "expected an expression, found keyword 'guard'")
        #expect(ScenarioErrorText.message(error, in: .ru) == "ожидается выражение, найдено: ключевое слово 'guard'")
        #expect(ScenarioErrorText.message(error, in: .zh) == "此处应为表达式，却遇到了关键字 'guard'")
    }

    @Test func aMisspelledStoryboardReadsInEveryLanguage() throws {
        let source = """
            class ListViewController: UIViewController {}
            storyboard "Main" {
                scene List: ListViewController, initial
            }
            let x = UIStoryboard(name: "Mian", bundle: nil).instantiateInitialViewController()
            """
        let error = try #require(Self.error(of: source))
        #expect(ScenarioErrorText.message(error, in: .en) == "Could not find a storyboard named 'Mian' in bundle")
        #expect(
            ScenarioErrorText.message(error, in: .ru) == "не удалось найти storyboard с именем 'Mian' в бандле")
        #expect(ScenarioErrorText.message(error, in: .zh) == "在资源包中找不到名为 'Mian' 的 storyboard")
        #expect(ScenarioErrorText.hint(error, in: .ru) == "возможно, имелось в виду `Main`?")
    }

    @Test func aSceneThatEmbedsItselfReadsInEveryLanguage() throws {
        let error = try #require(
            Self.error(of: "storyboard \"Main\" {\n    scene A: UIViewController { embed A }\n}\n"))
        #expect(
            ScenarioErrorText.message(error, in: .en) == "scene 'A' embeds itself: loading its view would never end")
        #expect(
            ScenarioErrorText.message(error, in: .ru)
                == "сцена 'A' встраивает сама себя: загрузка её view никогда не закончится")
        #expect(ScenarioErrorText.message(error, in: .zh) == "场景 'A' 嵌入了自身：加载它的视图将永远不会结束")
        let rendered = ScenarioErrorText.rendered(error, file: "s", source: "", in: .zh)
        #expect(rendered.contains("hint: 每次容器的视图加载时，`embed` segue 都会创建一个新的子控制器"))
    }
}
