/// Parsing `storyboard "Name" { … }` (StoryboardSyntax.swift). One declaration a line, each a word and
/// labelled arguments, as Interface Builder's inspectors name them.
extension Parser {
    /// At the top level: the word `storyboard` followed by a string literal.
    var startsStoryboard: Bool { current.kind == .identifier && current.text == "storyboard" && peek.kind == .string }

    mutating func parseStoryboard() throws(ScenarioError) -> StoryboardSyntax {
        let location = current.location
        advance()
        let name = current.text
        advance()
        try expectSymbol("{", .storyboardBody(name))
        var scenes: [SceneSyntax] = []
        while true {
            skipSeparators()
            if current.isSymbol("}") { advance(); break }
            guard current.kind == .identifier, current.text == "scene" else {
                throw expectedError(.sceneInStoryboard(name), hint: .sceneForm)
            }
            scenes.append(try parseScene())
        }
        return StoryboardSyntax(name: name, scenes: scenes, location: location)
    }

    private mutating func parseScene() throws(ScenarioError) -> SceneSyntax {
        let location = current.location
        advance()
        let name = try expectIdentifier(.sceneName)
        try expectSymbol(":", .sceneClassColon(scene: name))
        let classLocation = current.location
        let className = try expectIdentifier(.sceneClass)
        var scene = SceneSyntax(
            name: name, className: className, classLocation: classLocation, identifier: nil, isInitial: false,
            embeds: [], segues: [], location: location)
        while current.isSymbol(",") {
            advance()
            if current.kind == .identifier, current.text == "initial" {
                advance()
                scene.isInitial = true
            } else if current.kind == .identifier, current.text == "id", peek.isSymbol(":") {
                advance(); advance()
                scene.identifier = try expectString(.storyboardIdentifier)
            } else {
                throw expectedError(.sceneOption)
            }
        }
        guard current.isSymbol("{") else { return scene }
        advance()
        while true {
            skipSeparators()
            if current.isSymbol("}") { advance(); return scene }
            let word = current.kind == .identifier ? current.text : ""
            switch word {
            case "embed":
                advance()
                let embedLocation = current.location
                scene.embeds.append((try expectIdentifier(.embeddedSceneName), embedLocation))
            case "root", "tab":
                advance()
                let childLocation = current.location
                let child = (try expectIdentifier(.relatedSceneName), childLocation)
                if word == "root" { scene.roots.append(child) } else { scene.tabs.append(child) }
            case "segue", "unwind":
                scene.segues.append(try parseSegue(isUnwind: word == "unwind"))
            default:
                throw expectedError(.sceneLine(scene: name))
            }
        }
    }

    private mutating func parseSegue(isUnwind: Bool) throws(ScenarioError) -> SegueSyntax {
        let location = current.location
        advance()
        var segue = SegueSyntax(
            identifier: try expectString(.segueIdentifier), destination: nil, kind: nil, presentation: nil,
            action: nil, location: location)
        while current.isSymbol(",") {
            advance()
            let labelLocation = current.location
            let label = try expectIdentifier(.label)
            try expectSymbol(":", .symbolAfter(":", after: label))
            let valueLocation = current.location
            switch (label, isUnwind) {
            case ("to", false): segue.destination = (try expectIdentifier(.destinationScene), valueLocation)
            case ("kind", false): segue.kind = (try expectImplicitMember(), valueLocation)
            case ("presentation", false): segue.presentation = (try expectImplicitMember(), valueLocation)
            case ("action", true): segue.action = try expectIdentifier(.unwindActionName)
            default:
                throw ScenarioError(
                    location: labelLocation, .extraneousLabel(label), hint: isUnwind ? .unwindTakesAction : .segueLabels
                )
            }
        }
        let missing = isUnwind ? (segue.action == nil ? "action:" : nil) : (segue.destination == nil ? "to:" : nil)
        if let missing {
            throw ScenarioError(location: location, .missingArgument(missing))
        }
        return segue
    }

    private mutating func expectString(_ expected: ParsingExpectation) throws(ScenarioError) -> String {
        guard current.kind == .string else { throw expectedError(expected) }
        let text = current.text
        advance()
        return text
    }

    /// `.show`: the dot and the name.
    private mutating func expectImplicitMember() throws(ScenarioError) -> String {
        try expectSymbol(".", .implicitMemberDot)
        return try expectIdentifier(.caseName)
    }
}
