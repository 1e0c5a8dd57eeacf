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
}

/// Why a stretch of the journey does nothing for the picked controller (`Texts.JourneyText` words it).
public enum JourneySkip: Equatable, Sendable {
    /// `push` on a container that is not a navigation controller (a tab bar controller): nothing to push on.
    case containerWithoutNavigationStack(container: String)
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
