import LifecycleModel

/// Storyboards: the `storyboard "Main" { … }` declarations become the model's `Storyboard`s; a
/// scenario class's `@IBOutlet`s and `@IBAction` unwind actions are recorded on its definition; and
/// `storyboard.instantiateViewController(withIdentifier:)`/`instantiateInitialViewController()` and
/// `UIStoryboard(name:bundle:)` resolve to a declared scene. Errors use UIKit's own wording where
/// UIKit raises one at run time (a missing identifier, a missing storyboard).
extension Checker {
    mutating func declareStoryboards(_ declarations: [StoryboardSyntax]) throws(ScenarioError) {
        for declaration in declarations {
            if storyboards.contains(where: { $0.name == declaration.name }) {
                throw ScenarioError(
                    location: declaration.location,
                    .storyboardRedeclared(declaration.name))
            }
            storyboards.append(try storyboard(from: declaration))
        }
    }

    private func storyboard(from declaration: StoryboardSyntax) throws(ScenarioError) -> Storyboard {
        let names = declaration.scenes.map { $0.name }
        func index(of name: String, at location: SourceLocation) throws(ScenarioError) -> Int {
            guard let index = names.firstIndex(of: name) else {
                throw ScenarioError(
                    location: location, .noScene(storyboard: declaration.name, scene: name),
                    hint: Suggestions.didYouMean(name, in: names.map { ($0, $0) }))
            }
            return index
        }
        var scenes: [StoryboardScene] = []
        for (position, scene) in declaration.scenes.enumerated() {
            if names[..<position].contains(scene.name) {
                throw ScenarioError(location: scene.location, .sceneRedeclared(scene.name))
            }
            if let identifier = scene.identifier,
                declaration.scenes[..<position].contains(where: { $0.identifier == identifier })
            {
                throw ScenarioError(
                    location: scene.location, .storyboardIdentifierUsedTwice(identifier))
            }
            let definition = classes[scene.className]
            let base = definition?.base ?? Checker.uikitType(scene.className)
            guard let base, Checker.sceneKinds.contains(base) else {
                guard base != nil else {
                    throw ScenarioError(
                        location: scene.classLocation, .swift(.cannotFindTypeInScope(scene.className)),
                        hint: Suggestions.didYouMean(
                            scene.className,
                            in: (classes.names + Checker.sceneKinds.map { $0.rawValue }).map { ($0, $0) }))
                }
                throw ScenarioError(location: scene.classLocation, .sceneClassNotController(scene.className))
            }
            let relationship = try self.relationship(of: scene, kind: base, index: index)
            var embeds: [Int] = []
            for embed in scene.embeds { embeds.append(try index(of: embed.name, at: embed.location)) }
            var segues: [StoryboardSegue] = []
            for segue in scene.segues {
                if segues.contains(where: { $0.identifier == segue.identifier }) {
                    throw ScenarioError(
                        location: segue.location,
                        .segueIdentifierUsedTwice(segue.identifier, scene: scene.name))
                }
                segues.append(StoryboardSegue(identifier: segue.identifier, kind: try kind(of: segue, index: index)))
            }
            scenes.append(
                StoryboardScene(
                    name: scene.name, definition: definition, kind: base, relationship: relationship,
                    identifier: scene.identifier,
                    isInitial: scene.isInitial, embeds: embeds, segues: segues))
        }
        try rejectEmbedCycles(in: scenes, declaration: declaration)
        try checkRelationships(of: scenes, declaration: declaration)
        if scenes.filter({ $0.isInitial }).count > 1,
            let second = declaration.scenes.filter({ $0.isInitial }).dropFirst().first
        {
            throw ScenarioError(location: second.location, .severalInitialScenes)
        }
        return Storyboard(name: declaration.name, scenes: scenes)
    }

    /// A scene that embeds itself, directly or through others, would load forever: UIKit's embed segue
    /// makes a new child each time the container's view loads.
    private func rejectEmbedCycles(in scenes: [StoryboardScene], declaration: StoryboardSyntax) throws(ScenarioError) {
        for start in scenes.indices where Checker.leadsBack(to: start, in: scenes, through: { $0.embeds }) {
            let scene = declaration.scenes[start]
            throw ScenarioError(
                location: scene.location,
                .sceneEmbedsItself(scene.name), hint: .embedMakesNewChild)
        }
    }

    /// Whether following `next` from the scene at `start`, directly or through others, comes back to it.
    static func leadsBack(
        to start: Int, in scenes: [StoryboardScene], through next: (StoryboardScene) -> [Int]
    ) -> Bool {
        var seen: Set<Int> = []
        var pending = next(scenes[start])
        while let index = pending.popLast() {
            if index == start { return true }
            if seen.insert(index).inserted { pending += next(scenes[index]) }
        }
        return false
    }

    private func kind(
        of segue: SegueSyntax, index: (String, SourceLocation) throws(ScenarioError) -> Int
    ) throws(ScenarioError) -> SegueKind {
        if let action = segue.action { return .unwind(action: action) }
        guard let (destinationName, destinationLocation) = segue.destination else {
            throw ScenarioError(location: segue.location, ParsingMessage.missingArgument("to:"))
        }
        let destination = try index(destinationName, destinationLocation)
        let kinds = ["show", "showDetail", "presentModally", "popover"]
        let (kindName, kindLocation) = segue.kind ?? ("show", segue.location)
        if let (styleName, styleLocation) = segue.presentation {
            guard kindName == "presentModally" else {
                throw ScenarioError(
                    location: styleLocation, .presentationOnlyForModalSegue)
            }
            guard let style = PresentationStyle(rawValue: styleName) else {
                throw ScenarioError(
                    location: styleLocation,
                    .swift(.typeHasNoMember(type: "UIModalPresentationStyle", member: styleName)),
                    hint: Suggestions.didYouMean(
                        styleName, in: PresentationStyle.allCases.map { ($0.rawValue, $0.rawValue) }))
            }
            return .presentModally(destination: destination, style: style)
        }
        switch kindName {
        case "show": return .show(destination: destination)
        case "showDetail": return .showDetail(destination: destination)
        case "presentModally": return .presentModally(destination: destination, style: nil)
        case "popover": return .popover(destination: destination)
        default:
            throw ScenarioError(
                location: kindLocation, .unknownSegueKind(kindName),
                hint: Suggestions.didYouMean(kindName, in: kinds.map { ($0, ".\($0)") }))
        }
    }

    /// `@IBOutlet`s (the views a nib decodes) and `@IBAction` unwind actions of every class. An action
    /// is also a helper method (`declareHelpers` gave its body an index): the model runs it as the
    /// callback `unwindAction` when an unwind segue picks the class.
    mutating func declareInterfaceBuilderMembers(of declarations: [ClassSyntax]) throws(ScenarioError) {
        for declaration in declarations {
            guard let definition = classes[declaration.name] else { continue }
            for property in declaration.properties where property.isOutlet {
                var className = property.typeName ?? "UIView"
                while className.hasSuffix("!") || className.hasSuffix("?") { className.removeLast() }
                definition.outlets.append((property.name, className))
            }
            for method in declaration.methods where method.isAction && method.swiftName.hasSuffix("(_:)") {
                let baseName = String(method.swiftName.prefix { $0 != "(" })
                guard let bodyIndex = classHelpers[declaration.name]?[baseName] else { continue }
                if definition.override(of: .unwindAction) != nil {
                    throw ScenarioError(
                        location: method.location, .oneUnwindActionPerClass,
                        hint: .keepOneUnwindAction(declaration.name))
                }
                definition.unwindActions.insert(baseName)
                definition.addOverride(
                    OverrideDefinition(
                        callback: .unwindAction, callsSuper: false, bodyIndex: bodyIndex,
                        line: method.location.line, column: method.location.column))
            }
        }
    }

    /// `segue.identifier`, `segue.source`, `segue.destination` in `prepare(for:sender:)` or an unwind action.
    func checkSegueMember(base: ExprSyntax, name: String, location: SourceLocation) throws(ScenarioError) -> (
        CheckedExpr, ValueType
    )? {
        guard case .name("segue", _) = base, lookup("segue") == nil,
            let callback = context?.callback, callback == .prepareForSegue || callback == .unwindAction
        else { return nil }
        guard let member = SegueMember(rawValue: name) else {
            throw ScenarioError(
                location: location, .segueHasNoMember(name),
                hint: Suggestions.didYouMean(name, in: SegueMember.allCases.map { ($0.rawValue, $0.rawValue) }))
        }
        return (.segueMember(member), member == .identifier ? .string : .anyController)
    }

    /// A scene's name used as a value: the controller last made from it.
    func sceneInstance(named name: String) -> (CheckedExpr, ValueType)? {
        for storyboard in storyboards {
            guard let index = storyboard.scene(named: name) else { continue }
            let scene = SceneReference(storyboard: storyboard, index: index)
            return (.sceneInstance(scene), Checker.valueType(of: scene.scene))
        }
        return nil
    }

    /// The storyboard a factory call is made on: the builtin `storyboard` (the one declared; none: an
    /// undeclared storyboard whose scenes are plain controllers) or `UIStoryboard(name: "Main", bundle: nil)`.
    /// `.some(nil)`: the builtin with nothing declared; nil: not a storyboard expression.
    func storyboardReceiver(_ base: ExprSyntax) throws(ScenarioError) -> Storyboard?? {
        switch base {
        case .name("storyboard", let location) where lookup("storyboard") == nil:
            guard storyboards.count <= 1 else {
                throw ScenarioError(
                    location: location, .severalStoryboards, hint: .nameOneStoryboard(storyboards[0].name))
            }
            return .some(storyboards.first)
        case .call(.name("UIStoryboard", _), let arguments, nil, let location):
            guard arguments.map({ $0.label }) == ["name", "bundle"],
                case .string(let name, let nameLocation) = arguments[0].value
            else {
                throw ScenarioError(location: location, .storyboardInitialiser)
            }
            guard case .nilLiteral = arguments[1].value else {
                throw ScenarioError(
                    location: arguments[1].location, .mainBundleOnly, hint: .passNilBundle)
            }
            guard let storyboard = storyboards.first(where: { $0.name == name }) else {
                // UIKit raises NSInvalidArgumentException with this text.
                throw ScenarioError(
                    location: nameLocation, .storyboardNotFound(name),
                    hint: Suggestions.didYouMean(name, in: storyboards.map { ($0.name, $0.name) }))
            }
            return .some(storyboard)
        default:
            return nil
        }
    }

    /// The scene an instantiate call names, and what the call makes.
    func instantiation(
        of storyboard: Storyboard, identifier: String?, at location: SourceLocation, bindingName: String?
    ) throws(ScenarioError) -> (CheckedExpr, ValueType) {
        let index: Int
        if let identifier {
            guard let found = storyboard.scene(withIdentifier: identifier) else {
                // UIKit raises NSInvalidArgumentException with this text.
                throw ScenarioError(
                    location: location, .noSceneWithIdentifier(storyboard: storyboard.name, identifier: identifier),
                    hint: Suggestions.didYouMean(
                        identifier, in: storyboard.scenes.compactMap { $0.identifier }.map { ($0, $0) }))
            }
            index = found
        } else {
            guard let initial = storyboard.initialScene else {
                throw ScenarioError(
                    location: location, .noInitialScene(storyboard: storyboard.name), hint: .markInitialScene)
            }
            index = initial
        }
        let scene = SceneReference(storyboard: storyboard, index: index)
        return (.instantiateScene(name: bindingName, scene: scene), Checker.valueType(of: scene.scene))
    }
}

/// What a scenario reads of the `UIStoryboardSegue` in `prepare(for:sender:)` and unwind actions.
enum SegueMember: String, CaseIterable {
    case identifier, source, destination
}
