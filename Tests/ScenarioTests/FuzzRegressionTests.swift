import LifecycleModel
import Testing

@testable import Scenario

/// Inputs the fuzzers (`scripts/fuzz.sh`) found, minimised: each once crashed; now each is an error or a
/// clean run. (The leaks they found are tested where they were: `SimulatorTests` for a trait-change
/// handler that held its controller, `ConcurrencyTests` for `parallelMap`'s results.)
@Suite struct FuzzRegressionTests {
    /// A trailing closure on a method that takes none: the checker indexed the arguments at -1
    /// ("Index out of range"). The scenario fuzzer's input was
    /// `window.makeKeyAndVisible(){view.addSubview(C.view) }`.
    @Test func aTrailingClosureOnAMethodWithoutOneIsAnError() {
        #expect(
            TraceOrder.rendered("window.rootViewController = P\nwindow.makeKeyAndVisible() { }") == """
                s.scenario:2:28: error: extra trailing closure passed in call
                window.makeKeyAndVisible() { }
                                           ^
                hint: did you mean `makeKeyAndVisible()`?
                """)
    }
}
