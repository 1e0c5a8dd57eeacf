/// The interpreter's own errors, found only while the scenario runs.
package enum RunMessage: Equatable, Sendable {
    /// A variable read after it was set to `nil`.
    case variableSetToNil
    /// A storyboard scene's controller read before any was instantiated.
    case sceneNotInstantiated(scene: String)
    case expectedObject
}
