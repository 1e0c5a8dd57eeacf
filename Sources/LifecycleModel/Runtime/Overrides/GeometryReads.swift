/// Reading geometry and traits from an override: the value depends on where the view is in its life,
/// and the trace shows what was read. Sizes, safe areas and traits come from the environment model
/// (`DeviceState`: the release's representative device, its orientation, its traits).
/// - Bounds: once the view has been sized in the window (`viewIsAppearing(_:)`, the first layout) the
///   window's size; before, what the view was made with — the screen's bounds for UIKit's own
///   `loadView()`, the size it was designed at for a nib or storyboard (375×667 here), `.zero` for a
///   `UIView()` made in code ("UIViewController lifecycle: the definitive correctness guide":
///   in viewDidLoad "bounds are storyboard placeholders").
/// - Safe area: zero until the view is in a window (the same guide: "safe area insets are
///   (0,0,0,0) in viewWillAppear"); then UIKit's computation for the view (`safeAreaInsets(of:)`).
/// - Traits: the traits last delivered to the object; before it has been in a window, unspecified.
package enum GeometryProperty: String, CaseIterable, Sendable {
    case bounds, frame, safeAreaInsets, layoutMargins, traitCollection
}

/// A value read: its text for the trace, its numeric members by path (`width`, `size.width`, `top`), and
/// the members that are named values (a trait collection's `verticalSizeClass` → `.compact`).
package struct GeometryValue: Sendable {
    package var text: String
    package var members: [String: Double]
    package var namedMembers: [String: String] = [:]

    package func member(_ path: [String]) -> Double? { members[path.joined(separator: ".")] }
    package func namedMember(_ path: [String]) -> String? { namedMembers[path.joined(separator: ".")] }
}

extension Simulator {
    static let designSize = Size(width: 375, height: 667)

    /// `view.bounds`, `view.safeAreaInsets`, `traitCollection`… read by app code. `controller` is the
    /// controller whose `view` (or whose own `traitCollection`) is read, nil for a plain view.
    package func readGeometry(
        _ property: GeometryProperty, of view: View?, controller: ViewController?, path: [String] = []
    ) -> GeometryValue {
        let value: GeometryValue
        let final = isGeometryFinal(view, controller: controller)
        var evidence: EvidenceSet? = nil // the scope a trait read opens, closed once the read is recorded
        defer { if let evidence { closeEvidence(evidence) } }
        switch property {
        case .bounds, .frame:
            value = Simulator.rect(
                final ? sizeBeforeTransition ?? device.windowSize(on: profile) : initialSize(of: view))
        case .safeAreaInsets:
            value = Simulator.insets(final && view != nil ? currentSafeArea(of: view!) : .zero)
        case .layoutMargins:
            let system =
                view?.owner != nil ? EdgeInsets(left: 16, right: 16) : EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            let margins =
                final && view != nil ? system + currentSafeArea(of: view!) : (view?.environment.margins ?? system)
            value = Simulator.insets(margins)
        case .traitCollection:
            var traits = controller?.environment.traitState.traits ?? view?.environment.traitState.traits
            if traits == nil, inheritsWindowTraits(controller) {
                traits = device.traits(on: profile)
                evidence = openEvidence(.neuburgLaunchLogs)
            }
            let read = traits ?? TraitCollection()
            var named: [String: String] = [:]
            for kind in TraitKind.allCases { named[kind.propertyName] = "." + (read.value(of: kind) ?? "unspecified") }
            value = GeometryValue(
                text: "(" + read.describe(TraitKind.allCases) + ")", members: [:], namedMembers: named)
            noteTraitRead(controller: controller, view: view, path: path)
        }
        let subject: ModelObject = controller ?? view ?? window
        let label = controller != nil && property != .traitCollection ? "view.\(property.rawValue)" : property.rawValue
        recorder.recordNote(
            label, on: subject, args: [Argument("value", value.text)], depth: dispatcher.depth,
            simulator: self)
        note(.readGeometry, subject, view, detail: .geometry(property))
        return value
    }

    /// Whether a controller that has been delivered no traits yet reads the window's: once it is in the
    /// window's hierarchy — Neuburg's launch logs print the root's size classes in its `viewDidLoad()` on
    /// iOS 10, 11 and 15, before its first `traitCollectionDidChange(_:)`. Elsewhere they are unspecified.
    private func inheritsWindowTraits(_ controller: ViewController?) -> Bool {
        guard profile.hasTraitCollections, let controller,
            let root = rootBeingInstalled ?? window.rootViewController
        else { return false }
        return controller.rootAncestor === root
    }

    private func isGeometryFinal(_ view: View?, controller: ViewController?) -> Bool {
        if controller?.geometryAccurate == true { return true }
        guard let view, view.isInWindow else { return false }
        return view.hasBeenLaidOut
    }

    /// The safe area the view has now: in a size change's will-callbacks, the one it last saw.
    private func currentSafeArea(of view: View) -> EdgeInsets {
        sizeBeforeTransition != nil ? view.environment.safeArea ?? safeAreaInsets(of: view) : safeAreaInsets(of: view)
    }

    private func initialSize(of view: View?) -> Size {
        guard let view, !view.isTraced, let owner = view.owner else { return Size(width: 0, height: 0) }
        return owner.creation == .code ? device.windowSize(on: profile) : Simulator.designSize
    }

    private static func rect(_ size: Size) -> GeometryValue {
        let width = Double(size.width), height = Double(size.height)
        return GeometryValue(
            text: "(0, 0, \(size.width), \(size.height))",
            members: [
                "width": width, "height": height, "size.width": width, "size.height": height,
                "origin.x": 0, "origin.y": 0, "minX": 0, "minY": 0, "maxX": width,
                "maxY": height, "midX": width / 2, "midY": height / 2,
            ])
    }

    private static func insets(_ insets: EdgeInsets) -> GeometryValue {
        GeometryValue(
            text: insets.description,
            members: [
                "top": Double(insets.top), "left": Double(insets.left),
                "bottom": Double(insets.bottom), "right": Double(insets.right),
            ])
    }
}
