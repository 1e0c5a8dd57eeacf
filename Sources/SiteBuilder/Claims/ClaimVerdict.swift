import LifecycleModel
import Scenario

/// A claim run on every iOS version the model knows, oldest first.
struct ClaimVerdict: Equatable, Sendable {
    enum Outcome: Equatable, Sendable {
        case holds
        /// The first prediction the run contradicts, and where.
        case fails(ClaimFailure)
        /// The scenario or a predicted callback does not exist on this version.
        case unavailable(Unavailable)

        /// The word the pin uses.
        var pinWord: String {
            switch self {
            case .holds: return "holds"
            case .fails: return "fails"
            case .unavailable: return "unavailable"
            }
        }
    }

    enum Unavailable: Equatable, Sendable {
        /// The scenario does not run on this version: the model's message for its author, and the
        /// typed reason readers see in their language when the version lacks what it uses.
        case scenario(ScenarioMessage, FeatureUnavailable?)
        /// UIKit does not call this predicted callback on this version: it does not exist yet.
        case callback(String)
        /// UIKit called this predicted callback on older versions and no longer does (it is deprecated).
        case retiredCallback(String)
        /// A predicted state reads an API this version lacks (`hasTransitionCoordinator` before iOS 7).
        case property(String)
    }

    var outcomes: [(ios: IOSVersion, outcome: Outcome)]

    static func == (lhs: ClaimVerdict, rhs: ClaimVerdict) -> Bool {
        lhs.outcomes.map(\.ios) == rhs.outcomes.map(\.ios) && lhs.outcomes.map(\.outcome) == rhs.outcomes.map(\.outcome)
    }

    /// Runs the claim's scenario on every known version. A scenario that runs on none of them is the
    /// author's mistake: the error of the newest version's run is thrown.
    /// `judge(_:)`, reusing the verdict of an earlier build for the same claim text when `cache` has one.
    static func judge(_ claim: Claim, text: String, cache: RenderCache?) throws(ScenarioError) -> ClaimVerdict {
        guard let cache else { return try judge(claim) }
        return try cache.verdict(forClaim: text) { () throws(ScenarioError) in try judge(claim) }
    }

    static func judge(_ claim: Claim) throws(ScenarioError) -> ClaimVerdict {
        var outcomes: [(IOSVersion, Outcome)] = []
        var newestError: ScenarioError?
        var ranSomewhere = false
        for major in VersionProfile.knownMajors {
            let ios = IOSVersion(major)
            let trace: Trace
            do {
                trace = try ScenarioRunner.run(source: claim.scenario, ios: ios)
            } catch {
                newestError = error
                outcomes.append((ios, .unavailable(.scenario(error.message, error.unavailable))))
                continue
            }
            ranSomewhere = true
            outcomes.append((ios, outcome(of: claim.predictions, in: trace)))
        }
        if !ranSomewhere, let newestError {
            throw newestError
        }
        return ClaimVerdict(outcomes: outcomes)
    }

    static func outcome(of predictions: [ClaimAssertion], in trace: Trace) -> Outcome {
        for prediction in predictions {
            if let missing = prediction.references.first(where: { !$0.exists(on: trace.ios) }) {
                return .unavailable(
                    missing.isRetired(on: trace.ios)
                        ? .retiredCallback(missing.description) : .callback(missing.description))
            }
            if case .state(_, let conditions) = prediction.kind,
                let api = conditions.lazy.compactMap({ $0.missingAPI(on: trace.ios) }).first
            {
                return .unavailable(.property(api))
            }
        }
        for prediction in predictions {
            if let failure = prediction.failure(in: trace) { return .fails(failure) }
        }
        return .holds
    }

    /// The pin: one line per outcome that occurs, listing its versions (`holds 13 14 15 16 17 18 26`).
    var pinLines: [String] {
        ["holds", "fails", "unavailable"].compactMap { word in
            let versions = outcomes.filter { $0.outcome.pinWord == word }.map { $0.ios.description }
            return versions.isEmpty ? nil : ([word] + versions).joined(separator: " ")
        }
    }
}
