import LifecycleModel
import Texts

/// A kind of word the templates read by name (`{{ui.home}}`, `{{editor.reset}}`); the words themselves
/// and their languages are `Texts.InterfaceText`'s.
protocol TemplateWord: RawRepresentable<String>, CaseIterable {
    var text: LocalizedText { get }
}

extension ChromeWord: TemplateWord {
    var text: LocalizedText { InterfaceText.of(self) }
}

extension EditorWord: TemplateWord {
    var text: LocalizedText { InterfaceText.of(self) }
}

/// One kind of word in a page's language, as the templates see it: `ui` is the page chrome's
/// (`ChromeWord`), `editor` the scenario editor's (`EditorWord`). A language the texts do not know
/// reads English.
struct TemplateWords<Word: TemplateWord>: TemplateObject {
    var language: Language

    init(_ code: String) { language = InterfaceText.language(code) }

    static var fieldNames: [String] { Word.allCases.map { $0.rawValue } }
    static var shape: ContextShape { shapeOfValues }

    func child(named name: String) -> TemplateValue? { Word(rawValue: name).map { .text($0.text[language]) } }
}
