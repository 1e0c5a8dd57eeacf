/// The members of a class or extension body: stored, lazy, observed and computed properties, methods,
/// initialisers and `deinit`, each after any attributes (`@IBOutlet`, `@objc` on its own line,
/// `@available(…)`) and modifiers (`private(set)`, `override open`, `static`). Nested types are skipped.
extension Parser {
    /// What the attributes and modifiers before a declaration said.
    struct Modifiers {
        var isOutlet = false
        var isAction = false
        var isOverride = false
        /// `static` or `class` members belong to the type, which the model does not run.
        var isStatic = false
        var isLazy = false
    }

    /// Built once: this is asked before every statement.
    static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "final", "weak", "unowned", "lazy", "dynamic",
        "static", "required", "convenience", "nonisolated", "mutating", "optional", "indirect",
    ]

    /// Reads attributes and modifiers up to the declaration keyword; attributes may stand on lines of
    /// their own and take arguments (`@objc(refresh:)`, `@available(iOS 13, *)`).
    mutating func skipAttributesAndModifiers() throws(ScenarioError) -> Modifiers {
        var modifiers = Modifiers()
        while true {
            if current.isSymbol("@") {
                advance()
                let attribute = try expectIdentifier(.attributeName)
                if attribute == "IBOutlet" { modifiers.isOutlet = true }
                if attribute == "IBAction" { modifiers.isAction = true }
                if current.isSymbol("("), current.location.line == previousLine { try skipParenthesised() }
                skipNewlines()
            } else if current.kind == .identifier, !current.isReservedWord,
                Parser.declarationModifiers.contains(current.text),
                peek.kind == .identifier || peek.isSymbol("(")
            {
                if current.text == "static" { modifiers.isStatic = true }
                if current.text == "lazy" { modifiers.isLazy = true }
                advance()
                if current.isSymbol("(") { try skipParenthesised() } // `private(set)`
            } else if current.isKeyword("override"), peek.kind == .identifier {
                modifiers.isOverride = true
                advance()
            } else if current.isKeyword("class"), peek.isKeyword("func") || peek.isKeyword("var") {
                modifiers.isStatic = true
                advance()
            } else {
                return modifiers
            }
        }
    }

    /// `( … )` with whatever it holds.
    mutating func skipParenthesised() throws(ScenarioError) {
        let open = current.location
        var depth = 0
        repeat {
            if current.isSymbol("(") { depth += 1 }
            if current.isSymbol(")") { depth -= 1 }
            if current.kind == .end { throw ScenarioError(location: open, expected: .closing(")", toMatch: "(")) }
            position += 1
        } while depth > 0
    }

    /// One member of a class or extension body.
    mutating func parseMember(into declaration: inout ClassSyntax) throws(ScenarioError) {
        let location = current.location
        let modifiers = try skipAttributesAndModifiers()
        if current.isKeyword("let") || current.isKeyword("var") {
            let (stored, computed) = try parseProperty(modifiers: modifiers, location: location)
            guard !modifiers.isStatic else { return }
            if let stored { declaration.properties.append(stored) }
            if let computed { declaration.computedProperties.append(computed) }
        } else if current.isKeyword("func") || current.isKeyword("deinit")
            || (current.kind == .identifier && current.text == "init")
        {
            var method = try parseMethod(isOverride: modifiers.isOverride, location: location)
            guard !modifiers.isStatic else { return }
            // Only an `@IBAction` that takes the segue is an unwind action; others are button actions.
            method.isAction = modifiers.isAction && method.firstParameterType?.hasPrefix("UIStoryboardSegue") == true
            declaration.methods.append(method)
        } else if current.isKeyword("class") || current.isKeyword("case")
            || (current.kind == .identifier
                && ["struct", "enum", "protocol", "typealias", "extension", "subscript", "actor"].contains(current.text))
        {
            try skipDeclarationRest() // a nested type, an enum's case, a subscript: nothing the model runs
        } else {
            throw expectedError(.memberDeclaration(in: declaration.name), hint: .classBodyMembers)
        }
    }

    // MARK: - Properties

    /// `let name = value`, `var name: Type`, `var name: Type = value`, `lazy var name = …`, `var name = value
    /// { didSet { … } }`, or a computed `var name: Type { … }` (the second result).
    private mutating func parseProperty(modifiers: Modifiers, location: SourceLocation) throws(ScenarioError)
        -> (PropertySyntax?, ComputedPropertySyntax?)
    {
        let isVariable = current.text == "var"
        advance()
        let name = try expectIdentifier(.propertyName)
        var typeName: String?
        if current.isSymbol(":") {
            advance()
            typeName = try parsePropertyType()
        }
        var initialValue: ExprSyntax?
        if current.isSymbol("=") {
            advance()
            initialValue = try parseExpression()
        }
        var property = PropertySyntax(
            name: name, isVariable: isVariable, isOutlet: modifiers.isOutlet, typeName: typeName,
            initialValue: initialValue, location: location, isLazy: modifiers.isLazy)
        if current.isSymbol("{") {
            let open = current.location
            advance()
            skipSeparators()
            if current.kind == .identifier, ["didSet", "willSet", "get", "set"].contains(current.text) {
                var hasSetter = false
                let getter = try parseAccessors(into: &property, openedAt: open, hasSetter: &hasSetter)
                if let getter {
                    var computed = computedProperty(name, getter, modifiers, location)
                    computed.hasSetter = hasSetter
                    return (nil, computed)
                }
            } else {
                let getter = try parseBlockBody(openedAt: open)
                return (nil, computedProperty(name, getter, modifiers, location))
            }
        }
        if typeName == nil, initialValue == nil {
            throw ScenarioError(
                location: current.location, .typeAnnotationMissing,
                hint: .annotateOrAssign(variable: isVariable, name: name))
        }
        return (property, nil)
    }

    private func computedProperty(
        _ name: String, _ getter: [StatementSyntax], _ modifiers: Modifiers, _ location: SourceLocation
    ) -> ComputedPropertySyntax {
        // An override's value is its one expression (`{ false }`, `{ return .portrait }`).
        var value = ExprSyntax.nilLiteral(location)
        if getter.count == 1 {
            switch getter[0] {
            case .expression(let expression): value = expression
            case .controlFlow(.returnStatement(let returned?, _)): value = returned
            default: break
            }
        }
        return ComputedPropertySyntax(
            name: name, isOverride: modifiers.isOverride, value: value, location: location, getter: getter)
    }

    /// `get { … } set { … }`, `willSet { … } didSet { … }` (a parameter name such as `didSet(old)` names
    /// the observer's value); returns the getter of a computed property.
    private mutating func parseAccessors(
        into property: inout PropertySyntax, openedAt open: SourceLocation, hasSetter: inout Bool
    ) throws(ScenarioError) -> [StatementSyntax]? {
        var getter: [StatementSyntax]?
        while true {
            skipSeparators()
            if current.isSymbol("}") { advance(); return getter }
            guard current.kind == .identifier, ["didSet", "willSet", "get", "set"].contains(current.text) else {
                throw expectedError(.accessor)
            }
            let accessor = current.text
            advance()
            var parameter: String?
            if current.isSymbol("(") {
                if peek.kind == .identifier { parameter = peek.text }
                try skipParenthesised()
            }
            let body = try parseBlock()
            switch accessor {
            case "didSet":
                property.didSet = body
                if let parameter { property.didSetName = parameter }
            case "willSet":
                property.willSet = body
                if let parameter { property.willSetName = parameter }
            case "get": getter = body
            default: hasSetter = true // a setter of a computed property: app code the model does not run
            }
            if current.kind == .end { throw ScenarioError(location: open, expected: .closing("}", toMatch: "{")) }
        }
    }

    /// A property type as written: `UILabel!`, `(() -> Void)?`, `[String]`, `Int`.
    mutating func parsePropertyType() throws(ScenarioError) -> String {
        var text = ""
        var depth = 0
        let start = current.location
        while true {
            let token = current
            if token.kind == .end
                || (depth == 0
                    && (token.kind == .newline || token.isSymbol("=") || token.isSymbol(";")
                        || token.isSymbol("{") || token.isSymbol("}")))
            {
                break
            }
            if token.isSymbol("(") || token.isSymbol("[") { depth += 1 }
            if token.isSymbol(")") || token.isSymbol("]") { depth -= 1 }
            // Words are spaced (`any UIViewControllerTransitionCoordinator`), except after an opening bracket
            // or a dot; symbols are not.
            let joined =
                token.kind == .symbol || text.isEmpty || text.hasSuffix("(") || text.hasSuffix("[")
                || text.hasSuffix(".")
                || text.hasSuffix("<")
            text += joined ? token.text : " " + token.text
            position += 1
        }
        guard !text.isEmpty else {
            throw ScenarioError(location: start, .expected(.type, found: current.found))
        }
        return text
    }

    // MARK: - Methods

    /// A method's block, with `#function` standing for `swiftName` inside it.
    private mutating func parseMethodBody(named swiftName: String) throws(ScenarioError) -> [StatementSyntax] {
        let outer = enclosingFunction
        enclosingFunction = swiftName
        defer { enclosingFunction = outer }
        return try parseBlock()
    }

    /// `func name(label name: Type = default, …) async throws -> Result { … }`, `init(…)`, `init?(coder:)`,
    /// `deinit { … }`.
    mutating func parseMethod(isOverride: Bool, location: SourceLocation) throws(ScenarioError)
        -> MethodSyntax
    {
        if current.isKeyword("deinit") {
            advance()
            return MethodSyntax(
                isOverride: false, swiftName: "deinit", body: try parseMethodBody(named: "deinit"), location: location)
        }
        let isInitialiser = current.text == "init"
        advance()
        let name: String
        if isInitialiser {
            name = "init"
            if current.isSymbol("?") || current.isSymbol("!") { advance() }
        } else {
            name = try expectIdentifier(.methodNameAfterFunc)
        }
        if current.isSymbol("<") { try skipGenericParameters() }
        try expectSymbol("(", .symbolAfter("(", after: name))
        var labels: [String] = []
        var parameterNames: [String] = []
        var types: [String] = []
        skipNewlines() // a long parameter list wraps, as in `presentationController(forPresented:…)`
        while !current.isSymbol(")") {
            let label = try expectIdentifier(.parameter)
            labels.append(label)
            var internalName = label
            if current.kind == .identifier {
                internalName = current.text
                advance()
            }
            parameterNames.append(internalName)
            try expectSymbol(":", .parameterTypeColon(parameter: label))
            let type = try skipParameterType()
            types.append(type)
            if current.isSymbol(",") {
                advance()
                skipNewlines()
            } else if !current.isSymbol(")") {
                throw ScenarioError(location: current.location, expected: .parameterSeparator)
            }
        }
        advance()
        // `async`, `throws`, `-> Bool` (`shouldPerformSegue`: the body's `return` gives the value),
        // `-> UIPresentationController?` (CustomPresentationClasses reads its `return`), `where …`.
        var returnType: String?
        while !current.isSymbol("{"), current.kind != .end, current.kind != .newline {
            if current.isSymbol("->") {
                advance()
                returnType = try parsePropertyType()
                continue
            }
            if current.isSymbol("(") || current.isSymbol("[") {
                try skipBracketed()
            } else {
                advance()
            }
        }
        let swiftName = "\(name)(" + labels.map { "\($0):" }.joined() + ")"
        // `init(coder:)` is `required`, which Swift accepts in place of `override`.
        let overrides = isOverride || swiftName == "init(coder:)"
        var method = MethodSyntax(
            isOverride: overrides, swiftName: swiftName, body: try parseMethodBody(named: swiftName), location: location
        )
        method.parameterNames = parameterNames
        method.parameterTypes = types
        method.returnType = returnType
        return method
    }

    /// A parameter's type and default value, up to the `,` or `)` that ends it: `Bool`, `@escaping
    /// (Result<[Article], Error>) -> Void`, `Int = 1`. Returns the type's first word, with a `?` when the
    /// type is optional (`keyPath: String?`: `if let` unwraps it).
    private mutating func skipParameterType() throws(ScenarioError) -> String {
        var first: String?
        var isOptional = false, inDefault = false
        while !current.isSymbol(","), !current.isSymbol(")") {
            if current.kind == .end { throw ScenarioError(location: current.location, expected: .symbol(")")) }
            if first == nil, current.kind == .identifier, current.text != "any", current.text != "inout" {
                first = current.text
            }
            if current.isSymbol("=") { inDefault = true }
            if !inDefault { isOptional = current.isSymbol("?") }
            if current.isSymbol("(") || current.isSymbol("[") || current.isSymbol("<") {
                try skipBracketed()
            } else {
                advance()
            }
        }
        guard let first else { return "" }
        return isOptional ? first + "?" : first
    }

    /// `( … )`, `[ … ]` or `< … >` with whatever it holds (the kind of bracket that opened it closes it).
    mutating func skipBracketed() throws(ScenarioError) {
        let open = current
        let close: UInt8 =
            open.isSymbol("(") ? UInt8(ascii: ")") : open.isSymbol("[") ? UInt8(ascii: "]") : UInt8(ascii: ">")
        var depth = 0
        repeat {
            if current.symbol == open.symbol { depth += 1 }
            if current.symbol == close { depth -= 1 }
            if current.kind == .end {
                throw ScenarioError(location: open.location, expected: .closingBracketForThisOne)
            }
            position += 1
        } while depth > 0
    }
}
