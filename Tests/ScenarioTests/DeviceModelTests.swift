import LifecycleModel
import Testing

@testable import Scenario

/// `device.model = .iPhoneMax`. Apple HIG, "Layout" (developer.apple.com/design/human-interface-guidelines/layout),
/// device size classes: the Plus and Max iPhones are regular width and compact height in landscape, the
/// other iPhones compact width in both orientations.
@Suite struct DeviceModelTests {
    static func rotated(model: String, ios: Int) throws -> Trace {
        try TraceOrder.run(
            """
            device.model = .\(model)
            window.rootViewController = A
            window.makeKeyAndVisible()
            device.rotate(to: .landscapeLeft)
            """, ios: ios)
    }

    @Test func appleHIG_aMaxInLandscapeIsRegularWidth() throws {
        let max = try Self.rotated(model: "iPhoneMax", ios: 26)
        let willTransition = try #require(max.events.first { $0.callback == "willTransition(to:with:)" })
        #expect(
            willTransition.args.first?.value == "horizontalSizeClass: .regular, verticalSizeClass: .compact")
        let viewWillTransition = try #require(max.events.first { $0.callback == "viewWillTransition(to:with:)" })
        #expect(viewWillTransition.args.first?.value == "932×430")
    }

    @Test func appleHIG_anOrdinaryIPhoneInLandscapeStaysCompactWidth() throws {
        let phone = try Self.rotated(model: "iPhone", ios: 26)
        let willTransition = try #require(phone.events.first { $0.callback == "willTransition(to:with:)" })
        #expect(willTransition.args.first?.value == "verticalSizeClass: .compact")
    }

    /// The Plus models of iOS 8–11: 414×736, no sensor housing.
    @Test func thePlusOfIOS8to11() throws {
        let plus = try Self.rotated(model: "iPhoneMax", ios: 10)
        #expect(plus.events.first { $0.callback == "viewWillTransition(to:with:)" }?.args.first?.value == "736×414")
    }

    /// A form sheet adapts to full screen only in a compact width (before iOS 13 on an iPhone): on a
    /// Max in landscape it stays a sheet, so the presenter stays in the window and does not disappear.
    @Test func appleHIG_aFormSheetOnAMaxInLandscapeIsASheet() throws {
        func disappears(_ model: String) throws -> Bool {
            let trace = try TraceOrder.run(
                """
                device.model = .\(model)
                window.rootViewController = A
                window.makeKeyAndVisible()
                device.rotate(to: .landscapeLeft)
                B.modalPresentationStyle = .formSheet
                A.present(B, animated: false)
                """, ios: 12)
            return TraceOrder.lines(trace, line: 6, objects: ["A"], callbacks: ["viewDidDisappear(_:)"]) != []
        }
        #expect(try disappears("iPhone"))
        #expect(try !disappears("iPhoneMax"))
    }

    @Test func errors() {
        #expect(
            TraceOrder.error("device.model = .iPhoneMax", ios: 7)?.text
                == "the first iPhone Plus arrived with iOS 8; this scenario runs on iOS 7")
        #expect(
            TraceOrder.error("window.rootViewController = A\nwindow.makeKeyAndVisible()\ndevice.model = .iPhoneMax")?
                .text == "set device.model before the window is shown")
        #expect(
            TraceOrder.error("device.model = .iPhoneMini")?.text == "type 'DeviceModel' has no member 'iPhoneMini'")
    }
}
