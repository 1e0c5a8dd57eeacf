import LifecycleModel
import Texts

/// What kind of source an entry is. The kind decides how much a reader may trust a row that rests on
/// it (`standing`).
public enum EvidenceKind: String, CaseIterable, Sendable {
    case deviceLog = "device-log"
    /// What a developer saw UIKit do, told in an issue, a pull request or a post, not printed as a log.
    case developerReport = "developer-report"
    case uikitTests = "uikit-tests"
    case appleDocumentation = "apple-documentation"
    case wwdcSession = "wwdc-session"
    case modelChoice = "model-choice"

    /// A log, a developer's report or a test saw the order; Apple said it; or no source exists and the
    /// model chose.
    public var standing: EvidenceStanding {
        switch self {
        case .deviceLog, .developerReport, .uikitTests: .observed
        case .appleDocumentation, .wwdcSession: .documented
        case .modelChoice: .chosen
        }
    }
}

/// How a trace row is known, as readers see it on every row: the strongest standing among its sources.
/// Declared strongest first. A log or test seen on other releases than the one the row is modelled on
/// only supports it by extrapolation: weaker than Apple's word for every release, stronger than a choice.
public enum EvidenceStanding: String, CaseIterable, Sendable, Comparable {
    case observed, documented, extrapolated, chosen

    public static func < (lhs: EvidenceStanding, rhs: EvidenceStanding) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// One source in the registry: what a reader needs to find it and what it shows. `title` is as
/// published, in its own language; `shows` is written for each reader's language.
public struct EvidenceEntry: Sendable {
    public let id: EvidenceID
    public let kind: EvidenceKind
    public let title: String
    /// Author and site ("darkjoin, jianshu.com"; "Apple Developer Documentation").
    public let source: String
    /// The year it was published, nil when it is undated.
    public let year: Int?
    /// Nil for the model's own choices and for a source with no public address.
    public let url: String?
    /// The iOS releases it speaks for.
    public let iosVersions: ClosedRange<Int>
    /// One line on what it shows (for the model's choice: the choice and its reason); Markdown whose
    /// only markup is code in backticks.
    public let shows: LocalizedText

    init(
        _ id: EvidenceID, _ kind: EvidenceKind, title: String, source: String, year: Int?, url: String?,
        ios iosVersions: ClosedRange<Int>, shows: LocalizedText
    ) {
        self.id = id
        self.kind = kind
        self.title = title
        self.source = source
        self.year = year
        self.url = url
        self.iosVersions = iosVersions
        self.shows = shows
    }

    public var standing: EvidenceStanding { kind.standing }

    /// What the entry says for a row modelled on `release`: a log or a test speaks as an observation
    /// only for the releases it ran on; applied to another it is an extrapolation. Apple's word and the
    /// model's choices stand as they are.
    public func standing(on release: IOSVersion) -> EvidenceStanding {
        let standing = kind.standing
        guard standing == .observed, !iosVersions.contains(release.major) else { return standing }
        return .extrapolated
    }
}
