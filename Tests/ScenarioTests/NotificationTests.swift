import LifecycleModel
import Testing

@testable import Scenario

/// `NotificationCenter` in scenarios (issue 19, item 5): selector and block observers, removal, posts of
/// the scenario's own names, and the lifecycle notifications UIKit posts after the delegate callbacks.
@Suite struct NotificationTests {
    static let printed = ControlFlowTests.printed

    /// A screen that prints each lifecycle notification it observes.
    static let listener = """
        class Listener: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(resign), name: UIApplication.willResignActiveNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(background), name: UIApplication.didEnterBackgroundNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(foreground), name: UIApplication.willEnterForegroundNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(active), name: UIApplication.didBecomeActiveNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(sceneActive), name: UIScene.didActivateNotification, object: nil)
            }
            @objc func resign() { print("willResignActive") }
            @objc func background() { print("didEnterBackground") }
            @objc func foreground() { print("willEnterForeground") }
            @objc func active() { print("didBecomeActive") }
            @objc func sceneActive() { print("scene didActivate") }
        }
        window.rootViewController = Listener()
        window.makeKeyAndVisible()
        app.enterBackground()
        app.enterForeground()
        """

    /// Apple docs, "applicationDidBecomeActive(_:)": "After calling this method, the app also posts a
    /// didBecomeActiveNotification"; "applicationDidEnterBackground(_:)": UIKit posts the notification
    /// "regardless of whether your app uses scenes". For willEnterForeground the older docs said "shortly
    /// before"; openradar 49817144 logged the delegate call first on iOS 12, as here.
    @Test func appDelegateCallbackThenItsNotification_AppleDocsAfterCallingThisMethod_openradar49817144() throws {
        let trace = try TraceOrder.run(Self.listener, ios: 12)
        let start = try #require(trace.events.firstIndex { $0.callback == "applicationWillResignActive(_:)" })
        let order = trace.events[start...].map {
            $0.kind == .console ? "» " + ($0.args.first?.value ?? "") : $0.callback
        }
        #expect(
            order == [
                "applicationWillResignActive(_:)", "addObserver(_:selector:name:object:)", "» willResignActive",
                "applicationDidEnterBackground(_:)", "addObserver(_:selector:name:object:)", "» didEnterBackground",
                "applicationWillEnterForeground(_:)", "addObserver(_:selector:name:object:)", "» willEnterForeground",
                "applicationDidBecomeActive(_:)", "addObserver(_:selector:name:object:)", "» didBecomeActive",
            ])
    }

    @Test func withScenesTheSceneCallbackThenTheSceneNotificationThenTheAppNotification() throws {
        let trace = try TraceOrder.run(Self.listener, ios: 13)
        let start = try #require(trace.events.firstIndex { $0.callback == "sceneWillEnterForeground(_:)" })
        let order = trace.events[start...].filter { $0.transaction == trace.events[start].transaction }.map {
            $0.kind == .console ? "» " + ($0.args.first?.value ?? "") : $0.callback
        }
        #expect(
            order.filter { !$0.hasPrefix("addObserver") } == [
                "sceneWillEnterForeground(_:)", "» willEnterForeground", "sceneDidBecomeActive(_:)",
                "» scene didActivate", "» didBecomeActive",
            ])
        #expect(Self.printed(try TraceOrder.run(Self.listener, ios: 12)).contains("scene didActivate") == false)
    }

    @Test func theDeliveryIsATracedCallOnTheObserverNamingTheNotificationAndTheMethod() throws {
        let trace = try TraceOrder.run(Self.listener)
        let delivery = try #require(trace.events.first { $0.callback == "addObserver(_:selector:name:object:)" })
        #expect(delivery.object == "Listener")
        #expect(
            delivery.args.map { "\($0.label): \($0.value)" } == [
                "name: UIApplication.willResignActiveNotification", "selector: #selector(resign)",
            ])
        let printedRow = try #require(trace.events.first { $0.kind == .console })
        #expect(printedRow.depth == delivery.depth + 1, "the method's print is nested under the delivery")
    }

    @Test func aDeclaredNameIsPostedToBlockAndSelectorObserversInRegistrationOrder() throws {
        let trace = try TraceOrder.run(
            """
            extension Notification.Name {
                static let cartDidChange = Notification.Name("cartDidChange")
            }
            class Cart: UIViewController {
                var token: NSObjectProtocol?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .cartDidChange, object: nil)
                    token = NotificationCenter.default.addObserver(forName: .cartDidChange, object: nil, queue: .main) { [weak self] _ in
                        print("block")
                    }
                }
                @objc func reload() { print("selector") }
                func stopListening() {
                    NotificationCenter.default.removeObserver(token)
                    NotificationCenter.default.removeObserver(self)
                }
            }
            let cart = Cart()
            window.rootViewController = cart
            window.makeKeyAndVisible()
            NotificationCenter.default.post(name: .cartDidChange, object: nil)
            cart.stopListening()
            NotificationCenter.default.post(name: Notification.Name("cartDidChange"), object: nil)
            """)
        #expect(Self.printed(trace) == ["selector", "block"])
        let deliveries = trace.events.filter { $0.callback.hasPrefix("addObserver") }
        #expect(deliveries.map(\.line) == [22, 22])
        #expect(deliveries[1].args.first?.value == ".cartDidChange")
    }

    /// Apple docs, "removeObserver(_:)": from iOS 9 the centre does not message a deallocated observer;
    /// before, one that did not remove itself is sent the notification after it is gone.
    @Test func aDeallocatedSelectorObserverIsForgottenFromIOS9AndMessagedBefore() throws {
        let source = """
            class Temp: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(warn), name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
                }
                @objc func warn() { print("warned") }
            }
            var temp = Temp()
            _ = temp.view
            temp = nil
            app.didReceiveMemoryWarning()
            """
        #expect(Self.printed(try TraceOrder.run(source, ios: 12)) == [])
        let error = try #require(TraceOrder.error(source, ios: 8))
        #expect(error.location.line == 11)
        #expect(error.text.contains("deallocated"))
    }

    @Test func theMemoryWarningNotificationComesAfterTheControllersDidReceiveMemoryWarning() throws {
        let trace = try TraceOrder.run(
            """
            class Cache: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(purge), name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
                }
                @objc func purge() { print("purge") }
            }
            window.rootViewController = Cache()
            window.makeKeyAndVisible()
            app.didReceiveMemoryWarning()
            """)
        #expect(
            TraceOrder.lines(trace, line: 10).filter { !$0.hasSuffix("print(_:)") } == [
                "appDelegate applicationDidReceiveMemoryWarning(_:)", "Cache didReceiveMemoryWarning()",
                "Cache addObserver(_:selector:name:object:)",
            ])
    }

    static let player = """
        class Player: UIViewController {
            var token: NSObjectProtocol?
            override func viewDidLoad() {
                super.viewDidLoad()
                token = NotificationCenter.default.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: .main) { _ in
                    self.pause()
                }
            }
            func pause() { print("pause") }
            func close() { NotificationCenter.default.removeObserver(token) }
        }

        """

    /// Apple docs, "addObserver(forName:object:queue:using:)": the centre keeps the block until the token is
    /// removed, and with it what the block captures.
    @Test func aBlockCapturingSelfKeepsTheControllerUntilTheTokenIsRemoved() throws {
        let trace = try TraceOrder.run(
            Self.player + """
                var player = Player()
                _ = player.view
                player = nil
                """)
        #expect(TraceOrder.lines(trace, callbacks: ["deinit"]) == [])
        let weakSource =
            Self.player.replacingOccurrences(
                of: "{ _ in\n            self.pause()", with: "{ [weak self] _ in\n            self?.pause()")
                + """
                var player = Player()
                _ = player.view
                player = nil
                app.enterBackground()
                """
        let weak = try TraceOrder.run(weakSource)
        #expect(TraceOrder.lines(weak, callbacks: ["deinit"]) == ["player deinit"])
        // The block outlives its controller (it was never removed) and runs with a nil `self`: nothing
        // shows, and unlike a selector observer it is no crash before iOS 9.
        #expect(ControlFlowTests.printed(weak) == [])
        #expect(TraceOrder.error(weakSource, ios: 8) == nil)
        let released = try TraceOrder.run(
            Self.player + """
                var player = Player()
                _ = player.view
                player.close()
                player = nil
                """)
        #expect(TraceOrder.lines(released, callbacks: ["deinit"]) == ["player deinit"])
    }

    @Test func versionLimitsAndMistakesAreErrorsAtTheirPlace() throws {
        let block = """
            class A: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    _ = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in }
                }
            }
            let a = A()
            _ = a.view
            """
        #expect(TraceOrder.error(block, ios: 3)?.text.contains("new in iOS 4") == true)
        #expect(TraceOrder.error(block, ios: 4) == nil)
        let unknown = try #require(
            TraceOrder.error("NotificationCenter.default.post(name: .dataDidChange, object: nil)"))
        #expect(unknown.location.line == 1 && unknown.location.column == 39)
        #expect(unknown.text == "type 'Notification.Name' has no member 'dataDidChange'")
        let missing = try #require(
            TraceOrder.error(
                """
                class A: UIViewController {
                    override func viewDidLoad() {
                        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: UIApplication.didBecomeActiveNotification, object: nil)
                    }
                }
                """))
        #expect(missing.text == "'A' has no method 'reload'")
        #expect(missing.location.line == 3)
        let typo = try #require(
            TraceOrder.error("NotificationCenter.default.post(name: UIApplication.didBecomeActive, object: nil)"))
        #expect(typo.text == "the model does not post 'UIApplication.didBecomeActive'")
    }

    /// Forms copied from app code: a compound selector name, `Self.`, a private `@objc` method taking the
    /// notification, the block form on `OperationQueue.main`, removal in `deinit`.
    @Test func ordinaryObserverCodeRunsAsWritten() throws {
        let trace = try TraceOrder.run(
            """
            class Cart: UIViewController {
                private var observer: NSObjectProtocol?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    NotificationCenter.default.addObserver(self, selector: #selector(appDidBecomeActive(_:)), name: UIApplication.didBecomeActiveNotification, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(Self.reload), name: UIApplication.willEnterForegroundNotification, object: nil)
                    observer = NotificationCenter.default.addObserver(forName: UIScene.willDeactivateNotification, object: nil, queue: OperationQueue.main) { [weak self] notification in
                        self?.save()
                    }
                }
                @objc private func appDidBecomeActive(_ notification: Notification) { print("active") }
                @objc func reload() { print("reload") }
                func save() { print("save") }
                deinit {
                    NotificationCenter.default.removeObserver(self)
                    if let observer {
                        NotificationCenter.default.removeObserver(observer)
                    }
                }
            }
            window.rootViewController = Cart()
            window.makeKeyAndVisible()
            app.enterBackground()
            app.enterForeground()
            window.rootViewController = UIViewController()
            app.enterBackground()
            app.enterForeground()
            """)
        #expect(Self.printed(trace) == ["save", "reload", "active"])
        #expect(TraceOrder.lines(trace, callbacks: ["deinit"]) == ["Cart deinit"])
    }
}

/// The launch (`app.launch { … }`) posts the same notifications as a return from the background, after
/// the same delegate callbacks: a root that observes in `viewDidLoad()` hears the app become active.
@Suite struct LaunchNotificationTests {
    static let observingRoot = """
        class Root: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(foreground), name: UIApplication.willEnterForegroundNotification, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(active), name: UIApplication.didBecomeActiveNotification, object: nil)
            }
            @objc func foreground() { print("willEnterForeground") }
            @objc func active() { print("didBecomeActive") }
        }
        app.launch {
            window.rootViewController = Root()
            window.makeKeyAndVisible()
        }
        """

    func order(ios: Int) throws -> [String] {
        let trace = try TraceOrder.run(Self.observingRoot, ios: ios)
        let kept: Set<String> = [
            "applicationDidBecomeActive(_:)", "sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)",
            "viewDidAppear(_:)",
        ]
        return trace.events.compactMap {
            $0.kind == .console ? "» " + ($0.args.first?.value ?? "") : kept.contains($0.callback) ? $0.callback : nil
        }
    }

    /// Without scenes there is no willEnterForeground at launch (Apple docs,
    /// "applicationWillEnterForeground(_:)": only on the way from the background); on iOS 12 the app
    /// becomes active after the root appears (see LaunchOrderTests).
    @Test func withoutScenes_didBecomeActiveAfterTheDelegate_AppleDocsAfterCallingThisMethod() throws {
        #expect(try order(ios: 12) == ["viewDidAppear(_:)", "applicationDidBecomeActive(_:)", "» didBecomeActive"])
        #expect(try order(ios: 7) == ["applicationDidBecomeActive(_:)", "» didBecomeActive", "viewDidAppear(_:)"])
    }

    /// With scenes a new scene enters the foreground too (Apple docs, "sceneWillEnterForeground(_:)":
    /// "This transition occurs both for newly created and connected scenes"), and UIKit posts the app's
    /// notifications "regardless of whether your app uses scenes".
    @Test func withScenes_bothNotificationsAfterTheirSceneCallbacks_AppleDocsSceneWillEnterForeground() throws {
        #expect(
            try order(ios: 17) == [
                "sceneWillEnterForeground(_:)", "» willEnterForeground", "sceneDidBecomeActive(_:)",
                "» didBecomeActive",
                "viewDidAppear(_:)",
            ])
    }
}
