/// The trip `lifeline trace File.swift` takes a pasted controller on: what a user of an app does to a
/// screen, one stretch at a time. The controller always becomes the window's root first (nothing else
/// reaches a controller that is not on screen); `--journey` picks one more stretch, or all of them.
public enum JourneyStep: String, CaseIterable, Sendable {
    /// At launch, inside a navigation controller (unless it is a container itself), as the window's root.
    case root
    /// Another controller pushed over it and popped.
    case push
    /// A sheet presented over it and dismissed.
    case present
    /// The device turned to landscape and back.
    case rotate
    /// A memory warning.
    case memory
    /// The app sent to the background and brought back.
    case background

    /// What the step does, as the trace's legend says it.
    public var summary: String {
        switch self {
        case .root: return "becomes the window's root at launch"
        case .push: return "another controller pushed over it, then popped"
        case .present: return "a sheet presented over it, then dismissed"
        case .rotate: return "the device turned to landscape and back"
        case .memory: return "a memory warning"
        case .background: return "the app sent to the background and brought back"
        }
    }
}

/// Which stretches a journey runs: one (after `root`), or the standard journey, all of them in order.
public enum Journey: Equatable, Sendable {
    case standard
    case only(JourneyStep)

    /// `root`, `push`, `present`, `rotate`, `memory`, `background` or `standard`; nil for anything else.
    public init?(parsing text: String) {
        if text == "standard" {
            self = .standard
        } else if let step = JourneyStep(rawValue: text) {
            self = .only(step)
        } else {
            return nil
        }
    }

    /// Every name `--journey` takes.
    public static var names: [String] { JourneyStep.allCases.map { $0.rawValue } + ["standard"] }

    /// The steps in the order they run: `root` always first.
    public var steps: [JourneyStep] {
        switch self {
        case .standard: return JourneyStep.allCases
        case .only(.root): return [.root]
        case .only(let step): return [.root, step]
        }
    }
}
