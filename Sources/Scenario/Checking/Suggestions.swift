/// "Did you mean …?" — the closest known spelling by edit distance.
enum Suggestions {
    /// The candidate nearest to `word`, if it is near enough to be a likely typo.
    static func nearest(to word: String, in candidates: [(key: String, display: String)]) -> String? {
        let lowered = word.lowercased()
        var best: (distance: Int, display: String)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.key.lowercased())
            if best == nil || distance < best!.distance { best = (distance, candidate.display) }
        }
        guard let best, best.distance <= max(2, word.count / 3) else { return nil }
        return best.display
    }

    /// "did you mean …?" as a typed hint: the candidate, for `Texts` to say in a language.
    static func didYouMean(_ word: String, in candidates: [(key: String, display: String)]) -> ScenarioHint? {
        nearest(to: word, in: candidates).map { .didYouMean($0) }
    }

    /// Levenshtein distance.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8), b = Array(b.utf8)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
