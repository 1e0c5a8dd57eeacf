import Testing

@testable import SiteBuilder

@Suite struct LinkRewriterTests {
    let rewriter = LinkRewriter(
        index: SiteIndex(
            pages: [
                "en/index.md": .init(outputPath: "en/index.html", anchors: ["overview"]),
                "en/push.md": .init(outputPath: "en/push/index.html", anchors: ["animated-push"]),
                "en/guide/index.md": .init(outputPath: "en/guide/index.html", anchors: []),
                "en/guide/pop.md": .init(outputPath: "en/guide/pop/index.html", anchors: []),
                "ru/push.md": .init(outputPath: "ru/push/index.html", anchors: []),
            ],
            drafts: ["en/wip.md"],
            statics: ["en/img/a.svg"]))

    func rewrite(_ url: String, from page: String, output: String, anchors: Set<String> = []) -> Result<
        LinkRewriter.Outcome, LinkProblem
    > {
        rewriter.rewrite(url, inPage: page, pageOutputPath: output, anchors: anchors)
    }

    @Test func pageLinksBecomePrettyRelativeURLs() {
        #expect(
            rewrite("push.md#animated-push", from: "en/index.md", output: "en/index.html")
                == .success(.rewritten("push/#animated-push")))
        #expect(rewrite("index.md", from: "en/push.md", output: "en/push/index.html") == .success(.rewritten("../")))
        #expect(
            rewrite("../push.md", from: "en/guide/pop.md", output: "en/guide/pop/index.html")
                == .success(.rewritten("../../push/")))
        #expect(
            rewrite("pop.md", from: "en/guide/index.md", output: "en/guide/index.html") == .success(.rewritten("pop/")))
        #expect(
            rewrite("../ru/push.md", from: "en/push.md", output: "en/push/index.html")
                == .success(.rewritten("../../ru/push/")))
        #expect(rewrite("push.md", from: "en/push.md", output: "en/push/index.html") == .success(.rewritten("./")))
    }

    @Test func staticFilesAreLinkedWhereTheyAreCopied() {
        #expect(
            rewrite("img/a.svg", from: "en/push.md", output: "en/push/index.html")
                == .success(.rewritten("../img/a.svg")))
        #expect(
            rewrite("img/b.svg", from: "en/push.md", output: "en/push/index.html")
                == .failure(.error("link to a missing file 'en/img/b.svg'")))
    }

    @Test func missingTargetsAreErrors() {
        #expect(
            rewrite("nope.md", from: "en/index.md", output: "en/index.html")
                == .failure(.error("link to a missing page 'en/nope.md'")))
        #expect(
            rewrite("push.md#nowhere", from: "en/index.md", output: "en/index.html")
                == .failure(.error("link to a missing anchor '#nowhere' in 'en/push.md'")))
        #expect(
            rewrite("#nowhere", from: "en/index.md", output: "en/index.html", anchors: ["overview"])
                == .failure(.error("link to a missing anchor '#nowhere' on this page")))
        #expect(
            rewrite("wip.md", from: "en/index.md", output: "en/index.html")
                == .failure(.error("link to a draft page 'en/wip.md', which is not built")))
        #expect(
            rewrite("../../x.md", from: "en/index.md", output: "en/index.html")
                == .failure(.error("link '../../x.md' leads outside the content folder")))
    }

    @Test func sameOriginAnchorsAndExternalLinksStay() {
        #expect(
            rewrite("#overview", from: "en/index.md", output: "en/index.html", anchors: ["overview"])
                == .success(.unchanged))
        #expect(
            rewrite("https://developer.apple.com/documentation/uikit", from: "en/index.md", output: "en/index.html")
                == .success(.unchanged))
        #expect(rewrite("mailto:a@example.org", from: "en/index.md", output: "en/index.html") == .success(.unchanged))
        #expect(rewrite("//cdn.example.org/x.js", from: "en/index.md", output: "en/index.html") == .success(.unchanged))
    }

    @Test func siteAbsolutePathsAreWarnings() {
        #expect(
            rewrite("/en/push/", from: "en/index.md", output: "en/index.html")
                == .failure(.warning("site-absolute link '/en/push/': write a relative path to the .md file")))
    }

    @Test func percentEncodedAnchorsMatchUnicodeIds() {
        let index = SiteIndex(pages: ["ru/a.md": .init(outputPath: "ru/a/index.html", anchors: ["жизненный-цикл"])])
        let result = LinkRewriter(index: index).rewrite(
            "a.md#%D0%B6%D0%B8%D0%B7%D0%BD%D0%B5%D0%BD%D0%BD%D1%8B%D0%B9-%D1%86%D0%B8%D0%BA%D0%BB",
            inPage: "ru/index.md", pageOutputPath: "ru/index.html", anchors: [])
        #expect(
            result
                == .success(
                    .rewritten("a/#%D0%B6%D0%B8%D0%B7%D0%BD%D0%B5%D0%BD%D0%BD%D1%8B%D0%B9-%D1%86%D0%B8%D0%BA%D0%BB")))
    }
}

@Suite struct URLSchemeTests {
    @Test func schemesFollowRFC3986() {
        #expect(LinkRewriter.hasScheme("https://example.org"))
        #expect(LinkRewriter.hasScheme("mailto:a@b"))
        #expect(LinkRewriter.hasScheme("x-git+ssh.v2:repo"))
        #expect(!LinkRewriter.hasScheme("2fa:code"))
        #expect(!LinkRewriter.hasScheme("push.md"))
        #expect(!LinkRewriter.hasScheme("a b:c"))
        #expect(!LinkRewriter.hasScheme("ссылка:x"))
        #expect(!LinkRewriter.hasScheme(":x"))
    }
}
