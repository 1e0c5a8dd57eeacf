/// `static let dataDidChange = Notification.Name("dataDidChange")` in an `extension Notification.Name`.
struct NotificationNameSyntax {
    var name: String
    var value: ExprSyntax
    var location: SourceLocation
}

extension Parser {
    /// `extension Notification.Name { static let x = Notification.Name("x") … }` at the top level: the
    /// only extension a scenario declares (names for the notifications it posts).
    mutating func parseNotificationNameExtension() throws(ScenarioError) -> [NotificationNameSyntax] {
        let location = current.location
        advance()
        let typeName = try expectIdentifier("a type after 'extension'")
        var member: String?
        if current.isSymbol(".") {
            advance()
            member = try expectIdentifier("'Name' after '\(typeName).'")
        }
        guard member == "Name", typeName == "Notification" || typeName == "NSNotification" else {
            throw ScenarioError(
                location: location, message: "a scenario can only extend Notification.Name",
                hint:
                    "`extension Notification.Name { static let dataDidChange = Notification.Name(\"dataDidChange\") }`")
        }
        try expectSymbol("{", "expected '{' after 'extension \(typeName).Name'")
        var names: [NotificationNameSyntax] = []
        while true {
            skipSeparators()
            if current.isSymbol("}") { advance(); return names }
            let memberLocation = current.location
            guard current.kind == .identifier, current.text == "static", peek.isKeyword("let") else {
                throw ScenarioError(
                    location: current.location,
                    message: "expected 'static let' in an extension of Notification.Name, found \(current.described)")
            }
            advance(); advance()
            let name = try expectIdentifier("a name after 'static let'")
            try expectSymbol("=", "expected '=' after '\(name)'")
            let value = try parseExpression()
            names.append(NotificationNameSyntax(name: name, value: value, location: memberLocation))
        }
    }
}

extension Parser {
    /// `#selector(refresh)`, `#selector(Self.refresh)`, `#selector(appDidBecomeActive(_:))`: a call of
    /// `#selector` with the method's base name, which is all the checker needs (a Swift compound name's
    /// labels are not an expression the parser reads elsewhere).
    mutating func parseSelector(at location: SourceLocation) throws(ScenarioError) -> ExprSyntax {
        let open = current.location
        advance()
        var nameLocation = current.location
        var name = try expectIdentifier("a method name in #selector(…)")
        while current.isSymbol(".") {
            advance()
            nameLocation = current.location
            name = try expectIdentifier("a method name after '.'")
        }
        if current.isSymbol("(") {
            // The argument labels: `(_:)`, `(_:object:)`.
            advance()
            while !current.isSymbol(")") {
                guard current.kind == .identifier || current.isSymbol(":") else {
                    throw ScenarioError(
                        location: current.location, message: "expected argument labels such as `(_:)` in #selector")
                }
                advance()
            }
            advance()
        }
        guard current.isSymbol(")") else {
            throw ScenarioError(location: open, message: "expected ')' to match this '('")
        }
        advance()
        return .call(
            callee: .name("#selector", location),
            arguments: [ArgumentSyntax(label: nil, value: .name(name, nameLocation), location: nameLocation)],
            trailingClosure: nil, location: location)
    }
}
