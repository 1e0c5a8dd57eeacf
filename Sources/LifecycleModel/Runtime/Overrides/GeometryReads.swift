/// Reading geometry and traits from an override: the value depends on where the view is in its life,
/// and the trace shows what was read. The model's device is an iPhone in portrait, 393×852 points, with
/// a 59-point top and 34-point bottom safe area. A view outside the window has zero safe-area insets
/// (seed 002: "safe area insets are (0,0,0,0) in viewWillAppear"); a root view created by UIKit's
/// `loadView()` starts with the screen's bounds, one from a nib or storyboard with the size it was
/// designed at (375×667 here), one created in code with `UIView()` with `.zero`; all get their final
/// size once their superview has sized them in the window (`viewIsAppearing(_:)`, the first layout).
public enum GeometryProperty: String, CaseIterable, Sendable {
    case bounds, frame, safeAreaInsets, layoutMargins, traitCollection
}

/// A value read: its text for the trace, and its numeric members by path (`width`, `size.width`, `top`).
public struct GeometryValue: Sendable {
    public var text: String
    public var members: [String: Double]

    public func member(_ path: [String]) -> Double? { members[path.joined(separator: ".")] }
}

extension Simulator {
    static let screenSize = (width: 393.0, height: 852.0)
    static let designSize = (width: 375.0, height: 667.0)
    static let windowSafeArea = (top: 59.0, bottom: 34.0)

    /// `view.bounds`, `view.safeAreaInsets`, `traitCollection`… read by app code. `controller` is the
    /// controller whose `view` (or whose own `traitCollection`) is read, nil for a plain view.
    public func readGeometry(_ property: GeometryProperty, of view: View?, controller: ViewController?) -> GeometryValue {
        let value: GeometryValue
        let final = isGeometryFinal(view, controller: controller)
        switch property {
        case .bounds, .frame:
            let size = final ? Simulator.screenSize : initialSize(of: view)
            value = Simulator.rect(width: size.width, height: size.height)
        case .safeAreaInsets:
            value = Simulator.insets(top: final ? Simulator.windowSafeArea.top : 0, left: 0,
                                     bottom: final ? Simulator.windowSafeArea.bottom : 0, right: 0)
        case .layoutMargins:
            value = Simulator.insets(top: final ? Simulator.windowSafeArea.top + 8 : 8, left: 16,
                                     bottom: final ? Simulator.windowSafeArea.bottom + 8 : 8, right: 16)
        case .traitCollection:
            let current = view?.isInWindow ?? false
            value = GeometryValue(text: current ? "(userInterfaceStyle: .light, horizontalSizeClass: .compact)"
                                                : "(userInterfaceStyle: .unspecified, horizontalSizeClass: .unspecified)",
                                  members: [:])
        }
        let subject: ModelObject = controller ?? view ?? window
        let label = controller != nil && property != .traitCollection ? "view.\(property.rawValue)" : property.rawValue
        recorder.recordNote(label, on: subject, args: [Argument("value", value.text)], depth: dispatcher.depth,
                            simulator: self)
        note(.readGeometry, subject, view, detail: property.rawValue)
        return value
    }

    private func isGeometryFinal(_ view: View?, controller: ViewController?) -> Bool {
        if controller?.geometryAccurate == true { return true }
        guard let view, view.isInWindow else { return false }
        return view.hasBeenLaidOut
    }

    private func initialSize(of view: View?) -> (width: Double, height: Double) {
        guard let view, !view.isTraced, let owner = view.owner else { return (0, 0) }
        return owner.creation == .code ? Simulator.screenSize : Simulator.designSize
    }

    private static func rect(width: Double, height: Double) -> GeometryValue {
        GeometryValue(text: "(0.0, 0.0, \(width), \(height))",
                      members: ["width": width, "height": height, "size.width": width, "size.height": height,
                                "origin.x": 0, "origin.y": 0, "minX": 0, "minY": 0, "maxX": width, "maxY": height,
                                "midX": width / 2, "midY": height / 2])
    }

    private static func insets(top: Double, left: Double, bottom: Double, right: Double) -> GeometryValue {
        GeometryValue(text: "(top: \(top), left: \(left), bottom: \(bottom), right: \(right))",
                      members: ["top": top, "left": left, "bottom": bottom, "right": right])
    }
}
