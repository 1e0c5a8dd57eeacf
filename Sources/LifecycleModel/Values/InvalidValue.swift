/// Text that names no value of the type it was given for: `--ios seventeen`, `ios=seventeen`,
/// `--lang fr`, `phase=drawing`. Each type has one parser (`IOSVersion(parsing:)`, `Language(parsing:)`,
/// `Phase(parsing:)`, and the formats of `Reports` and `Diagrams`) that throws this, so the command line
/// and the fenced blocks of a page say the same thing about the same mistake.
public struct InvalidValue: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text as given.
    public var text: String
    /// What it should have named: "an iOS release", "a language".
    public var expected: String
    /// What would be accepted: "write 17 or 17.4", "known: en, ru, zh".
    public var note: String

    package init(text: String, expected: String, note: String) {
        self.text = text
        self.expected = expected
        self.note = note
    }

    /// "'seventeen' is not an iOS release".
    public var message: String { "'\(text)' is not \(expected)" }

    /// The message with its note, for places that print one line.
    public var description: String { "\(message) (\(note))" }
}

extension CaseIterable where Self: RawRepresentable, RawValue == String {
    /// The case whose raw value is `text`, or an `InvalidValue` listing them all.
    package static func parse(_ text: String, expected: String) throws(InvalidValue) -> Self {
        guard let value = Self(rawValue: text) else {
            throw InvalidValue(
                text: text, expected: expected,
                note: "known: " + allCases.map { $0.rawValue }.joined(separator: ", "))
        }
        return value
    }
}
