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
        try expectSymbol("{", "expected '{' to begin storyboard \"\(name)\"")
        var scenes: [SceneSyntax] = []
        while true {
            skipSeparators()
            if current.isSymbol("}") { advance(); break }
            guard current.kind == .identifier, current.text == "scene" else {
                throw ScenarioError(
                    location: current.location,
                    message: "expected 'scene' in storyboard \"\(name)\", found \(current.described)",
                    hint: "write `scene Name: ViewControllerClass, id: \"identifier\"`")
            }
            scenes.append(try parseScene())
        }
        return StoryboardSyntax(name: name, scenes: scenes, location: location)
    }

    private mutating func parseScene() throws(ScenarioError) -> SceneSyntax {
        let location = current.location
        advance()
        let name = try expectIdentifier("a scene name after 'scene'")
        try expectSymbol(":", "expected ':' and the scene's class after 'scene \(name)'")
        let classLocation = current.location
        let className = try expectIdentifier("the scene's class")
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
                scene.identifier = try expectString("the storyboard identifier")
            } else {
                throw ScenarioError(
                    location: current.location, message: "expected 'id:' or 'initial', found \(current.described)")
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
                scene.embeds.append((try expectIdentifier("the embedded scene's name"), embedLocation))
            case "root", "tab":
                advance()
                let childLocation = current.location
                let child = (try expectIdentifier("the related scene's name"), childLocation)
                if word == "root" { scene.roots.append(child) } else { scene.tabs.append(child) }
            case "segue", "unwind":
                scene.segues.append(try parseSegue(isUnwind: word == "unwind"))
            default:
                throw ScenarioError(
                    location: current.location,
                    message:
                        "expected 'segue', 'unwind', 'embed', 'root' or 'tab' in scene '\(name)', found \(current.described)"
                )
            }
        }
    }

    private mutating func parseSegue(isUnwind: Bool) throws(ScenarioError) -> SegueSyntax {
        let location = current.location
        advance()
        var segue = SegueSyntax(
            identifier: try expectString("the segue's identifier"), destination: nil, kind: nil, presentation: nil,
            action: nil, location: location)
        while current.isSymbol(",") {
            advance()
            let labelLocation = current.location
            let label = try expectIdentifier("a label")
            try expectSymbol(":", "expected ':' after '\(label)'")
            let valueLocation = current.location
            switch (label, isUnwind) {
            case ("to", false): segue.destination = (try expectIdentifier("the destination scene"), valueLocation)
            case ("kind", false): segue.kind = (try expectImplicitMember(), valueLocation)
            case ("presentation", false): segue.presentation = (try expectImplicitMember(), valueLocation)
            case ("action", true): segue.action = try expectIdentifier("the unwind action's name")
            default:
                throw ScenarioError(
                    location: labelLocation, message: "extraneous argument label '\(label):'",
                    hint: isUnwind
                        ? "an unwind segue takes `action:`" : "a segue takes `to:`, `kind:` and `presentation:`")
            }
        }
        let missing = isUnwind ? (segue.action == nil ? "action:" : nil) : (segue.destination == nil ? "to:" : nil)
        if let missing {
            throw ScenarioError(location: location, message: "missing argument for parameter '\(missing)'")
        }
        return segue
    }

    private mutating func expectString(_ what: String) throws(ScenarioError) -> String {
        guard current.kind == .string else {
            throw ScenarioError(
                location: current.location, message: "expected \(what) (a string), found \(current.described)")
        }
        let text = current.text
        advance()
        return text
    }

    /// `.show`: the dot and the name.
    private mutating func expectImplicitMember() throws(ScenarioError) -> String {
        try expectSymbol(".", "expected '.' and a case name")
        return try expectIdentifier("a case name")
    }
}
