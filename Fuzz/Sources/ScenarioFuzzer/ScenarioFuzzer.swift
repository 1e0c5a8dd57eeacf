import Diagrams
import FuzzerDriver
import LifecycleModel
import Reports
import Scenario
import Texts

/// One input: a scenario as `lifeline trace` and the sequence diagram read it. The first byte picks the
/// iOS release, so the fuzzer reaches every version profile: its low seven bits are a release the model
/// knows as itself (the seeds write `ios=` as it is, so scripts/fuzz.sh keeps no list of releases), 0 the
/// newest, any other value one of the known releases. The rest is the source. A source of classes without
/// top-level code runs, as in `lifeline trace File.swift`, through the standard journey; the byte's high
/// bit runs it through one step (`--journey`) instead.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : count)
    guard let selector = bytes.first else { return 0 }
    let versions = VersionProfile.knownMajors
    let release = selector & 0x7F
    let ios =
        release == 0
        ? IOSVersion.newest
        : IOSVersion(versions.contains(Int(release)) ? Int(release) : versions[Int(release) % versions.count])
    var source = String(decoding: bytes.dropFirst(), as: UTF8.self)
    do throws(ScenarioError) {
        var journey: JourneyScript?
        if JourneyScript.wantsJourney(source) {
            let steps = JourneyStep.allCases
            let chosen: Journey = selector & 0x80 == 0 ? .standard : .only(steps[Int(selector) % steps.count])
            journey = try JourneyScript(file: source, journey: chosen)
            source = journey?.source ?? source
        }
        let trace = try ScenarioRunner.run(source: source, ios: ios, title: "fuzz")
        if let journey {
            _ = journey.ownCodeRows(in: trace)
            _ = journey.stretch(atLine: journey.fileLineCount + 1)
        }
        _ = TraceTextRenderer.render(trace, color: false)
        _ = TraceJSONRenderer.render(trace)
        _ = TraceDiagram.sequence(trace, source: source)
        if let object = trace.events.first?.object { _ = TraceDiagram.path(trace, object: object) }
    } catch {
        // Every language's text of the error: each is its own exhaustive switch.
        for language in Language.allCases { _ = ScenarioErrorText.rendered(error, file: "fuzz.scenario", source: source, in: language) }
    }
    return 0
}

@_cdecl("ScenarioFuzzer_main")
public func scenarioFuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    lifeline_fuzzer_main(argc, argv)
}
