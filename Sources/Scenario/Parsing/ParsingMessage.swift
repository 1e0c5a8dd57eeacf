/// The parser's errors (`Parser`): most are "expected X, found Y", the rest name what the scenario
/// language does not accept. Names, keywords and symbols are the scenario's own, as code.
package enum ParsingMessage: Equatable, Sendable {
    /// What the parser needed here and, unless the error points at an opening bracket or a
    /// declaration's start, the token it found instead.
    case expected(ParsingExpectation, found: FoundToken?)
    /// `else` with no `if` before it.
    case elseWithoutIf
    /// `case` or `default` outside a `switch`: the keyword.
    case labelOutsideSwitch(String)
    case whileLoopNotModelled
    /// `if let name: Type = …`
    case typeAnnotationNotSupported
    case statementOutsideCase
    /// A `case` or `default` (the keyword) with no statement in it.
    case emptyCase(String)
    /// `a < b < c`
    case nonAssociativeComparison
    case breakOutsideLoop
    case continueOutsideLoop
    /// A stored property with neither type nor value.
    case typeAnnotationMissing
    case onlyNotificationNameExtension
    /// The literal as written.
    case integerTooLarge(String)
    /// `#something(…)` the language does not read: the `#` word.
    case unknownPoundExpression(String)
    /// `#function` outside a method's body.
    case functionOutsideMethod
    case classNotAtTopLevel
    /// A segue's label it does not take, without its colon.
    case extraneousLabel(String)
    /// A segue's missing label, with its colon (`to:`).
    case missingArgument(String)
}

/// What the parser expected where it stopped. Names in the cases are the scenario's (a storyboard, a
/// scene, a class, a label), keywords and symbols the language's: all shown as code.
package enum ParsingExpectation: Equatable, Sendable {
    // One symbol or keyword.
    /// `')'`, `'{'`, `'>'`
    case symbol(String)
    /// `'='` after `'name'`: the symbol and the code before it.
    case symbolAfter(String, after: String)
    /// `'}'` to match this `'{'`: the closing and the opening bracket.
    case closing(String, toMatch: String)
    case closingBracketForThisOne
    /// `'{'` to begin storyboard "Main"
    case storyboardBody(String)
    /// `'{'` to begin the body of 'Name'
    case declarationBody(String)
    /// `'}'` to end 'Name'
    case declarationEnd(String)
    /// `'}'` to end this declaration (one the model skips)
    case skippedDeclarationEnd
    /// `':'` and the scene's class after 'scene Name'
    case sceneClassColon(scene: String)
    /// `':'` and a type after parameter 'label'
    case parameterTypeColon(parameter: String)
    case ternaryColon
    case caseColon
    case casePatternsColon
    case dictionaryKeyColon
    case implicitMemberDot
    case elseAfterGuardCondition
    case switchBody
    case inAfterForName
    case interpolationEnd
    /// `'static let'` in an extension of Notification.Name
    case notificationStaticLet
    /// `'Name'` after 'Notification.': the type extended.
    case notificationNameMember(type: String)
    // A choice of symbols or keywords.
    case argumentSeparator
    case parameterSeparator
    case tupleSeparator
    /// `','` or `']'` in an array or a dictionary literal.
    case elementSeparator(dictionary: Bool)
    /// `'='` or `': Type'` after a local's name.
    case localValueOrType(name: String)
    case accessor
    case statementEnd
    /// `'scene'` in storyboard "Main"
    case sceneInStoryboard(String)
    case sceneOption
    /// `'segue'`, `'unwind'`, … in scene 'Name'
    case sceneLine(scene: String)
    case selectorLabels
    // A name.
    /// A name after `for`, `let`, `var`, `static let`: the keyword.
    case nameAfter(String)
    case nameInForTuple
    case memberNameAfterDot
    case caseName
    case caseNameAfterDot
    case className
    /// A type after `as`, `is`, `extension`: the keyword.
    case typeAfter(String)
    case type
    /// A type name after `'@main'`, `'.'`: the code before it.
    case typeNameAfter(String)
    case typeName
    case propertyName
    case methodNameAfterFunc
    case methodNameAfterDot
    case selectorMethodName
    case attributeName
    case parameter
    case label
    case sceneName
    case sceneClass
    case embeddedSceneName
    case relatedSceneName
    case destinationScene
    case unwindActionName
    case storyboardIdentifier
    case segueIdentifier
    // A construct.
    case expression
    case condition(after: String)
    case pattern
    case declaration
    /// A member declaration in the body of the class named.
    case memberDeclaration(in: String)
}

/// The token the parser found where it stopped.
package enum FoundToken: Equatable, Sendable {
    /// A symbol, a name or a number, as written.
    case token(String)
    /// A reserved word where an expression goes.
    case keyword(String)
    case stringLiteral
    case endOfLine
    case endOfScenario
}

/// What to write instead.
package enum ParsingHint: Equatable, Sendable {
    case writeGuard
    case elseOnClosingLine
    case loopOverArray
    /// `let name = …`: the local's name.
    case omitTypeAnnotation(String)
    case writeBreak
    case joinComparisons
    case declarationKinds
    case forTuple
    case forIn
    case leaveWithReturn
    case classBodyMembers
    /// `var name: Type`: whether it is a `var`, and its name.
    case annotateOrAssign(variable: Bool, name: String)
    case notificationNameExtension
    case tupleSeparator
    case casePatternForms
    case separatePatterns
    case dictionaryEntry
    case dictionaryEveryEntry
    case poundForms
    /// `let name = …` or `let name: T`
    case localDeclarationForms(String)
    case sceneForm
    case unwindTakesAction
    case segueLabels
    // After a statement that goes on (`StatementEndErrors`): what the token found does in Swift.
    case colonUses
    case braceOpensTrailingClosure
    /// The closing bracket found.
    case closesNothing(String)
    case assignmentTarget
    case optionalChainSpacing
    /// The word that starts a statement.
    case startsNewStatement(String)
    case expressionsSideBySide
    case nextStatementOnNewLine
}

extension Token {
    /// What an error says it found.
    var found: FoundToken {
        switch kind {
        case .newline: return .endOfLine
        case .end: return .endOfScenario
        case .string: return .stringLiteral
        default: return .token(text)
        }
    }
}
