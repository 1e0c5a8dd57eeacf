/// Top-level declarations as an app's source file writes them: `import` lines, attributes and modifiers,
/// classes (a UIKit subclass is a scenario class; any other class, `struct`, `enum` and `protocol` is an
/// app type whose values are opaque), and `extension`s of scenario classes, merged into the class.
extension Parser {
    /// What the top level declared so far.
    struct Declarations {
        var classes: [ClassSyntax] = []
        var extensions: [ClassSyntax] = []
        var appTypes: [String] = []
        var notificationNames: [NotificationNameSyntax] = []

        /// The classes with the members of their extensions; an extension of a type the scenario does not
        /// declare as a class (`extension UIColor`, a protocol's) adds nothing the model runs.
        var mergedClasses: [ClassSyntax] {
            var merged = classes
            for addition in extensions {
                guard let index = merged.firstIndex(where: { $0.name == addition.name }) else { continue }
                merged[index].methods += addition.methods
                merged[index].properties += addition.properties
                merged[index].computedProperties += addition.computedProperties
                merged[index].protocols += addition.protocols
            }
            return merged
        }
    }

    /// The words that can start a declaration line (after its attributes and modifiers).
    private static let declarationKeywords: Set<String> = [
        "class", "struct", "enum", "protocol", "extension", "import", "typealias", "actor",
    ]

    /// Whether the current line is a declaration: an attribute, a modifier or a declaration keyword first.
    var startsDeclaration: Bool {
        if current.isSymbol("@") { return true }
        guard current.kind == .identifier else { return false }
        if current.isKeyword("class") { return true }
        if Parser.declarationKeywords.contains(current.text) { return peek.kind == .identifier }
        return Parser.declarationModifiers.contains(current.text) && peek.kind == .identifier
    }

    /// One top-level declaration; `@objc`, `final`, `public`… before it are read and dropped.
    mutating func parseDeclaration(into declarations: inout Declarations) throws(ScenarioError) {
        let modifiers = try skipAttributesAndModifiers()
        let location = current.location
        switch current.text {
        case "import":
            while current.kind != .newline && current.kind != .end { advance() }
        case "class" where current.isReservedWord:
            let declaration = try parseClass(location: location)
            if declaration.superclass.isEmpty {
                declarations.appTypes.append(declaration.name)
            } else {
                declarations.classes.append(declaration)
            }
        case "extension":
            if peek.text == "Notification" || peek.text == "NSNotification" {
                declarations.notificationNames += try parseNotificationNameExtension()
            } else {
                advance()
                declarations.extensions.append(try parseClassBody(name: parseTypeName(), location: location))
            }
        case "struct", "enum", "protocol", "actor", "typealias":
            let keyword = current.text
            advance()
            declarations.appTypes.append(try expectIdentifier(.typeNameAfter(keyword)))
            try skipDeclarationRest()
        case "let", "var":
            _ = modifiers // a top-level `private let`: a statement, read by the caller
        default:
            throw expectedError(.declaration, hint: .declarationKinds)
        }
    }

    /// `Name`, `Name.Inner`, `Name<T>`: a type's name as an extension names it.
    private mutating func parseTypeName() throws(ScenarioError) -> String {
        var name = try expectIdentifier(.typeName)
        while current.isSymbol(".") {
            advance()
            name += "." + (try expectIdentifier(.typeNameAfter(".")))
        }
        return name
    }

    /// The rest of a declaration the model does not run: up to the end of its line, and through its
    /// `{ … }` body when it has one.
    mutating func skipDeclarationRest() throws(ScenarioError) {
        let start = current.location
        var depth = 0
        while current.kind != .end {
            if current.isSymbol("{") { depth += 1 }
            if current.isSymbol("}") {
                if depth == 0 { return } // the enclosing body's end
                depth -= 1
                if depth == 0 { advance(); return }
            }
            if current.kind == .newline, depth == 0 { return }
            position += 1
        }
        if depth > 0 { throw ScenarioError(location: start, expected: .skippedDeclarationEnd) }
    }

    // MARK: - Classes

    /// `class Name: Base, Protocol { members }` (`location` is where its modifiers began). A class without
    /// a superclass is an app type (`superclass` empty).
    mutating func parseClass(location: SourceLocation) throws(ScenarioError) -> ClassSyntax {
        advance()
        let name = try expectIdentifier(.className)
        if current.isSymbol("<") { try skipGenericParameters() }
        guard current.isSymbol(":") else {
            try skipDeclarationRest()
            return ClassSyntax(
                name: name, superclass: "", methods: [], location: location, superclassLocation: location)
        }
        var declaration = try parseClassBody(name: name, location: location)
        let superclass = declaration.protocols.isEmpty ? "" : declaration.protocols.removeFirst()
        declaration.superclass = superclass
        if Parser.isProtocolOnly(superclass) { // `class Store: ObservableObject`: no class it inherits from
            return ClassSyntax(
                name: name, superclass: "", methods: [], location: location, superclassLocation: location)
        }
        return declaration
    }

    /// Names that are protocols, not a superclass, when they come first in an app class's list.
    private static func isProtocolOnly(_ name: String) -> Bool {
        name == "ObservableObject" || name == "Codable" || name == "Equatable" || name == "Hashable"
    }

    /// `<T: Decodable>` after a type or method name: skipped.
    mutating func skipGenericParameters() throws(ScenarioError) {
        var depth = 0
        repeat {
            if current.isSymbol("<") { depth += 1 }
            if current.isSymbol(">") { depth -= 1 }
            if current.kind == .end { throw ScenarioError(location: current.location, expected: .symbol(">")) }
            advance()
        } while depth > 0
    }

    /// `: Inherited, Protocols { members }` after a class's or an extension's name; every inherited name is
    /// in `protocols` (the class takes the first as its superclass).
    private mutating func parseClassBody(name: String, location: SourceLocation) throws(ScenarioError) -> ClassSyntax {
        var inherited: [String] = []
        var inheritanceLocation = current.location
        if current.isSymbol(":") {
            advance()
            inheritanceLocation = current.location
            inherited.append(try parseTypeName())
            while current.isSymbol(",") {
                advance()
                inherited.append(try parseTypeName())
            }
        }
        if current.kind == .identifier, current.text == "where" { // `extension X where Self: …`
            while !current.isSymbol("{"), current.kind != .end, current.kind != .newline { advance() }
        }
        try expectSymbol("{", .declarationBody(name))
        var declaration = ClassSyntax(
            name: name, superclass: "", methods: [], location: location, superclassLocation: inheritanceLocation,
            protocols: inherited)
        while true {
            skipSeparators()
            if current.isSymbol("}") { advance(); break }
            if current.kind == .end {
                throw ScenarioError(location: location, expected: .declarationEnd(name))
            }
            if errors.count >= InputLimits.errorsReported { break }
            let start = position
            do throws(ScenarioError) {
                try parseMember(into: &declaration)
                declaration.methods += localFunctions
                localFunctions = []
            } catch {
                errors.append(error)
                skipItem(from: start)
            }
        }
        return declaration
    }
}
