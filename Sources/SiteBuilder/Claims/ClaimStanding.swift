import LifecycleModel
import Texts

/// Where a claim stands, in the one sentence a summary or a list of claims needs: it holds on the
/// newest iOS the model knows, only on older versions, or on none.
enum ClaimStanding: Equatable, Sendable {
    case holdsOnNewest
    /// The versions where it holds, as ranges of consecutive known versions (`3–12`).
    case holdsOnlyOn(String)
    case holdsNowhere

    init(_ verdict: ClaimVerdict) {
        let holding = verdict.outcomes.filter { $0.outcome == .holds }.map(\.ios)
        if verdict.outcomes.last?.outcome == .holds {
            self = .holdsOnNewest
        } else if holding.isEmpty {
            self = .holdsNowhere
        } else {
            self = .holdsOnlyOn(Self.ranges(holding.map(\.major)))
        }
    }

    /// `3–8, 12`: runs of versions adjacent in the model's list of known versions.
    static func ranges(_ majors: [Int]) -> String {
        let known = VersionProfile.knownMajors
        var runs: [[Int]] = []
        for major in majors {
            if let last = runs.last?.last, let index = known.firstIndex(of: last), index + 1 < known.count,
                known[index + 1] == major
            {
                runs[runs.count - 1].append(major)
            } else {
                runs.append([major])
            }
        }
        return runs.map { $0.count == 1 ? "\($0[0])" : "\($0.first!)–\($0.last!)" }.joined(separator: ", ")
    }

    /// A short phrase for a list of claims: `holds on iOS 26`, `holds only on iOS 3–12`, `never holds`.
    func phrase(_ language: Language) -> String {
        switch self {
        case .holdsOnNewest:
            return ClaimText.holdsOn("iOS \(VersionProfile.knownMajors.last!)", in: language)
        case .holdsOnlyOn(let versions):
            return ClaimText.holdsOnlyOn("iOS \(versions)", in: language)
        case .holdsNowhere:
            return ClaimText.of(.holdsNowherePhrase)[language]
        }
    }
}
