import LifecycleModel

/// The options on a scenario fence: ```` ```scenario ios=17 title="Push onto a stack" ````.
/// Unknown options and malformed values are errors (column counted within the info string).
public struct ScenarioOptions: Equatable, Sendable {
    public var ios: IOSVersion
    public var title: String?

    public init(ios: IOSVersion = .newest, title: String? = nil) {
        self.ios = ios
        self.title = title
    }

    /// Parses a fence info string; the leading `scenario` word is optional.
    public init(fenceInfo: String) throws(ScenarioError) {
        self.init()
        let scalars = Array(fenceInfo.unicodeScalars)
        var index = 0
        func error(_ message: String, at position: Int, hint: String? = nil) -> ScenarioError {
            ScenarioError(location: SourceLocation(line: 1, column: position + 1), message: message, hint: hint)
        }
        func skipSpaces() { while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 } }
        func word() -> String {
            var text = String.UnicodeScalarView()
            while index < scalars.count, scalars[index] != " ", scalars[index] != "\t", scalars[index] != "=" {
                text.append(scalars[index]); index += 1
            }
            return String(text)
        }
        skipSpaces()
        let start = index
        if word() != "scenario" { index = start }
        while true {
            skipSpaces()
            guard index < scalars.count else { return }
            let keyStart = index
            let key = word()
            guard index < scalars.count, scalars[index] == "=" else {
                throw error("expected '=' after fence option '\(key)'", at: index)
            }
            index += 1
            let valueStart = index
            var value = String.UnicodeScalarView()
            if index < scalars.count, scalars[index] == "\"" {
                index += 1
                while index < scalars.count, scalars[index] != "\"" {
                    if scalars[index] == "\\", index + 1 < scalars.count { index += 1 }
                    value.append(scalars[index]); index += 1
                }
                guard index < scalars.count else { throw error("unterminated string in fence option '\(key)'", at: valueStart) }
                index += 1
            } else {
                value = word().unicodeScalars
            }
            switch key {
            case "ios":
                guard let version = IOSVersion(parsing: String(value)) else {
                    throw error("'\(String(value))' is not an iOS release", at: valueStart, hint: "write `ios=17` or `ios=17.4`")
                }
                ios = version
            case "title":
                title = String(value)
            default:
                throw error("unknown fence option '\(key)'", at: keyStart,
                            hint: Suggestions.hint(for: key, in: [("ios", "ios="), ("title", "title=")]))
            }
        }
    }
}
