import Evidence
import LifecycleModel

/// What `lifeline check` holds the registry to: every entry used by some trace on the site, and each
/// URL filed under one id only (a source cited twice would count twice and drift apart). The
/// `model-unattributed` stamp is exempt: it marks a row no decision names, so on a finished site no
/// trace uses it (EvidenceTests holds the bundled scenarios to that), yet a reader's own scenario may.
enum EvidenceAudit {
    static func problems(entries: [EvidenceEntry], unused: [EvidenceID]) -> [String] {
        var problems: [String] = []
        for id in unused where id != .modelUnattributed {
            problems.append(
                "evidence entry '\(id.id)' is used by no trace on the site: tag the decision it orders, or remove it")
        }
        var firstID: [String: EvidenceID] = [:]
        for entry in entries {
            guard let url = entry.url else { continue }
            if let first = firstID[url] {
                problems.append("evidence entries '\(first.id)' and '\(entry.id.id)' cite the same URL \(url)")
            } else {
                firstID[url] = entry.id
            }
        }
        return problems
    }
}
