import LifecycleModel
import Testing

@testable import Scenario

/// What a run emits on a release must be something the method catalogue says UIKit calls on that
/// release — so the site's version filter and its traces cannot disagree (iOS 3 and 4 included).
@Suite struct TraceCatalogueAgreementTests {
    static let everyRelease = """
        let nav = UINavigationController(rootViewController: A)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        nav.pushViewController(B, animated: true)
        app.didReceiveMemoryWarning()
        device.rotate(to: .landscapeLeft)
        nav.popViewController(animated: true)
        app.enterBackground()
        app.enterForeground()
        """

    @Test(arguments: VersionProfile.knownMajors)
    func everyTracedCallbackIsCalledOnThatRelease(major: Int) throws {
        let ios = IOSVersion(major)
        // iOS 3 has no window root and no background: only loading and the memory warning.
        let source = major >= 4 ? Self.everyRelease : "_ = A.view\napp.didReceiveMemoryWarning()"
        let trace = try TraceOrder.run(source, ios: major)
        for event in trace.events {
            guard let callback = Callback(rawValue: event.callback) else { continue }
            let owners = MethodCatalogue.owners(of: callback)
            guard !owners.isEmpty else { continue }
            let called = owners.contains {
                MethodCatalogue.entry(for: callback, owner: $0)?.availability.isCalled(on: ios) == true
            }
            #expect(called, "\(event.object) \(event.callback) on iOS \(major)")
        }
    }
}
