import Foundation
import Testing

@testable import SiteBuilder

/// An `expect` after a `compare=` block pins the newest compared version's run, and `lifeline bless`
/// writes that run (it once wrote the newest release the model knows instead, which the check then refused).
@Suite struct ComparisonPinTests {
    static let page = """
        ---
        title: Home
        ---

        ```scenario compare=12,13
        window.rootViewController = A
        window.makeKeyAndVisible()
        ```

        ```expect only=A
        A init(nibName:bundle:)
        ```

        """

    @Test func blessPinsTheNewestComparedVersionAndTheStrictBuildAcceptsIt() throws {
        let site = try TestSite(pages: ["en/index.md": Self.page])
        defer { site.remove() }
        _ = try SiteBuilder(site.configuration()).blessPins()
        let text = try String(contentsOf: site.root.appendingPathComponent("Content/en/index.md"), encoding: .utf8)
        #expect(text.contains("A viewIsAppearing(_:)\n")) // iOS 13's run, not iOS 12's
        #expect(!text.contains("updateProperties()")) // nor iOS 26's
        #expect(try SiteBuilder(site.configuration(strict: true)).render().report.warnings.isEmpty)
    }
}
