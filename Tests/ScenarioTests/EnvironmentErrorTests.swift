import LifecycleModel
import Testing

@testable import Scenario

/// Errors in environment statements, rendered exactly as `lifeline trace` prints them.
@Suite struct EnvironmentErrorTests {
    func rendered(_ source: String, ios: Int = 26) -> String { TraceOrder.rendered(source, ios: ios) }

    @Test func unknownOrientationListsTheCases() {
        #expect(
            rendered("device.rotate(to: .landscape)") == """
                s.scenario:1:19: error: type 'UIInterfaceOrientation' has no member 'landscape'
                device.rotate(to: .landscape)
                                  ^
                hint: expected one of `.portrait`, `.portraitUpsideDown`, `.landscapeLeft`, `.landscapeRight`
                """)
    }

    @Test func misspelledStyleSuggestsTheCase() {
        #expect(
            rendered("device.userInterfaceStyle = .drak") == """
                s.scenario:1:29: error: type 'UIUserInterfaceStyle' has no member 'drak'
                device.userInterfaceStyle = .drak
                                            ^
                hint: did you mean `.dark`?
                """)
    }

    @Test func misspelledAppMethodSuggestsTheSwiftName() {
        #expect(
            rendered("app.recieveMemoryWarning()") == """
                s.scenario:1:5: error: value of type 'App' has no member 'recieveMemoryWarning'
                app.recieveMemoryWarning()
                    ^
                hint: did you mean `didReceiveMemoryWarning()`?
                """)
    }

    @Test func misspelledDeviceSuggestsDevice() {
        #expect(
            rendered("devise.rotate(to: .portrait)") == """
                s.scenario:1:1: error: cannot find 'devise' in scope
                devise.rotate(to: .portrait)
                ^
                hint: did you mean `device`?
                """)
    }

    @Test func unknownTraitTypeSuggestsTheNearestTrait() {
        #expect(
            rendered("A.registerForTraitChanges([UITraitUserInterfaceStyl.self]) { _, _ in }") == """
                s.scenario:1:28: error: cannot find type 'UITraitUserInterfaceStyl' in scope
                A.registerForTraitChanges([UITraitUserInterfaceStyl.self]) { _, _ in }
                                           ^
                hint: did you mean `UITraitUserInterfaceStyle`?
                """)
    }

    @Test func registrationWithoutHandler() {
        #expect(
            rendered("A.registerForTraitChanges([UITraitUserInterfaceStyle.self])") == """
                s.scenario:1:3: error: missing argument for parameter 'handler' in call
                A.registerForTraitChanges([UITraitUserInterfaceStyle.self])
                  ^
                hint: did you mean `registerForTraitChanges(_:handler:)`?
                """)
    }

    @Test func incompleteInsets() {
        #expect(
            rendered("A.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0)") == """
                s.scenario:1:43: error: no initialiser 'UIEdgeInsets(top:left:)'
                A.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0)
                                                          ^
                hint: did you mean `UIEdgeInsets(top:left:bottom:right:)`?
                """)
    }

    @Test func edgeInsetsWhereDirectionalInsetsAreExpected() {
        #expect(
            rendered("A.view.directionalLayoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)") == """
                s.scenario:1:35: error: cannot convert value of type 'UIEdgeInsets' to expected argument type 'NSDirectionalEdgeInsets'
                A.view.directionalLayoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
                                                  ^
                """)
    }

    @Test func deviceAndAppAreReservedNames() {
        #expect(
            rendered("let app = UIViewController()") == """
                s.scenario:1:1: error: invalid redeclaration of 'app'
                let app = UIViewController()
                ^
                """)
    }

    @Test func modelRefusalsCarryTheLine() {
        #expect(
            rendered("window.rootViewController = A\ndevice.userInterfaceStyle = .dark", ios: 12) == """
                s.scenario:2:1: error: Dark Mode arrived in iOS 13; on iOS 12 the interface style is always light
                device.userInterfaceStyle = .dark
                ^
                """)
        #expect(
            rendered("window.rootViewController = A\napp.restoreState()", ios: 5) == """
                s.scenario:2:5: error: state restoration arrived in iOS 6; this scenario runs on iOS 5
                app.restoreState()
                    ^
                """)
    }
}
