import LifecycleModel
import Scenario
import Texts

// The C-ABI entry points of `lifeline.wasm` (Wasm/README.md). The caller writes the scenario's UTF-8 into
// memory it got from `lifeline_alloc`, calls `lifeline_run`, reads `lifeline_output_length()` bytes at the
// pointer it returned, and frees its own buffers. The output lives until the next run.
//
// The output is JSON: on success exactly what `lifeline trace --format json` prints (the same
// `TraceJSONRenderer`, compiled from Sources/Reports); on a scenario error
// `{"error": {"line": …, "column": …, "message": …, "hint": …}}`, the fields of `ScenarioError`.

/// The last output, kept for the caller to read until the next call replaces (and frees) it.
nonisolated(unsafe) private var output = UnsafeMutableBufferPointer<UInt8>(start: nil, count: 0)

func publish(_ text: String) -> UnsafePointer<UInt8> {
    output.deallocate()
    output = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(text.utf8.count, 1))
    _ = output.initialize(from: text.utf8)
    return UnsafePointer(output.baseAddress!)
}

@_cdecl("lifeline_alloc")
public func lifelineAlloc(_ count: Int) -> UnsafeMutableRawPointer {
    UnsafeMutableRawPointer.allocate(byteCount: max(count, 1), alignment: 16)
}

@_cdecl("lifeline_dealloc")
public func lifelineDealloc(_ pointer: UnsafeMutableRawPointer) {
    pointer.deallocate()
}

/// Runs the scenario (`source`, UTF-8) on iOS `major.minor`, titled `title` when `titleCount` > 0, and
/// returns the output's address.
@_cdecl("lifeline_run")
public func lifelineRun(
    _ source: UnsafePointer<UInt8>, _ sourceCount: Int, _ major: Int, _ minor: Int,
    _ title: UnsafePointer<UInt8>, _ titleCount: Int
) -> UnsafePointer<UInt8> {
    let text = String(decoding: UnsafeBufferPointer(start: source, count: sourceCount), as: UTF8.self)
    let titleText =
        titleCount > 0
        ? String(decoding: UnsafeBufferPointer(start: title, count: titleCount), as: UTF8.self) : nil
    let json: String
    do throws(ScenarioError) {
        let trace = try ScenarioRunner.run(source: text, ios: IOSVersion(major, minor), title: titleText)
        json = TraceJSONRenderer.render(trace)
    } catch {
        json = errorJSON(error)
    }
    return publish(json)
}

/// The byte count of the last output (`lifeline_run`, `lifeline_versions`).
@_cdecl("lifeline_output_length")
public func lifelineOutputLength() -> Int { output.count }

/// The iOS majors the model knows, newest last, as a JSON array (the page's version picker).
@_cdecl("lifeline_versions")
public func lifelineVersions() -> UnsafePointer<UInt8> {
    var json = JSONWriter(indent: nil)
    json.beginArray()
    for major in VersionProfile.knownMajors { json.int(major) }
    json.endArray()
    return publish(json.output)
}

private func errorJSON(_ error: ScenarioError) -> String {
    var json = JSONWriter(indent: "  ")
    json.beginObject()
    json.key("error")
    json.beginObject()
    json.member("line", error.location.line)
    json.member("column", error.location.column)
    // The command line's words: this entry is the native JSON's twin (Tests/Wasm/agreement.mjs).
    json.member("message", ScenarioErrorText.message(error, in: .en))
    json.member("hint", ScenarioErrorText.hint(error, in: .en))
    json.endObject()
    json.endObject()
    return json.output + "\n"
}
