import Testing

@testable import LifecycleModel

@Suite struct RuleIDTests {
    @Test func idsAreStableSequentialAndUnique() {
        let ids = RuleID.allCases.map(\.code)
        #expect(ids == (1...ids.count).map { $0 < 10 ? "LL00\($0)" : "LL0\($0)" })
        #expect(RuleID(code: "LL004") == .ll004 && RuleID(code: "LL099") == nil)
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
