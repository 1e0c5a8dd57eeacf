import Testing
import LifecycleModel
@testable import Scenario

/// Issue 16, part 1: where the model (and the scenario language) disagreed with UIKit and Swift.
@Suite struct DeviceLogAgreementTests {
    // MARK: Top-level names inside class bodies

    /// Swift sees a script's top-level declarations (globals) from every scope, class bodies included,
    /// wherever the class stands in the file. So does the scenario language.
    @Test func topLevelNamesAreVisibleInsideClassBodies() throws {
        let trace = try TraceOrder.run("""
            class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(Badge)
                }
            }
            let Badge = UIView()
            window.rootViewController = Screen()
            window.makeKeyAndVisible()
            """)
        #expect(trace.events.contains { $0.object == "Badge" && $0.callback == "didMoveToSuperview()" })
    }

    @Test func topLevelNamesAreVisibleInsideHelperMethods() throws {
        let trace = try TraceOrder.run("""
            let Badge = UIView()
            class Screen: UIViewController {
                func install() { view.addSubview(Badge) }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    install()
                }
            }
            window.rootViewController = Screen()
            window.makeKeyAndVisible()
            """)
        #expect(trace.events.contains { $0.object == "Badge" && $0.callback == "didMoveToSuperview()" })
    }

    /// A method's own declaration still shadows a top-level one, as in Swift.
    @Test func aLocalShadowsATopLevelName() throws {
        let error = TraceOrder.error("""
            let Badge = UIView()
            class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let Badge = UIViewController()
                    view.addSubview(Badge)
                }
            }
            window.rootViewController = Screen()
            """)
        #expect(error?.message == "cannot convert value of type 'UIViewController' to expected argument type 'UIView'")
    }
}
