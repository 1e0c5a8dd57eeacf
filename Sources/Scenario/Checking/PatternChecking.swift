/// `switch` beyond the model's enums (issue 27): over strings and numbers with value patterns
/// (`case "Show":`), with bindings (`case let x:`), `where` clauses and patterns the model cannot decide
/// (`.some(let x)`, tuples). A value pattern is compared with `==` at run time; a binding alone matches
/// anything; an undecided pattern or a `where` clause is checked (its names bound as opaque values) but
/// never chosen, and the trace notes it. Over a value the model does not model no case is chosen.
extension SwitchCaseSyntax {
    /// `case .a, .b:` with no `where`: the model's exhaustive enum switch.
    var isPlainEnumCase: Bool {
        guardCondition == nil && patterns.allSatisfy { if case .enumCase = $0 { true } else { false } }
    }
}

extension Checker {
    mutating func checkValueSwitch(
        _ subject: CheckedExpr, type: ValueType, cases: [SwitchCaseSyntax], location: SourceLocation
    ) throws(ScenarioError) -> CheckedStatement {
        var isDecidable = true
        if case .opaque = type {
            isDecidable = false
            noteNotModelled("switch over " + type.name)
        }
        var checkedCases: [(patterns: [CheckedExpr]?, body: [CheckedStatement])] = []
        for item in cases {
            let (patterns, body) = try inScope { checker throws(ScenarioError) in
                var patterns = try checker.checkPatterns(item, subjectType: type)
                if let condition = item.guardCondition {
                    _ = try checker.checkCondition(condition)
                    checker.noteNotModelled("switch case with 'where'")
                    patterns = []
                }
                return (patterns, try checker.check(item.body))
            }
            checkedCases.append((isDecidable ? patterns : [], body))
        }
        return .controlFlow(.switchOn(subject: subject, cases: checkedCases, location: location))
    }

    /// The values a case compares the subject with; nil when it matches anything (`default`, `let x`, `_`).
    private mutating func checkPatterns(_ item: SwitchCaseSyntax, subjectType: ValueType) throws(ScenarioError)
        -> [CheckedExpr]?
    {
        if item.isDefault { return nil }
        var values: [CheckedExpr] = []
        var matchesAnything = false
        for pattern in item.patterns {
            switch pattern {
            case .enumCase(let name, let location):
                let (value, valueType) = try check(
                    .implicitMember(name, location), expected: subjectType, bindingName: nil)
                if case .opaque = valueType { continue } // a case of a type the model does not model
                values.append(value)
            case .value(let expression):
                let (value, valueType) = try check(expression, expected: subjectType, bindingName: nil)
                if case .opaque = valueType { continue }
                values.append(value)
            case .any(let name, let location):
                if let name { _ = try declareBinding(name, type: .opaque(name), at: location) }
                matchesAnything = true
            case .undecided(let names, let location):
                noteNotModelled("switch pattern")
                for name in names { _ = try declareBinding(name, type: .opaque(name), at: location) }
            }
        }
        return matchesAnything ? nil : values
    }
}
