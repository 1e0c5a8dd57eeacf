/// `.popover` presentations: where the popover points, and the crash when it points nowhere.
///
/// `popoverPresentationController` exists once the style is `.popover` (Apple docs, "UIViewController.
/// popoverPresentationController": "accessing this property creates a popover presentation controller
/// when the value in the modalPresentationStyle property is UIModalPresentationStyle.popover. If the
/// modal presentation style is a different value, this property is nil"). A popover shown as one (an
/// iPad app in regular width) needs a `sourceView` or `barButtonItem`: without one UIKit raises
/// NSGenericException "UIPopoverPresentationController (…) should have a non-nil sourceView or
/// barButtonItem set before the presentation occurs", from `presentationTransitionWillBegin` (stack
/// traces in github.com/viezel/TiSocial.Framework/issues/153 and
/// github.com/sunlightlabs/congress-ios/issues/425, both iPad, iOS 8+). In compact width the popover
/// adapts to a sheet or full screen (PresentationStyle.resolved) and nothing points anywhere, so the same
/// code runs on an iPhone and crashes on an iPad (github.com/jvk75/UIImageCropper/pull/7).
extension Simulator {
    /// `controller.popoverPresentationController?.sourceView = view`.
    package func setPopoverSourceView(of controller: ViewController) {
        controller.hasPopoverAnchor = true
    }

    /// The window's width class decides whether a popover is shown as one: an iPhone, or an iPad app in
    /// a compact split, is horizontally compact (DeviceState.traits).
    var isHorizontallyCompact: Bool { device.isHorizontallyCompact(on: profile) }

    /// Throws UIKit's exception when a popover shown as one has nothing to point at.
    func checkPopoverAnchor(of controller: ViewController, style: PresentationStyle) throws(ModelError) {
        guard style == .popover, !controller.hasPopoverAnchor else { return }
        throw ModelError(.popoverWithoutAnchor(controller: controller.name))
    }
}
