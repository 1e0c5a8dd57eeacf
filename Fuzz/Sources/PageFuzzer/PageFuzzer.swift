import Foundation
import FuzzerDriver
import SiteBuilder

/// One input: the bytes as `Content/en/index.md` of a one-page site with the repository's templates,
/// rendered in memory (no output folder is written). Build errors are expected; crashes and hangs are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPage(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let page = start.map { Data(bytes: $0, count: count) } ?? Data()
    guard (try? page.write(to: FuzzSite.shared.page)) != nil else { fatalError("cannot write \(FuzzSite.shared.page.path)") }
    _ = try? SiteBuilder(FuzzSite.shared.configuration).render()
    return 0
}

/// The throwaway content folder, made once per process.
final class FuzzSite: Sendable {
    static let shared = FuzzSite()

    let page: URL
    let configuration: SiteBuildConfiguration

    private init() {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let content = FileManager.default.temporaryDirectory
            .appendingPathComponent("lifeline-page-fuzzer-\(ProcessInfo.processInfo.processIdentifier)/Content")
        let english = content.appendingPathComponent("en")
        try! FileManager.default.createDirectory(at: english, withIntermediateDirectories: true)
        try! Data("title: Fuzz\nbaseURL: https://fuzz.example.org/\ndefaultLanguage: en\n".utf8)
            .write(to: content.appendingPathComponent("site.yml"))
        page = english.appendingPathComponent("index.md")
        configuration = SiteBuildConfiguration(contentDirectory: content.path,
                                               templatesDirectory: repository.appendingPathComponent("Templates").path)
    }
}

@_cdecl("PageFuzzer_main")
public func pageFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    lifeline_fuzzer_main(argc, argv)
}
