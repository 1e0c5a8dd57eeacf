import Testing

@testable import LifecycleModel

@Suite struct RuleCatalogueTests {
    @Test func idsAreStableSequentialAndUnique() {
        let ids = RuleCatalogue.rules.map(\.id)
        #expect(ids == (1...ids.count).map { $0 < 10 ? "LL00\($0)" : "LL0\($0)" })
    }

    @Test func everyRuleIsWrittenInEveryLanguage() {
        for rule in RuleCatalogue.rules {
            for language in Language.allCases {
                #expect(
                    !rule.title[language].isEmpty && !rule.explanation[language].isEmpty && !rule.fix[language].isEmpty,
                    "\(rule.id) \(language)")
            }
            #expect(rule.title.ru != rule.title.en && rule.title.zh != rule.title.en, "\(rule.id) is translated")
            #expect(!rule.fix.en.contains("\n"), "\(rule.id): the fix is one line")
        }
    }

    @Test func expensiveWorkFollowsTheNamingRule() {
        #expect(MisuseRules.isExpensive("store.fetchAll"))
        #expect(MisuseRules.isExpensive("loadData"))
        #expect(MisuseRules.isExpensive("Thread.sleep"))
        #expect(!MisuseRules.isExpensive("reload"))
        #expect(!MisuseRules.isExpensive("refresh"))
        #expect(!MisuseRules.isExpensive("tableView.reloadData"))
    }
}
