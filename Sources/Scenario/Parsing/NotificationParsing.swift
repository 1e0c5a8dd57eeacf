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
        let typeName = try expectIdentifier(.typeAfter("extension"))
        var member: String?
        if current.isSymbol(".") {
            advance()
            member = try expectIdentifier(.notificationNameMember(type: typeName))
        }
        guard member == "Name", typeName == "Notification" || typeName == "NSNotification" else {
            throw ScenarioError(location: location, .onlyNotificationNameExtension, hint: .notificationNameExtension)
        }
        try expectSymbol("{", .symbolAfter("{", after: "extension \(typeName).Name"))
        var names: [NotificationNameSyntax] = []
        while true {
            skipSeparators()
            if current.isSymbol("}") { advance(); return names }
            let memberLocation = current.location
            guard current.kind == .identifier, current.text == "static", peek.isKeyword("let") else {
                throw expectedError(.notificationStaticLet)
            }
            advance(); advance()
            let name = try expectIdentifier(.nameAfter("static let"))
            try expectSymbol("=", .symbolAfter("=", after: name))
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
        var name = try expectIdentifier(.selectorMethodName)
        while current.isSymbol(".") {
            advance()
            nameLocation = current.location
            name = try expectIdentifier(.methodNameAfterDot)
        }
        if current.isSymbol("(") {
            // The argument labels: `(_:)`, `(_:object:)`.
            advance()
            while !current.isSymbol(")") {
                guard current.kind == .identifier || current.isSymbol(":") else {
                    throw ScenarioError(location: current.location, expected: .selectorLabels)
                }
                advance()
            }
            advance()
        }
        guard current.isSymbol(")") else {
            throw ScenarioError(location: open, expected: .closing(")", toMatch: "("))
        }
        advance()
        return .call(
            callee: .name("#selector", location),
            arguments: [ArgumentSyntax(label: nil, value: .name(name, nameLocation), location: nameLocation)],
            trailingClosure: nil, location: location)
    }
}
