/// A line diff in unified format (`---`, `+++`, `@@ -a,b +c,d @@` hunks with three lines of context),
/// computed from the longest common subsequence. Expectations are short, so O(n·m) is fine.
package enum UnifiedDiff {
    package enum Edit: Equatable { case same(String), removed(String), added(String) }

    package static func edits(old: [String], new: [String]) -> [Edit] {
        let n = old.count, m = new.count
        var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i][j] = old[i] == new[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, old[i] == new[j] {
                edits.append(.same(old[i])); i += 1; j += 1
            } else if j < m, i == n || lcs[i][j + 1] >= lcs[i + 1][j] {
                edits.append(.added(new[j])); j += 1
            } else {
                edits.append(.removed(old[i])); i += 1
            }
        }
        return edits
    }

    package static func render(old: [String], new: [String], oldLabel: String, newLabel: String, context: Int = 3)
        -> String
    {
        let edits = edits(old: old, new: new)
        var out = "--- \(oldLabel)\n+++ \(newLabel)\n"
        // Positions (in `edits`) of changes, grouped into hunks whose context overlaps.
        let changed = edits.indices.filter { if case .same = edits[$0] { return false } else { return true } }
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(edits.count - 1, index + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...range.upperBound
            } else {
                hunks.append(range)
            }
        }
        for hunk in hunks {
            var oldStart = 1, newStart = 1
            for edit in edits[..<hunk.lowerBound] {
                switch edit {
                case .same: oldStart += 1; newStart += 1
                case .removed: oldStart += 1
                case .added: newStart += 1
                }
            }
            var oldCount = 0, newCount = 0, body = ""
            for edit in edits[hunk] {
                switch edit {
                case .same(let line): oldCount += 1; newCount += 1; body += " \(line)\n"
                case .removed(let line): oldCount += 1; body += "-\(line)\n"
                case .added(let line): newCount += 1; body += "+\(line)\n"
                }
            }
            // Unified format names the line before an empty range.
            let oldFrom = oldCount == 0 ? oldStart - 1 : oldStart
            let newFrom = newCount == 0 ? newStart - 1 : newStart
            out += "@@ -\(oldFrom),\(oldCount) +\(newFrom),\(newCount) @@\n" + body
        }
        return out
    }
}
