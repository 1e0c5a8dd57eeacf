import LifecycleModel

/// A file of classes with no top-level code, followed by the top-level statements that take its
/// controller through a journey: the scenario `lifeline trace File.swift` runs. The file's lines keep
/// their numbers (the journey's statements come after its last line), so an error or a trace row in
/// the file's code names the line the user wrote.
public struct JourneyScript: Sendable {
    /// One stretch of the journey and the lines of `source` that say it.
    public struct Stretch: Sendable, Equatable {
        public var step: JourneyStep
        public var lines: ClosedRange<Int>
        /// Why the stretch does nothing for this controller (a tab bar controller has nothing to push on).
        public var skipped: JourneySkip?
    }

    /// The file, then the journey.
    public var source: String
    /// The class the journey runs and the name its instance has in the trace.
    public var controller: String
    public var objectName: String
    public var fileLineCount: Int
    public var stretches: [Stretch]
    /// The callbacks each class of the file implements (its own and its in-file superclasses'), so that
    /// the rows where the file's code ran can be marked.
    var implemented: [(className: String, callbacks: [String])]

    /// A file `lifeline trace` takes through a journey: it reads as a scenario, declares classes and has
    /// no top-level statements. A file that does not read gives false (the run reports its error).
    public static func wantsJourney(_ source: String) -> Bool {
        guard let syntax = try? Parser.parse(source) else { return false }
        return syntax.statements.isEmpty && !syntax.classes.isEmpty && syntax.storyboards.isEmpty
    }

    /// The file's controller (`requested`, or the one `ControllerPicking` finds) taken through `journey`.
    public init(file source: String, journey: Journey, controller requested: String? = nil) throws(ScenarioError) {
        let syntax = try Parser.parse(source)
        if let first = syntax.statements.first {
            throw ScenarioError(
                location: first.location, .journey(.topLevelCode), hint: .journey(.removeTopLevelCode))
        }
        let picked = try ControllerPicking.pick(in: syntax, source: source, requested: requested)
        var names = FreshNames(source: source)
        let subject = names.make(Self.lowerCamel(picked.name))
        let navigation = picked.kind == .content ? names.make("navigation") : subject
        let pushed = names.make("pushed")
        let sheet = names.make("sheet")

        var text = source
        if !text.isEmpty, text.utf8.last != UInt8(ascii: "\n") { text += "\n" }
        var line = text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let fileLineCount = line
        var stretches: [Stretch] = []
        func emit(_ step: JourneyStep, _ statements: [String], skipped: JourneySkip? = nil) {
            let first = line + 1
            for statement in statements {
                text += statement + "\n"
                line += 1
            }
            stretches.append(Stretch(step: step, lines: first...max(first, line), skipped: skipped))
        }

        for step in journey.steps {
            switch step {
            case .root:
                var statements = ["let \(subject) = " + Construction.call(making: picked.name, in: syntax)]
                if picked.kind == .content {
                    statements.append("let \(navigation) = UINavigationController(rootViewController: \(subject))")
                }
                statements += [
                    "app.launch {", "    window.rootViewController = \(navigation)", "    window.makeKeyAndVisible()",
                    "}",
                ]
                emit(step, statements)
            case .push where picked.kind == .otherContainer:
                emit(
                    step, ["// \(picked.name) is a container without a navigation stack: nothing to push on"],
                    skipped: .containerWithoutNavigationStack(container: picked.name))
            case .push:
                emit(
                    step,
                    [
                        "let \(pushed) = UIViewController()",
                        "\(navigation).pushViewController(\(pushed), animated: true)",
                        "\(navigation).popViewController(animated: true)",
                    ])
            case .present:
                emit(
                    step,
                    [
                        "let \(sheet) = UIViewController()", "\(subject).present(\(sheet), animated: true)",
                        "\(sheet).dismiss(animated: true)",
                    ])
            case .rotate:
                emit(step, ["device.rotate(to: .landscapeLeft)", "device.rotate(to: .portrait)"])
            case .memory:
                emit(step, ["app.didReceiveMemoryWarning()"])
            case .background:
                emit(step, ["app.enterBackground()", "app.enterForeground()"])
            }
        }
        self.source = text
        self.controller = picked.name
        self.objectName = subject
        self.fileLineCount = fileLineCount
        self.stretches = stretches
        self.implemented = syntax.classes.map { declared in
            (declared.name, Self.callbacks(of: declared.name, in: syntax))
        }
    }

    /// The stretch a line of `source` belongs to; nil for a line of the file.
    public func stretch(atLine line: Int) -> Stretch? {
        stretches.first { $0.lines.contains(line) }
    }

    /// Indices of the trace's rows where the file's code ran: a callback a class of the file implements,
    /// called on an object of that class, and what that code printed.
    public func ownCodeRows(in trace: Trace) -> Set<Int> {
        var rows = Set<Int>()
        for (index, event) in trace.events.enumerated() {
            guard let own = implemented.first(where: { $0.className == event.className }) else { continue }
            if event.kind == .console || own.callbacks.contains(event.callback) { rows.insert(index) }
        }
        return rows
    }

    /// The Swift names of the methods a class declares, with those of its superclasses in the file.
    private static func callbacks(of name: String, in syntax: ScenarioSyntax) -> [String] {
        var names: [String] = []
        var current = name
        for _ in 0...syntax.classes.count {
            guard let declared = syntax.classes.first(where: { $0.name == current }) else { break }
            names += declared.methods.map { $0.swiftName }
            current = declared.superclass
        }
        return names
    }

    /// `MainViewController` → `mainViewController`; a leading acronym is lowered whole (`URLList` → `urlList`).
    static func lowerCamel(_ name: String) -> String {
        var scalars = Array(name.unicodeScalars)
        var index = 0
        while index < scalars.count, isUpper(scalars[index]),
            index == 0 || index + 1 == scalars.count || isUpper(scalars[index + 1])
        {
            scalars[index] = Unicode.Scalar(scalars[index].value + 32) ?? scalars[index]
            index += 1
        }
        return String(String.UnicodeScalarView(scalars))
    }

    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 65 && scalar.value <= 90 }
}

/// Names for the journey's objects that no identifier of the file uses, so they shadow nothing.
private struct FreshNames {
    let source: String
    var taken: [String] = []

    init(source: String) { self.source = source }

    mutating func make(_ base: String) -> String {
        var name = base
        var suffix = 1
        while taken.contains(name) || ControllerPicking.occurrences(of: name, in: source) > 0 {
            suffix += 1
            name = base + String(suffix)
        }
        taken.append(name)
        return name
    }
}
