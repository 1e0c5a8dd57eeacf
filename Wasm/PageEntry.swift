import LifecycleModel
import Scenario
import Texts

// `lifeline_render`: a scenario block's result as the page shows it, for the page's editor
// (Templates/assets/scenario-editor.js). The HTML comes from Sources/Reports/PageHTML, the renderer the
// build uses (`ScenarioResultHTML`, `ComparisonHTML`, `DiagnosticsHTML`), compiled into this module,
// so an edited scenario's table, evidence marks and words are the build's.
//
// In: the scenario's UTF-8, the block's options as `key=value` lines (`ios`, `compare`, `title`, `lang`,
// `anchor`, `registry`: the Evidence page's URL, `only`: the pin's objects), and the pin's body (empty:
// none). Out: one line of JSON — `{}`, with `"error": {line, column, message, hint}` when the scenario
// does not run and `"pin": "holds" | "differs"` when there is a pin — then the HTML as it is. (Quoting a
// long trace's HTML into JSON, and JavaScript unquoting it, cost more than rendering it.)

/// A block's options as the editor sends them.
struct PageRequest {
    var ios = IOSVersion.newest
    var compare: [IOSVersion]?
    var compareAll = false
    var title: String?
    var language = Language.en
    var anchor = "scenario"
    var registryURL: String?
    var only: Set<String>?

    /// Unknown keys and unreadable values are ignored: the page wrote them, not the reader.
    init(options: String) {
        for line in options.split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = String(line[..<equals])
            let value = String(line[line.index(after: equals)...])
            switch key {
            case "ios": ios = (try? IOSVersion(parsing: value)) ?? ios
            case "compare":
                compare = try? TraceComparison.versions(parsing: value)
                compareAll = value == "all"
            case "title": title = value
            case "lang": language = (try? Language(parsing: value)) ?? language
            case "anchor": anchor = value
            case "registry": registryURL = value
            case "only": only = Expectation.parseOnly(value)
            default: break
            }
        }
    }
}

@_cdecl("lifeline_render")
public func lifelineRender(
    _ source: UnsafePointer<UInt8>, _ sourceCount: Int, _ options: UnsafePointer<UInt8>, _ optionsCount: Int,
    _ pin: UnsafePointer<UInt8>, _ pinCount: Int
) -> UnsafePointer<UInt8> {
    let text = utf8String(source, sourceCount)
    let request = PageRequest(options: utf8String(options, optionsCount))
    let pinBody = utf8String(pin, pinCount)
    var json = JSONWriter(indent: nil)
    json.beginObject()
    var html: String
    do throws(ScenarioError) {
        let trace: Trace
        if let versions = request.compare {
            let comparison = try compare(text, versions: versions, request: request)
            trace = comparison.0.versions.last!.trace
            html = ComparisonHTML.render(
                comparison.0, anchor: request.anchor, language: request.language, skipped: comparison.skipped)
        } else {
            trace = try ScenarioRunner.run(source: text, ios: request.ios, title: request.title)
            html = resultHTML(trace, request: request)
        }
        if pinCount > 0 {
            let expectation = Expectation(body: pinBody, only: request.only)
            html += ScenarioResultHTML.pinned(expectation, trace: trace, language: request.language)
            json.member("pin", expectation.mismatch(with: trace, label: "") == nil ? "holds" : "differs")
        }
    } catch {
        // The page's language (`lang=`, the editor sends the page's `<html lang>`).
        let message = ScenarioErrorText.message(error, in: request.language)
        let hint = ScenarioErrorText.hint(error, in: request.language)
        html = ScenarioResultHTML.error(
            line: error.location.line, column: error.location.column, message: message, hint: hint,
            anchor: request.anchor, language: request.language)
        json.key("error")
        json.beginObject()
        json.member("line", error.location.line)
        json.member("column", error.location.column)
        json.member("message", message)
        json.member("hint", hint)
        json.endObject()
    }
    json.endObject()
    return publish(json.output + "\n" + html)
}

/// The diagnostics, then the trace view: what the build puts under a `show=trace` block.
private func resultHTML(_ trace: Trace, request: PageRequest) -> String {
    var html = ""
    if !trace.diagnostics.isEmpty {
        html += DiagnosticsHTML.render(trace.diagnostics, anchor: request.anchor, language: request.language)
    }
    return html
        + ScenarioResultHTML.traceView(
            trace, anchor: request.anchor, language: request.language, registryURL: request.registryURL)
}

/// `compare=` as the build reads it: an error on a listed version stops; with `all`, a version the
/// scenario cannot run on is skipped (the first reason said), and at least two must run.
private func compare(_ text: String, versions: [IOSVersion], request: PageRequest) throws(ScenarioError)
    -> (TraceComparison, skipped: (versions: [IOSVersion], unavailable: FeatureUnavailable?, message: String))
{
    let runs: ReleaseRuns
    do throws(ReleaseRuns.Failure) {
        runs = try ReleaseRuns(versions, skippingFailures: request.compareAll) { version throws(ScenarioError) in
            try ScenarioRunner.run(source: text, ios: version, title: request.title)
        }
    } catch {
        throw error.error
    }
    let first = runs.skipped.first?.error
    if runs.traces.count < 2, let first { throw first }
    return (
        TraceComparison(runs.traces),
        (
            runs.skipped.map { $0.version }, first?.unavailable,
            first.map { ScenarioErrorText.message($0, in: request.language) } ?? ""
        )
    )
}

func utf8String(_ pointer: UnsafePointer<UInt8>, _ count: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
}
