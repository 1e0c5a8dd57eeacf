/// Something the scenario asked for that UIKit refuses (it raises an exception or the call is
/// impossible). The scenario language reports it at the statement that caused it; `Texts` says it in
/// the reader's language (`ModelRefusalText`).
package struct ModelError: Error, Equatable, Sendable {
    /// What was refused, as a typed record.
    package var refusal: ModelRefusal
    /// When the release lacks what the scenario uses: the typed reason readers see in their language.
    package var unavailable: FeatureUnavailable?

    package init(_ refusal: ModelRefusal, unavailable: FeatureUnavailable? = nil) {
        self.refusal = refusal
        self.unavailable = unavailable
    }
}
