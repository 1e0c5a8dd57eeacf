/// The words of the page chrome (not of the content), per language. Languages without a row here
/// use English; add a row when `site.yml` gains a language.
struct InterfaceStrings {
    var onThisPage: String
    var editThisPage: String
    var pages: String
    var languages: String
    var search: String
    var searchPlaceholder: String
    var noResults: String
    var themeToggle: String
    var notFoundTitle: String
    var notFoundText: String
    var home: String

    static func forLanguage(_ code: String) -> InterfaceStrings {
        table[code] ?? table["en"]!
    }

    static let table: [String: InterfaceStrings] = [
        "en": InterfaceStrings(
            onThisPage: "On this page", editThisPage: "Edit this page", pages: "Pages", languages: "Language",
            search: "Search", searchPlaceholder: "Search  /", noResults: "Nothing found",
            themeToggle: "Switch light or dark theme",
            notFoundTitle: "Page not found",
            notFoundText: "There is no page at this address. The pages of the reference are listed on the left.",
            home: "Home page"),
        "ru": InterfaceStrings(
            onThisPage: "На этой странице", editThisPage: "Редактировать страницу", pages: "Страницы",
            languages: "Язык",
            search: "Поиск", searchPlaceholder: "Поиск  /", noResults: "Ничего не найдено",
            themeToggle: "Переключить светлую или тёмную тему",
            notFoundTitle: "Страница не найдена",
            notFoundText: "По этому адресу страницы нет. Все страницы справочника перечислены слева.",
            home: "Главная"),
        "zh": InterfaceStrings(
            onThisPage: "本页内容", editThisPage: "编辑此页", pages: "页面", languages: "语言",
            search: "搜索", searchPlaceholder: "搜索  /", noResults: "没有找到结果",
            themeToggle: "切换浅色或深色主题",
            notFoundTitle: "找不到页面",
            notFoundText: "这个地址没有页面。参考手册的所有页面都列在左侧。",
            home: "首页"),
    ]

    static let shape = shapeOfValues
}

extension InterfaceStrings: TemplateObject {
    static let fieldNames = [
        "onThisPage", "editThisPage", "pages", "languages", "search", "searchPlaceholder", "noResults", "themeToggle",
        "notFoundTitle", "notFoundText", "home",
    ]

    func child(named name: String) -> TemplateValue? {
        switch name {
        case "onThisPage": .text(onThisPage)
        case "editThisPage": .text(editThisPage)
        case "pages": .text(pages)
        case "languages": .text(languages)
        case "search": .text(search)
        case "searchPlaceholder": .text(searchPlaceholder)
        case "noResults": .text(noResults)
        case "themeToggle": .text(themeToggle)
        case "notFoundTitle": .text(notFoundTitle)
        case "notFoundText": .text(notFoundText)
        case "home": .text(home)
        default: nil
        }
    }
}
