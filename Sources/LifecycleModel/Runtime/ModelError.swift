/// Something the scenario asked for that UIKit refuses (it raises an exception or the call is
/// impossible). The scenario language reports it at the statement that caused it.
package struct ModelError: Error, Equatable, Sendable {
    /// For the scenario's author, in English.
    package var message: String
    /// When the release lacks what the scenario uses: the typed reason readers see in their language.
    package var unavailable: FeatureUnavailable?

    package init(_ message: String, unavailable: FeatureUnavailable? = nil) {
        self.message = message
        self.unavailable = unavailable
    }
}
