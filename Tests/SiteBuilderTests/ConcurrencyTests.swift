import Foundation
import Scenario
import Testing

@testable import SiteBuilder

@Suite struct ConcurrencyTests {
    /// cmark-gfm toggles the extensions' special characters in a process-wide table during
    /// cmark_parser_finish; pages parsed at the same time must still all get strikethrough and autolinks.
    @Test func pagesParsedInParallelAllGetTheInlineExtensions() throws {
        var pages: [String: String] = ["en/index.md": "---\ntitle: Home\n---\n"]
        for number in 1...150 {
            pages["en/p\(number).md"] =
                "---\ntitle: P\(number)\n---\n\n"
                + String(repeating: "Text ~~gone \(number)~~ and www.example.org/\(number) here.\n\n", count: 20)
        }
        let site = try TestSite(pages: pages)
        defer { site.remove() }
        let (rendered, _) = try SiteBuilder(site.configuration()).render()
        for number in 1...150 {
            let html = String(decoding: rendered.files["en/p\(number)/index.html"] ?? Data(), as: UTF8.self)
            #expect(html.components(separatedBy: "<del>gone \(number)</del>").count == 21, "page \(number)")
            #expect(
                html.components(separatedBy: "<a href=\"http://www.example.org/\(number)\">").count == 21,
                "page \(number)")
        }
    }

    @Test func parallelMapKeepsOrder() {
        let values = Array(0..<1000)
        #expect(values.parallelMap { $0 * 2 } == values.map { $0 * 2 })
        // More threads than cores (reading files): still every element once, in order.
        #expect(values.parallelMap(threadsPerCore: 3) { $0 * 2 } == values.map { $0 * 2 })
    }

    /// Found by the page fuzzer's leak check: the results stayed retained by parallelMap's buffer, so
    /// every build (and every rebuild under `serve`) leaked its pages.
    @Test func parallelMapReleasesItsResults() {
        final class Result {}
        var results: [Result]? = Array(0..<100).parallelMap { _ in Result() }
        let watched = results!.map { Weak($0) }
        results = nil
        #expect(watched.allSatisfy { $0.value == nil })
    }

    @Test func parallelMapRunsOnThreadsWithTheStackItPromises() {
        let sizes = Array(0..<8).parallelMap { _ in Thread.current.stackSize }
        #expect(sizes.allSatisfy { $0 == InputLimits.threadStackBytes })
    }
}

private final class Weak<T: AnyObject> {
    weak var value: T?
    init(_ value: T) { self.value = value }
}
