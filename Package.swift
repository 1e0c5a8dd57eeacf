// swift-tools-version:6.0
import PackageDescription

// Module graph (ARCHITECTURE.md): lifeline → SiteBuilder → (Scenario, Diagrams, Reports → Texts) → LifecycleModel.
// The model depends on nothing; only the C-wrapper modules see C. Exclusivity checks stay on in every
// build (ARCHITECTURE.md, "Unsafe code").
// The benchmark links the Swift runtime statically in release builds (Linux only; the compile flag lets the
// bench's own imports autolink the static Foundation's dependencies). Measured on the 2-core development
// machine: the model benchmark's run costs the same ~224k instructions either way (callgrind), but takes
// 36–40 µs linked statically against 51 µs linked to libswiftCore.so. Part of the gap is the ~2,500 calls
// per run into the runtime (about 1,540 object retains and releases, 880 string ones, 128 allocations),
// which go through the PLT when linked dynamically (perf puts ~40% of swift_retain's samples on its first
// instruction); the rest is spread over the code.
// The `lifeline` command stays dynamic: a static build of it also needs libcurl's development files,
// because the preview server's dependency pulls in FoundationNetworking.
let staticRuntimeInRelease: [LinkerSetting] = [
    .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))
]
let staticRuntimeModulesInRelease: [SwiftSetting] = [
    .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))
]

let package = Package(
    name: "Lifeline",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "lifeline", targets: ["lifeline"]),
        .executable(name: "lifeline-bench", targets: ["lifeline-bench"]),
        .library(name: "LifecycleModel", targets: ["LifecycleModel"]),
        .library(name: "Scenario", targets: ["Scenario"]),
        .library(name: "Diagrams", targets: ["Diagrams"]),
        .library(name: "Evidence", targets: ["Evidence"]),
        .library(name: "Texts", targets: ["Texts"]),
        .library(name: "Reports", targets: ["Reports"]),
        .library(name: "SiteBuilder", targets: ["SiteBuilder"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.0"),
    ],
    targets: [
        // C libraries, wrapped once.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev", "graphviz"])]
        ),

        // The simulator: pure Swift, no dependencies, single-threaded.
        .target(name: "LifecycleModel", exclude: ["README.md"]),
        // The scenario language: source → tokens → syntax → checked program → run.
        .target(name: "Scenario", dependencies: ["LifecycleModel"], exclude: ["README.md"]),
        // Every sentence a reader sees, in every language, keyed by the model's typed ids (rules,
        // messages, the method catalogue's entries) and the scenario language's (a journey's steps): the
        // model and the language emit typed records only.
        .target(name: "Texts", dependencies: ["LifecycleModel", "Scenario"], exclude: ["README.md"]),
        // The registry of sources the model's orders rest on (reader-facing, in three languages: Texts'
        // `LocalizedText`), keyed by the model's `EvidenceID`.
        .target(name: "Evidence", dependencies: ["LifecycleModel", "Texts"], exclude: ["README.md"]),
        // Text, JSON, Markdown and HTML renderings of traces, diagnostics and the method catalogue
        // (no files, no templates: SiteBuilder and the command line both call it).
        .target(name: "Reports", dependencies: ["LifecycleModel", "Evidence", "Texts"], exclude: ["README.md"]),
        // `lifeline serve`: the output folder on loopback, watched and live-reloaded.
        .target(
            name: "PreviewServer", dependencies: [.product(name: "FlyingFox", package: "FlyingFox")],
            exclude: ["README.md"]
        ),
        // DOT, Mermaid and SVG from the model and from traces.
        .target(name: "Diagrams", dependencies: ["LifecycleModel", "Texts", "CGraphviz"], exclude: ["README.md"]),
        // Content/ → Site/.
        .target(
            name: "SiteBuilder",
            dependencies: [
                "CCmarkGFM", "Scenario", "Diagrams", "Reports", "Evidence", "Texts", "LifecycleModel",
                // Build-time Swift highlighting through swift-syntax's classifier.
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
            ],
            exclude: ["README.md"]
        ),
        // The command line: argument parsing and printing only.
        .executableTarget(
            name: "lifeline",
            dependencies: [
                "SiteBuilder", "PreviewServer", "Scenario", "Diagrams", "Reports", "Evidence", "Texts",
                "LifecycleModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["README.md"]
        ),
        .executableTarget(
            name: "lifeline-bench",
            dependencies: ["SiteBuilder", "Scenario", "Diagrams", "Reports", "Texts", "LifecycleModel"],
            exclude: ["README.md"],
            swiftSettings: staticRuntimeModulesInRelease,
            linkerSettings: staticRuntimeInRelease
        ),

        .testTarget(name: "LifecycleModelTests", dependencies: ["LifecycleModel"]),
        // With SiteBuilder: the serve tests replace the output as a rebuild does while requests arrive.
        .testTarget(name: "PreviewServerTests", dependencies: ["PreviewServer", "SiteBuilder"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports", "Evidence", "Texts", "LifecycleModel"]),
        .testTarget(name: "EvidenceTests", dependencies: ["Evidence", "Scenario", "LifecycleModel"]),
        .testTarget(name: "DiagramsTests", dependencies: ["Diagrams", "Scenario", "LifecycleModel"]),
        // Fixtures/RealControllers: view controllers copied verbatim from open-source apps (issue 27's
        // yardstick), read by RealControllerCorpusTests.
        .testTarget(
            name: "ScenarioTests", dependencies: ["Scenario", "Texts", "LifecycleModel"],
            resources: [.copy("Fixtures/RealControllers")]),
        .testTarget(name: "TextsTests", dependencies: ["Texts", "Scenario", "LifecycleModel"]),
        .testTarget(name: "SiteBuilderTests", dependencies: ["SiteBuilder", "Reports", "Evidence", "LifecycleModel"]),
        .testTarget(name: "EndToEndTests", dependencies: ["lifeline"], exclude: ["Fixtures"]),
    ]
)
