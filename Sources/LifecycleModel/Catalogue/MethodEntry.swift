/// Which kind of object receives a callback. Some callbacks (`init(coder:)`, `awakeFromNib()`,
/// `traitCollectionDidChange(_:)`, `updateProperties()`, `deinit`) reach both controllers and views;
/// the catalogue has a separate entry for each owner because the advice differs.
public enum Owner: String, CaseIterable, Sendable {
    case controller, view, scene, app
    /// A `UIPresentationController` (a `.custom` presentation's own object).
    case presentationController

}

/// The part of an object's life a callback belongs to; also the order the catalogue is listed in.
public enum Phase: String, CaseIterable, Sendable {
    case creation, loading, appearance, layout, containment, environment, memory, restoration, scene, teardown

    /// The one parser of a phase name, for `--phase` and `phase=`.
    public init(parsing text: String) throws(InvalidValue) {
        self = try .parse(text, expected: "a phase")
    }

}

/// How often UIKit calls a method over one object's life.
public enum Frequency: String, CaseIterable, Sendable {
    case once
    case perAppearance = "per-appearance"
    case perLayoutPass = "per-layout-pass"
    /// Only after an invalidation, in the pass that follows it (the constraints pass: Apple docs,
    /// "updateViewConstraints()": "call setNeedsUpdateConstraints()… The system then calls your
    /// implementation… before the layout occurs"); a layout pass without one skips it.
    case whenInvalidated = "when-invalidated"
    case onEvent = "on-event"

}

/// What an override must do with `super`.
public enum SuperCall: String, CaseIterable, Sendable {
    /// Apple's documentation says to call `super` (or UIKit breaks without it).
    case required
    /// The default implementation does nothing; calling it is harmless.
    case optional
    /// Calling `super` is wrong (e.g. a programmatic `loadView()`).
    case forbidden
    /// Not an override of a UIKit method (a protocol method, a registered closure, `deinit`).
    case notApplicable = "not-applicable"

}

/// On which iOS releases UIKit calls a method.
public struct Availability: Equatable, Sendable {
    /// The first release on which UIKit calls it (for a back-deployed method, the oldest release it runs on).
    public var introduced: IOSVersion
    /// Set when the method shipped in a later SDK and was back-deployed to `introduced`
    /// (`viewIsAppearing(_:)`: iOS 17 SDK, runs from iOS 13).
    public var sdk: IOSVersion?
    /// The release whose SDK marks it deprecated.
    public var deprecated: IOSVersion?
    /// The first release on which UIKit no longer calls it at all.
    public var removed: IOSVersion?
    /// What to use instead, when it is deprecated.
    public var replacement: String?

    public init(
        introduced: IOSVersion, sdk: IOSVersion? = nil, deprecated: IOSVersion? = nil,
        removed: IOSVersion? = nil, replacement: String? = nil
    ) {
        self.introduced = introduced
        self.sdk = sdk
        self.deprecated = deprecated
        self.removed = removed
        self.replacement = replacement
    }

    /// Shorthand for the data files: `.since(8, deprecated: 17, replacement: …)`.
    package static func since(
        _ introduced: Int, sdk: Int? = nil, deprecated: Int? = nil, removed: Int? = nil,
        replacement: Callback? = nil
    ) -> Availability {
        Availability(
            introduced: IOSVersion(introduced), sdk: sdk.map { IOSVersion($0) },
            deprecated: deprecated.map { IOSVersion($0) }, removed: removed.map { IOSVersion($0) },
            replacement: replacement?.name)
    }

    /// UIKit calls the method on `version` (deprecated still counts: it is called).
    package func isCalled(on version: IOSVersion) -> Bool {
        guard introduced.major <= version.major else { return false }
        if let removed, version.major >= removed.major { return false }
        return true
    }

    /// Deprecated in the SDK of `version` (or earlier).
    package func isDeprecated(on version: IOSVersion) -> Bool {
        guard let deprecated else { return false }
        return version.major >= deprecated.major
    }
}

/// One row of the method catalogue: a callback as one kind of owner receives it, as typed facts. What a
/// reader is told about it (what it is, when it is called, what belongs there, what does not) is
/// `Texts.MethodText`, keyed by the same callback and owner.
public struct MethodEntry: Equatable, Sendable {
    public var callback: Callback
    public var owner: Owner
    public var phase: Phase
    public var frequency: Frequency
    public var availability: Availability
    public var superCall: SuperCall

    public init(
        _ callback: Callback, _ owner: Owner, phase: Phase, frequency: Frequency,
        availability: Availability, superCall: SuperCall
    ) {
        self.callback = callback
        self.owner = owner
        self.phase = phase
        self.frequency = frequency
        self.availability = availability
        self.superCall = superCall
    }

    /// The Swift name, as traces print it.
    public var method: String { callback.name }
}
