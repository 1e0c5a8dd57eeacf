/// Errors the scenario language words as Swift's compiler does, so an author recognises them: the names
/// as the scenario wrote them.
package enum SwiftMessage: Equatable, Sendable {
    /// cannot find type 'X' in scope
    case cannotFindTypeInScope(String)
    /// type 'T' has no member 'm'
    case typeHasNoMember(type: String, member: String)
    /// cannot find 'x' in scope
    case cannotFindInScope(String)
    /// value of type 'T' has no member 'm'
    case valueHasNoMember(type: String, member: String)
    /// cannot convert value of type 'T' to expected argument type 'U'
    case cannotConvertValue(type: String, expected: String)
    /// cannot convert value to expected argument type 'U' (the value's type unsaid)
    case cannotConvertToArgumentType(String)
    /// cannot convert value of type 'T' to expected condition type 'Bool'
    case notACondition(type: String)
    /// optional type 'T' cannot be used as a boolean; test for '!= nil' instead
    case optionalAsBoolean(type: String)
    /// initializer for conditional binding must have Optional type, not 'T'
    case conditionalBindingNotOptional(type: String)
    /// binary operator '+' cannot be applied to operands of type 'T' and 'U'
    case binaryOperator(String, left: String, right: String)
    /// invalid redeclaration of 'x'
    case invalidRedeclaration(String)
    /// method 'm' does not override any method from its superclass
    case doesNotOverride(method: String)
    /// overriding declaration requires an 'override' keyword
    case overrideKeywordRequired
    /// cannot override mutable property with read-only property 'p'
    case readOnlyOverrideOfMutableProperty(String)
    /// 'guard' body must not fall through, …
    case guardFallsThrough
    /// for-in loop requires 'T' to conform to 'Sequence'
    case notASequence(type: String)
    /// return invalid outside of a func
    case returnOutsideFunc
    /// additional 'case' blocks cannot appear after the 'default' block of a 'switch'
    case caseAfterDefault
    /// switch must be exhaustive
    case switchNotExhaustive
    /// 'self' can only be used inside a class method
    case selfOutsideMethod
    /// 'super' can only be used to call the overridden method
    case superOutsideOverride
    /// 'super' cannot be used outside of a class method
    case superOutsideMethod
    /// cannot infer contextual base in reference to member 'm'
    case cannotInferContextualBase(member: String)
    /// 'X' is a type, not a value
    case typeIsNotValue(String)
    /// cannot call this expression
    case cannotCallExpression
    /// cannot call value of non-function type
    case cannotCallNonFunction
    /// no initialiser 'T(a:)'; 'T' has 'init()', …: the labels given (`_` for none) and the initialisers it has.
    case noInitialiser(type: String, labels: [String], initialisers: [String])
    /// argument passed to call that takes no arguments
    case argumentsToNoArgumentCall
    /// incorrect argument labels in call (expected 'a:b:')
    case incorrectLabels(expected: [String])
    /// incorrect argument label(s) in call (have 'a:', expected 'b:'): as many labels on each side.
    case incorrectLabelsHave(have: [String], expected: [String])
    /// missing argument for parameter 'x' in call
    case missingArgument(parameter: String)
    /// extra argument 'x' in call (or unlabelled: extra argument in call)
    case extraArgument(label: String?)
    /// extra trailing closure passed in call
    case extraTrailingClosure
    /// no method matches this call
    case noMethodMatches
    /// cannot assign to value: 'x' is a 'let' constant
    case assignToConstant(String)
    /// cannot assign to property: 'x' is a get-only property
    case assignToGetOnly(String)
    /// cannot assign to this expression
    case cannotAssign
    /// expected an expression
    case expectedExpression
    /// cannot assign through subscript: 'x' is a 'let' constant
    case cannotAssignThroughSubscript(String)
}
