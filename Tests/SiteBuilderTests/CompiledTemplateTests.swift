import Testing

@testable import SiteBuilder

/// `CompiledTemplate` renders the layouts' Mustache as the specification says: the bundled templates'
/// output is byte-identical to swift-mustache's (checked by building the reference both ways).
struct CompiledTemplateTests {
    /// A template object answering from a table.
    struct Fields: TemplateObject {
        static let fieldNames: [String] = []
        var values: [String: TemplateValue]
        func child(named name: String) -> TemplateValue? { values[name] }
    }

    private func render(_ text: String, _ values: [String: TemplateValue], partials: [String: String] = [:]) -> String {
        var scopes: [TemplateValue] = [.object(Fields(values: values))]
        var output = ""
        CompiledTemplate(text).render(
            in: &scopes, partials: partials.mapValues { CompiledTemplate($0) }, into: &output)
        return output
    }

    @Test func variablesAreEscapedUnlessTripleOrAmpersand() {
        let values: [String: TemplateValue] = ["v": .text("<a & \"b\">"), "yes": .flag(true)]
        #expect(
            render("{{v}}|{{{v}}}|{{& v}}|{{yes}}|{{missing}}", values)
                == "&lt;a &amp; &quot;b&quot;&gt;|<a & \"b\">|<a & \"b\">|true|")
    }

    @Test func sectionsFollowTheirValue() {
        let item = { (name: String) -> any TemplateObject in Fields(values: ["name": .text(name)]) }
        let values: [String: TemplateValue] = [
            "list": .list([item("a"), item("b")]), "empty": .list([]), "no": .flag(false), "yes": .flag(true),
            "text": .text("t"), "outer": .text("o"),
        ]
        #expect(render("{{#list}}{{name}}{{outer}},{{/list}}", values) == "ao,bo,")
        #expect(render("{{#empty}}x{{/empty}}{{^empty}}none{{/empty}}", values) == "none")
        #expect(render("{{#no}}x{{/no}}{{^no}}n{{/no}}{{#yes}}y{{/yes}}{{^yes}}z{{/yes}}", values) == "ny")
        #expect(render("{{#text}}[{{.}}]{{/text}}{{^missing}}m{{/missing}}", values) == "[t]m")
    }

    @Test func dottedNamesResolveTheirFirstPartUpTheScopes() {
        let page = Fields(values: ["title": .text("T"), "flag": .flag(true)])
        let values: [String: TemplateValue] = ["page": .object(page), "site": .text("S")]
        #expect(
            render("{{page.title}} {{#page.flag}}{{page.title}}{{site}}{{/page.flag}} {{page.site}}", values) == "T TS "
        )
    }

    /// A line holding only a section tag, a partial or a comment goes with its line break; variables stay.
    @Test func standaloneLinesAreRemoved() {
        let values: [String: TemplateValue] = ["yes": .flag(true), "v": .text("x")]
        #expect(
            render("a\n  {{#yes}}  \nb\n{{/yes}}\n{{! note }}\nc {{#yes}}d{{/yes}}\n  {{v}}\n", values)
                == "a\nb\nc d\n  x\n")
        #expect(render("{{#yes}}\nfirst\n{{/yes}}", values) == "first\n")
    }

    @Test func standalonePartialsAreIndented() {
        let values: [String: TemplateValue] = ["v": .text("x")]
        #expect(
            render("<ul>\n  {{> item}}\n</ul>\n", values, partials: ["item": "<li>{{v}}</li>\n<li>2</li>\n"])
                == "<ul>\n  <li>x</li>\n  <li>2</li>\n</ul>\n")
        #expect(render("[{{> item}}]", values, partials: ["item": "{{v}}"]) == "[x]")
    }
}
