import LifecycleModel

/// What an ` ```expect ` block after a scenario pins: the callbacks in order, one `object callback`
/// per line, and the diagnostics as `! RULE line:column`. `only=A,B` on the block limits the
/// callbacks compared to those objects. Blank lines and lines starting with `#` are ignored.
package struct Expectation: Equatable {
    package var lines: [String]
    package var only: Set<String>?

    package init(body: String, only: Set<String>?) {
        self.only = only
        lines = Self.pinLines(body)
    }

    /// A pin block's meaningful lines: trimmed, without blank lines and `#` comments. Claim
    /// verdicts (`ClaimExpander`) are pinned in the same format.
    package static func pinLines(_ body: String) -> [String] {
        body.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingWhitespace() }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// The lines a trace gives in this expectation's format; `bless` writes exactly these.
    package static func lines(of trace: Trace, only: Set<String>?) -> [String] {
        var lines: [String] = []
        for event in trace.events where only == nil || only!.contains(event.object) {
            if event.kind == .console {
                lines.append("\(event.object.isEmpty ? "" : event.object + " ")print: \(event.args.first?.value ?? "")")
            } else {
                lines.append("\(event.object) \(event.callback)")
            }
        }
        for diagnostic in trace.diagnostics {
            lines.append("! \(diagnostic.rule.code) \(diagnostic.line):\(diagnostic.column)")
        }
        return lines
    }

    /// A unified diff of expected against actual, or nil when they agree.
    package func mismatch(with trace: Trace, label: String) -> String? {
        let actual = Expectation.lines(of: trace, only: only)
        guard actual != lines else { return nil }
        return UnifiedDiff.render(
            old: lines, new: actual, oldLabel: "expected (\(label))", newLabel: "actual (\(label))")
    }

    package static func parseOnly(_ value: String?) -> Set<String>? {
        guard let value, !value.isEmpty else { return nil }
        return Set(value.split(separator: ",").map { String($0).trimmingWhitespace() })
    }
}

extension StringProtocol {
    package func trimmingWhitespace() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
