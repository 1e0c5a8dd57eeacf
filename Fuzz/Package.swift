// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets, kept out of the main package so that `swift build` and `swift test` never see
// them. `scripts/fuzz.sh TARGET SECONDS` builds them with `-sanitize=fuzzer,address -parse-as-library`
// (coverage for every module, libFuzzer linked; `FuzzerDriver` is the entry point) into `.build-fuzz/` and runs one.
let package = Package(
    name: "LifelineFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Lifeline", path: "..")],
    targets: [
        // The entry point both targets share (libFuzzer's driver).
        .target(name: "FuzzerDriver"),
        // Arbitrary bytes as a scenario: lexer, parser, checker, interpreter and the model, then the
        // text and JSON reports and the trace diagrams.
        .executableTarget(name: "ScenarioFuzzer", dependencies: [
            "FuzzerDriver",
            .product(name: "Scenario", package: "Lifeline"),
            .product(name: "Reports", package: "Lifeline"),
            .product(name: "Diagrams", package: "Lifeline"),
            .product(name: "LifecycleModel", package: "Lifeline"),
            .product(name: "Texts", package: "Lifeline"),
        ]),
        // Arbitrary bytes as a Markdown page (front matter, scenario, expect, diagram and table blocks)
        // through the whole site builder, rendered in memory.
        .executableTarget(name: "PageFuzzer", dependencies: [
            "FuzzerDriver",
            .product(name: "SiteBuilder", package: "Lifeline"),
        ]),
    ]
)
