/// Why a file cannot be taken through a journey (`lifeline trace File.swift`).
package enum JourneyMessage: Equatable, Sendable {
    case noControllerNamed(String)
    case noController
    /// Several controllers and none named: the classes, in the file's order.
    case severalControllers([String])
    case topLevelCode
}

/// What to do instead.
package enum JourneyHint: Equatable, Sendable {
    /// `--controller` must name one of these (none when empty).
    case controllerMustBeDeclared(declared: [String])
    case addTopLevelCode
    case pickController(String)
    case removeTopLevelCode
}
