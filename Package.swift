// swift-tools-version:6.0
import PackageDescription

// Module graph (DESIGN.md): lifeline → SiteBuilder → (Scenario, Diagrams) → LifecycleModel.
// The model depends on nothing; only the C-wrapper modules see C.
let package = Package(
    name: "Lifeline",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "lifeline", targets: ["lifeline"]),
        .executable(name: "lifeline-bench", targets: ["lifeline-bench"]),
        .library(name: "LifecycleModel", targets: ["LifecycleModel"]),
        .library(name: "Scenario", targets: ["Scenario"]),
        .library(name: "Diagrams", targets: ["Diagrams"]),
        .library(name: "Reports", targets: ["Reports"]),
        .library(name: "SiteBuilder", targets: ["SiteBuilder"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
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

        // The simulator: pure Swift, no dependencies. Dynamic exclusivity checks on its class properties
        // cost ~17% of a scenario run (lifeline-bench model); the model is single-threaded.
        .target(name: "LifecycleModel", exclude: ["README.md"], swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]),
        // The scenario language: source → tokens → syntax → checked program → run.
        .target(name: "Scenario", dependencies: ["LifecycleModel"], swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]),
        // Text, JSON, Markdown and HTML renderings of traces, diagnostics and the method catalogue
        // (no files, no templates: SiteBuilder and the command line both call it).
        .target(name: "Reports", dependencies: ["LifecycleModel"]),
        // DOT, Mermaid and SVG from the model and from traces.
        .target(name: "Diagrams", dependencies: ["LifecycleModel", "CGraphviz"]),
        // Content/ → Site/.
        .target(
            name: "SiteBuilder",
            dependencies: [
                "CCmarkGFM", "Scenario", "Diagrams", "Reports", "LifecycleModel",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        // The command line: argument parsing and printing only.
        .executableTarget(
            name: "lifeline",
            dependencies: [
                "SiteBuilder", "Scenario", "Diagrams", "Reports", "LifecycleModel",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "lifeline-bench",
            dependencies: ["SiteBuilder", "Scenario", "Diagrams", "Reports", "LifecycleModel"]
        ),

        .testTarget(name: "LifecycleModelTests", dependencies: ["LifecycleModel"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports", "LifecycleModel"]),
        .testTarget(name: "DiagramsTests", dependencies: ["Diagrams", "Scenario", "LifecycleModel"]),
        .testTarget(name: "ScenarioTests", dependencies: ["Scenario", "LifecycleModel"]),
        .testTarget(name: "SiteBuilderTests", dependencies: ["SiteBuilder"]),
        .testTarget(name: "EndToEndTests", dependencies: ["lifeline"], exclude: ["Fixtures"]),
        // Add each module's test target here as it gains tests:
        // ScenarioTests, DiagramsTests, SiteBuilderTests, EndToEndTests (runs the built `lifeline`).
    ]
)
