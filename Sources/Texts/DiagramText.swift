import LifecycleModel

/// The words of a trace's diagrams in a language: the sequence diagram's title, each step's line note
/// and hover text, and the appearance path's title. Code (the scenario's line, callbacks, object
/// names) stays as it is.
public enum DiagramText {
    /// "Sequence of callbacks, iOS 17", for a scenario without a title.
    public static func sequenceTitle(ios: IOSVersion, in language: Language) -> String {
        switch language {
        case .en: "Sequence of callbacks, iOS \(ios)"
        case .ru: "Последовательность вызовов, iOS \(ios)"
        case .zh: "回调时序，iOS \(ios)"
        }
    }

    /// "Push (iOS 17)": a titled scenario's diagram.
    public static func titled(_ title: String, ios: IOSVersion, in language: Language) -> String {
        switch language {
        case .en, .ru: "\(title) (iOS \(ios))"
        case .zh: "\(title)（iOS \(ios)）"
        }
    }

    /// "line 3: nav.pushViewController(B, animated: true)", or "line 3" without the code.
    public static func line(_ number: Int, code: String?, in language: Language) -> String {
        let code = code.flatMap { $0.isEmpty ? nil : $0 }
        switch language {
        case .en: return "line \(number)" + (code.map { ": \($0)" } ?? "")
        case .ru: return "строка \(number)" + (code.map { ": \($0)" } ?? "")
        case .zh: return "第 \(number) 行" + (code.map { "：\($0)" } ?? "")
        }
    }

    /// "#4 A.viewWillAppear(_:), depth 1, line 3: …": a step's hover text.
    public static func step(seq: Int, call: String, depth: Int, line: String, in language: Language) -> String {
        switch language {
        case .en: "#\(seq) \(call), depth \(depth), \(line)"
        case .ru: "#\(seq) \(call), глубина \(depth), \(line)"
        case .zh: "#\(seq) \(call)，深度 \(depth)，\(line)"
        }
    }

    /// "Appearance path of B in Push (iOS 17)": the states a run's controllers went through.
    public static func pathTitle(object: String?, scenario: String?, ios: IOSVersion, in language: Language)
        -> String
    {
        switch (language, object, scenario) {
        case (.en, _, _):
            return "Appearance path of \(object.map { "\($0) in " } ?? "")\(scenario ?? "a scenario") (iOS \(ios))"
        case (.ru, let object?, let scenario?):
            return "Путь \(object) по состояниям появления: «\(scenario)» (iOS \(ios))"
        case (.ru, let object?, nil): return "Путь \(object) по состояниям появления (iOS \(ios))"
        case (.ru, nil, let scenario?): return "Путь по состояниям появления: «\(scenario)» (iOS \(ios))"
        case (.ru, nil, nil): return "Путь по состояниям появления (iOS \(ios))"
        case (.zh, let object?, let scenario?): return "\(object) 的外观状态路径：“\(scenario)”（iOS \(ios)）"
        case (.zh, let object?, nil): return "\(object) 的外观状态路径（iOS \(ios)）"
        case (.zh, nil, let scenario?): return "外观状态路径：“\(scenario)”（iOS \(ios)）"
        case (.zh, nil, nil): return "外观状态路径（iOS \(ios)）"
        }
    }
}
