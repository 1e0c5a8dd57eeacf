import LifecycleModel
import Testing

@testable import Scenario

/// Closure signatures as Swift writes them: `_ in`, `a, b in`, `(a, b) in`, typed parameters
/// (`registerForTraitChanges(_:handler:)`'s handler is `(Self, UITraitCollection) -> Void`, Apple docs),
/// and a return type.
@Suite struct ClosureSignatureTests {
    static func parameters(_ closure: String) throws -> [String] {
        let tokens = try Lexer.tokenize("f " + closure)
        let scanned = ClosureSignatureScanner(tokens: tokens).scan(from: 2)
        return try #require(scanned).parameters
    }

    @Test func acceptsTheSwiftForms() throws {
        #expect(try Self.parameters("{ _ in }") == ["_"])
        #expect(try Self.parameters("{ finished in }") == ["finished"])
        #expect(try Self.parameters("{ a, b in }") == ["a", "b"])
        #expect(try Self.parameters("{ (a, b) in }") == ["a", "b"])
        #expect(try Self.parameters("{ (self: Self, previous: UITraitCollection) in }") == ["self", "previous"])
        #expect(try Self.parameters("{ (view: UIView?, items: [UIView]) -> Void in }") == ["view", "items"])
        #expect(try Self.parameters("{ () in }") == [])
    }

    @Test func aBodyWithoutSignatureIsNotOne() throws {
        let tokens = try Lexer.tokenize("f { A.view.setNeedsLayout() }")
        #expect(ClosureSignatureScanner(tokens: tokens).scan(from: 2) == nil)
    }

    static func themed(signature: String) -> String {
        """
        class Themed: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                registerForTraitChanges([UITraitUserInterfaceStyle.self]) { \(signature) in }
            }
        }
        let A = Themed()
        window.rootViewController = A
        window.makeKeyAndVisible()
        device.userInterfaceStyle = .dark
        """
    }

    @Test func typedTraitHandlerRunsLikeAnUntypedOne() throws {
        let typed = TraceOrder.lines(
            try TraceOrder.run(Self.themed(signature: "(self: Self, previous: UITraitCollection)"), ios: 17), line: 10)
        let untyped = TraceOrder.lines(
            try TraceOrder.run(Self.themed(signature: "themed, previous"), ios: 17), line: 10)
        #expect(typed == untyped)
        #expect(typed.contains("A registerForTraitChanges(_:handler:)"))
    }
}
