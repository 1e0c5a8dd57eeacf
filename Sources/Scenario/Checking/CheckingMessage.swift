/// The scenario language's own rules the checker enforces, where Swift would accept the code but the
/// model cannot run it as written (a literal it must read, a form it does not model): names and types as
/// the scenario wrote them.
package enum CheckingMessage: Equatable, Sendable {
    /// the model needs a literal `true` or `false` here
    case needsLiteralBool
    /// the model needs a literal mask here (`supportedInterfaceOrientations`)
    case needsLiteralMask
    /// the model needs a string literal for 'separator:'
    case needsStringLiteral(label: String)
    /// property 'p' does not override any property the model knows
    case doesNotOverrideProperty(String)
    /// 'guard' at the top level has no method to leave
    case guardAtTopLevel
    /// the model cannot bind a value of type 'T' to a name
    case cannotBindValue(type: String)
    /// the model does not know the operator 'op'
    case unknownOperator(String)
    /// 'x' is declared after it was used as an implicit UIViewController
    case declaredAfterImplicitUse(String)
    /// a scenario variable holds a controller or a view, not a value of type 'T'
    case variableHoldsObjects(type: String)
    /// an override of 'viewDidLoad()' can only call super.viewDidLoad(…): the callback and its base name.
    case overrideCallsOnlyItsSuper(callback: String, method: String)
    /// an initialiser takes no trailing closure
    case initialiserTakesNoClosure
    /// 'm' returns nothing a scenario can use here
    case returnsNothingUsable(String)
    /// the model only knows the main bundle
    case mainBundleOnly
    /// the model does not reassign outlets
    case outletsNotReassigned
    /// print takes no closure
    case printTakesNoClosure
    /// the model prints values, not closures
    case printsValuesNotClosures
    /// expected a transition style: `.scroll` or `.pageCurl`
    case expectedTransitionStyle
    /// expected a navigation orientation: `.horizontal` or `.vertical`
    case expectedNavigationOrientation
    /// the model takes no page view controller options
    case noPageOptions
    /// expected a split view style: `.doubleColumn` or `.tripleColumn`
    case expectedSplitStyle
}

/// How to write what the checker refused: code to write, or why a form is not needed.
package enum CheckingHint: Equatable, Sendable {
    /// a delegate method is implemented without `override`
    case delegateMethodWithoutOverride
    /// write `override func viewDidLoad(…)`: the method's base name.
    case writeOverride(String)
    /// write `.portrait`, `.landscape`, … or `[.portrait, .landscapeLeft]`
    case writeMask
    /// expected `.a`, `.b` or `.c`: the members as code.
    case expectedMembers([String])
    /// use `if` here; `guard … else { return }` belongs in a method
    case useIfAtTopLevel
    /// loop over an array: `children`, `viewControllers`, `[A, B]`
    case loopOverArray
    /// a top-level statement ends by itself; `return` belongs in a method
    case returnBelongsInMethod
    /// pick a name not used above
    case pickUnusedName
    /// use the value where it is needed
    case useValueInPlace
    /// use `let x = …` on its own line, or test a Bool with `if condition`: the name and the keyword.
    case bindOnItsOwnLine(name: String, keyword: String)
    /// add the missing case(s) `case .a:`, … or a `default:`: the cases' names.
    case addMissingCases([String])
    /// `===` compares objects: controllers, views, the window
    case identityComparesObjects
    /// create one with `X()`
    case createInstance(String)
    /// call it as a statement on its own line
    case callAsStatement
    /// pass `bundle: nil`
    case passNilBundle
    /// pass `options: nil` or leave it out
    case passNilOptions
    /// init(style:) takes `.doubleColumn` or `.tripleColumn`; `UISplitViewController()` is the classic one
    case splitStyleUnspecified
    /// outlets are connected when the view loads; set their properties instead
    case setOutletProperties
    /// declare `x` before its first use
    case declareBeforeUse(String)
    /// declare it with `var x = …` to release it later
    case declareAsVariable(String)
    /// print(_:separator:terminator:)
    case printSignature
    /// pass a closure: `completion: { … }`
    case passCompletionClosure
}
