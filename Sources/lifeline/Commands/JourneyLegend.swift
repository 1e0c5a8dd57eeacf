import Scenario
import Texts

/// The lines `lifeline trace` prints above a journey's trace: which controller it took, which lines of
/// the run are which step, and what the mark on a row means.
enum JourneyLegend {
    /// The first column's mark on a row where the file's code ran.
    static let marker = "▸"

    static func render(_ script: JourneyScript) -> String {
        var out = "Journey of \(script.controller) (in the trace: \(script.objectName))"
        out += "; lines after \(script.fileLineCount) are the journey's:\n"
        for stretch in script.stretches {
            let lines =
                stretch.lines.count == 1
                ? "line \(stretch.lines.lowerBound)" : "lines \(stretch.lines.lowerBound)–\(stretch.lines.upperBound)"
            let what =
                stretch.skipped.map { JourneyText.skipped($0, .en) } ?? JourneyText.summary(stretch.step, .en)
            out += "  \(stretch.step.rawValue): \(lines): \(what)\n"
        }
        out += "\(marker) marks a row where the file's code ran.\n\n"
        return out
    }
}
