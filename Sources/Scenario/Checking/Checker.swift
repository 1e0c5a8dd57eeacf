import LifecycleModel

/// Syntax tree → checked program: resolves names and calls, checks labels and types, turns class
/// declarations into the model's `ClassDefinition`s. Every error points at the offending token and,
/// where a near spelling exists, hints at it.
struct Checker {
    struct Symbol {
        var slot: Int
        var type: ValueType
        var isVariable: Bool
    }

    /// The class whose override body is being checked.
    struct MethodContext {
        var selfType: ValueType
        var callback: Callback
        var className: String
        /// A helper method or an app initialiser, not a UIKit callback: `super.…` there is opaque.
        var isHelper = false
    }

    var globals = NameTable<Symbol>()
    var locals = NameTable<Symbol>()
    /// The names declared in the innermost scope (a body, a closure, an `if`'s branch): one of them
    /// declared again there is a redeclaration; a name of an outer scope may be shadowed, as in Swift.
    var scopeNames: [String] = []
    var implicitSlots = NameTable<Int>()
    var classes = NameTable<ClassDefinition>()
    var slotCount = 0
    /// The controllers the method body being checked binds to its own `let`/`var` (`checkBody` lets
    /// them go at its end).
    var controllerLocals: [(slot: Int, name: String)] = []
    var bodies: [[CheckedStatement]] = []
    /// Stored properties of each scenario class (`ClassMembers.swift`).
    var classProperties: [String: [PropertyInfo]] = [:]
    /// Helper methods (`func setUpViews()`) of each scenario class: base name → body index.
    var classHelpers: [String: [String: Int]] = [:]
    /// Stored-property initial values of each scenario class: they run at the start of every
    /// initialiser, an explicit `override init(…)` included (`ClassMembers.swift`).
    var propertyInitialisers: [String: [CheckedStatement]] = [:]
    var context: MethodContext?
    /// The scenario's `storyboard "…" { … }` declarations (StoryboardChecking.swift).
    var storyboards: [Storyboard] = []
    /// `extension Notification.Name { static let … }`: member → name (NotificationChecking.swift).
    var notificationNames: [String: NotificationName] = [:]
    /// `UIPresentationController` subclasses and transitioning delegates (CustomPresentationClasses.swift).
    var customPresentation = CustomPresentationClasses()
    /// What the scenario used that the model does not model, once each (OpaqueChecking.swift).
    var notModelled: [String] = []
    /// Types the scenario declares that are not scenario classes (`ScenarioSyntax.appTypes`).
    var appTypes: Set<String> = []
    /// Checking the body of a `[weak self]` closure: `self` may be nil there.
    var selfIsWeak = false
    /// Errors recovered from (a statement or a method body at a time), reported together.
    var errors: [ScenarioError] = []
    /// Observer and getter bodies waiting to be checked (PropertyDeclarations.swift).
    var pendingAccessorBodies: [(index: Int, body: [StatementSyntax], className: String, value: ObserverValue?)] = []
    /// Lazy properties' initial values, checked on their first read ("Class.name").
    var lazyInitials: [String: (CheckedExpr, ValueType)] = [:]
    /// Helper parameters' slots, by "Class.helperKey".
    var helperParameters: [String: [(name: String, binding: CheckedBinding, type: ValueType)]] = [:]
    /// Helpers' result types as written (`-> UIViewController?`), by "Class.helperKey" (HelperValueCalls.swift).
    var helperReturnTypes: [String: String?] = [:]
    /// Scenario classes whose superclass is a library's, taken as a UIKit base (LibraryClasses.swift).
    var librarySubclasses: Set<String> = []

    static let builtinNames: Set<String> = Set(["window", "user", "storyboard"]).union(EnvironmentChecking.builtinNames)

    /// Starts with an uppercase letter: a type, or an implicit controller. ASCII only, by design:
    /// `Character.isUppercase` costs hundreds of instructions and scenario names are ASCII.
    static func isCapitalised(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// The UIKit class a type name denotes (`UIKitClasses`).
    static func uikitType(_ name: String) -> BaseClass? { UIKitClasses.base(of: name) }

    /// A UIKit class or one the scenario declares.
    func isTypeName(_ name: String) -> Bool {
        Checker.uikitType(name) != nil || classes[name] != nil || customPresentation.isDeclared(name)
    }

    static func check(_ syntax: ScenarioSyntax) throws(ScenarioError) -> CheckedProgram {
        var checker = Checker()
        checker.appTypes = Set(syntax.appTypes)
        try checker.declareNotificationNames(syntax.notificationNames)
        let classes = checker.resolveLibrarySuperclasses(try checker.declarePresentationClasses(syntax.classes))
        try checker.declareClasses(classes)
        try checker.declareInterfaceBuilderMembers(of: classes)
        try checker.declareStoryboards(syntax.storyboards)
        // One checked statement for each, in order: the events' ranges hold for the checked statements too.
        var statements: [CheckedStatement] = []
        for statement in syntax.statements {
            do throws(ScenarioError) {
                statements.append(try checker.check(statement))
            } catch {
                checker.errors.append(error)
                statements.append(.block([]))
                if case .binding(let name, _, _, let location) = statement {
                    checker.declareAfterError(name, at: location)
                }
            }
            if checker.errors.count >= InputLimits.errorsReported { break }
        }
        // Method bodies last: as in a Swift script, names declared at the top level are visible inside
        // class bodies (a body's lookup falls back to `globals`), wherever the class stands in the file.
        try checker.checkMethodBodies(classes)
        // Reported in source order (method bodies are checked after the top level); ties keep their order.
        let ordered = checker.errors.indices.sorted {
            (checker.errors[$0].location, $0) < (checker.errors[$1].location, $1)
        }.map { checker.errors[$0] }
        if var first = ordered.first {
            first.more = Array(ordered.dropFirst().prefix(InputLimits.errorsReported - 1))
            throw first
        }
        return CheckedProgram(
            statements: statements, events: syntax.events,
            overrideBodies: checker.bodies, slotCount: checker.slotCount, notModelled: checker.notModelled)
    }

    // MARK: - Helpers

    func lookup(_ name: String) -> Symbol? {
        if !locals.isEmpty, let local = locals[name] { return local }
        return globals[name]
    }

    mutating func newSlot() -> Int {
        slotCount += 1
        return slotCount - 1
    }

    func visibleNames() -> [(key: String, display: String)] {
        (globals.names + locals.names + Array(Checker.builtinNames)).sorted().map { ($0, $0) }
    }

    func require(_ type: ValueType, conformsTo expected: ValueType, at location: SourceLocation) throws(ScenarioError) {
        guard type.conforms(to: expected) else {
            throw ScenarioError(
                location: location, .swift(.cannotConvertValue(type: type.name, expected: expected.name)))
        }
    }

    func noMember(_ name: String, of type: ValueType, at location: SourceLocation) -> ScenarioError {
        ScenarioError(
            location: location, .swift(.valueHasNoMember(type: type.name, member: name)),
            hint: Suggestions.didYouMean(name, in: MethodTable.memberNames(for: type)))
    }
}
