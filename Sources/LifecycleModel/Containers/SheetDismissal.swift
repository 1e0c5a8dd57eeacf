/// The user's drag on a sheet (iOS 13+) and what it tells the sheet's presentation controller delegate
/// (`UIAdaptivePresentationControllerDelegate`, set with `presentationController?.delegate = …`).
///
/// Appearance: viewWillDisappear as the drag starts, viewDidDisappear when it dismisses (`.shareMenuSheetSwipe`);
/// let go part way, the sheet gets viewWillAppear, viewIsAppearing and viewDidAppear again
/// (`.rudinModalLifeCycle`, `.criticalMapsSheetSwipe`). The presenter of a sheet hears nothing: it never
/// left the screen (`.rudinModalLifeCycle`).
///
/// The delegate: with `isModalInPresentation` true (set, or a getter override) only
/// `presentationControllerDidAttemptToDismiss` — that `presentationControllerShouldDismiss` is then not
/// asked is the model's reading of the slide, which lists only the attempt;
/// otherwise `presentationControllerShouldDismiss` (false: the attempt is refused the same way), then
/// `presentationControllerWillDismiss`, then, once dismissed, `presentationControllerDidDismiss`
/// (`.wwdc19SheetDismissalFlow`); none for a programmatic dismiss, and no didDismiss for a cancelled drag
/// (`.appleAdaptivePresentationDelegate`). Where these fall among the appearance callbacks no log shows:
/// that is the model's choice (`.modelSheetDelegateOrder`).
extension Simulator {
    /// `user.dragDownSheet(B, completes:)`.
    package func dragDownSheet(_ controller: ViewController, completes: Bool) throws(ModelError) {
        note(.dragDownSheet, controller)
        let sheet = controller.rootAncestor
        guard let style = sheet.activePresentationStyle, style.isSheet, profile.hasInteractiveSheetDismissal else {
            guard let style = sheet.activePresentationStyle else {
                throw ModelError(.notPresentedCannotDrag(controller: controller.name))
            }
            throw ModelError(.notSheetCannotDrag(controller: controller.name, running: profile.version, style: style))
        }
        let delegate = sheet.adaptivePresentationDelegate
        let allowed = withEvidence(.wwdc19SheetDismissalFlow, .modelSheetDelegateOrder) { () -> Bool in
            guard !sheet.readsAsModalInPresentation else { return false }
            return askDelegate(delegate, .presentationControllerShouldDismiss, about: sheet) ?? true
        }
        guard allowed else {
            withEvidence(.appleAdaptivePresentationDelegate, .wwdc19SheetDismissalFlow) {
                _ = askDelegate(delegate, .presentationControllerDidAttemptToDismiss, about: sheet)
            }
            return
        }
        withEvidence(.wwdc19SheetDismissalFlow, .modelSheetDelegateOrder) {
            _ = askDelegate(delegate, .presentationControllerWillDismiss, about: sheet)
        }
        let scope = openEvidence(.shareMenuSheetSwipe); defer { closeEvidence(scope) }
        sheet.hasTransitionCoordinator = true
        beginAppearance(sheet, appearing: false, animated: true)
        runLoop.schedule(from: origin) {
            sheet.hasTransitionCoordinator = false
            if completes {
                // Held until the delegate has heard: the presentation controller still holds it then.
                self.retain(sheet)
                self.dismissPresentation(
                    of: sheet, animated: true,
                    completion: {
                        self.withEvidence(.wwdc19SheetDismissalFlow, .modelSheetDelegateOrder) {
                            _ = self.askDelegate(delegate, .presentationControllerDidDismiss, about: sheet)
                        }
                        self.release(sheet)
                    }, alreadyDisappearing: true, timing: .immediately)
            } else {
                self.withEvidence(.rudinModalLifeCycle, .criticalMapsSheetSwipe) {
                    self.beginAppearance(sheet, appearing: true, animated: true)
                    // It is appearing again: its geometry is settled anew, as the log's viewIsAppearing shows.
                    sheet.geometryAccurate = false
                    self.viewIsAppearing(sheet, animated: true)
                    self.endAppearance(sheet, animated: true)
                }
            }
        }
    }

    /// Calls `method` on the delegate if its class implements it; its answer when it returns a Bool.
    private func askDelegate(_ delegate: ModelObject?, _ method: Callback, about sheet: ViewController) -> Bool? {
        guard method.isCalled(on: profile.version) else { return nil }
        return askDelegate(
            delegate, method, [Argument("presentationController", sheet.name + ".presentationController")])?.bool
    }

    /// `isModalInPresentation = …` (iOS 13.0+).
    package func setModalInPresentation(_ value: Bool, of controller: ViewController) throws(ModelError) {
        try require(.api(.isModalInPresentation)) { .modalInPresentationNew(introduced: $0, running: profile.version) }
        controller.isModalInPresentation = value
    }

    /// `controller.presentationController?.delegate = …`: the presentation controller of the controller's
    /// topmost parent, the one presented (Apple docs, "presentationController": "the nearest presentation
    /// controller that is managing the current view controller"). Weak in UIKit: not retained.
    package func setAdaptivePresentationDelegate(_ delegate: ModelObject?, of controller: ViewController)
        throws(ModelError)
    {
        try require(.api(.presentationController)) {
            .presentationControllerDelegateNew(introduced: $0, running: profile.version)
        }
        controller.rootAncestor.adaptivePresentationDelegate = delegate
    }
}
