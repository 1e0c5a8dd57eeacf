import Diagrams
import FuzzerDriver
import LifecycleModel
import Reports
import Scenario

/// One input: a scenario as `lifeline trace` and the sequence diagram read it. The first byte picks the
/// iOS release, so the fuzzer reaches every version profile: a release the model knows is itself (the
/// seeds write `ios=` as it is, so scripts/fuzz.sh keeps no list of releases), 0 is the newest, and any
/// other byte one of the known releases; the rest is the source.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : count)
    guard let selector = bytes.first else { return 0 }
    let versions = VersionProfile.knownMajors
    let ios =
        selector == 0
        ? IOSVersion.newest
        : IOSVersion(versions.contains(Int(selector)) ? Int(selector) : versions[Int(selector) % versions.count])
    let source = String(decoding: bytes.dropFirst(), as: UTF8.self)
    do throws(ScenarioError) {
        let trace = try ScenarioRunner.run(source: source, ios: ios, title: "fuzz")
        _ = TraceTextRenderer.render(trace, color: false)
        _ = TraceJSONRenderer.render(trace)
        _ = TraceDiagram.sequence(trace, source: source)
        if let object = trace.events.first?.object { _ = TraceDiagram.path(trace, object: object) }
    } catch {
        _ = error.rendered(file: "fuzz.scenario", source: source)
    }
    return 0
}

@_cdecl("ScenarioFuzzer_main")
public func scenarioFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    lifeline_fuzzer_main(argc, argv)
}
