/// One problem found while building, located in a source file.
/// Printed as `path:line:column: error: message`, the form compilers use, so editors can jump to it;
/// each note (a hint, a fix, what would be accepted) follows on a line of its own, `… note: text`.
public struct BuildDiagnostic: Error, Sendable, Hashable, Comparable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case error, warning
    }

    /// The file as the user would type it: the content/templates directory as given plus the path under it.
    public var path: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var message: String
    /// Said after the message, at the same position.
    public var notes: [String]

    public init(
        path: String, line: Int, column: Int, severity: Severity = .error, message: String, notes: [String] = []
    ) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.notes = notes
    }

    public static func error(_ message: String, at location: SourcePosition, notes: [String] = []) -> BuildDiagnostic {
        BuildDiagnostic(
            path: location.path, line: location.line, column: location.column, severity: .error, message: message,
            notes: notes)
    }

    public static func warning(_ message: String, at location: SourcePosition) -> BuildDiagnostic {
        BuildDiagnostic(
            path: location.path, line: location.line, column: location.column, severity: .warning, message: message)
    }

    public var description: String {
        let position = "\(path):\(line):\(column)"
        return (["\(position): \(severity.rawValue): \(message)"] + notes.map { "\(position): note: \($0)" })
            .joined(separator: "\n")
    }

    /// Diagnostics are reported sorted by file and position so the output is stable.
    public static func < (lhs: BuildDiagnostic, rhs: BuildDiagnostic) -> Bool {
        (lhs.path, lhs.line, lhs.column, lhs.message) < (rhs.path, rhs.line, rhs.column, rhs.message)
    }
}

/// A file position: path plus 1-based line and column.
public struct SourcePosition: Sendable, Hashable {
    public var path: String
    public var line: Int
    public var column: Int
    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }
    /// The start of a file, for problems that belong to the file as a whole.
    public static func start(of path: String) -> SourcePosition { SourcePosition(path: path, line: 1, column: 1) }
}

/// Thrown by a build that found errors (or warnings, when strict). Nothing has been written.
public struct BuildFailure: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [BuildDiagnostic]
    public init(diagnostics: [BuildDiagnostic]) { self.diagnostics = diagnostics.sorted() }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// Collects diagnostics from one step; steps run on several threads, each with its own collector.
struct DiagnosticLog {
    private(set) var entries: [BuildDiagnostic] = []
    mutating func error(_ message: String, at position: SourcePosition) {
        entries.append(.error(message, at: position))
    }
    mutating func warning(_ message: String, at position: SourcePosition) {
        entries.append(.warning(message, at: position))
    }
    mutating func append(_ diagnostic: BuildDiagnostic) { entries.append(diagnostic) }
    mutating func append(contentsOf other: [BuildDiagnostic]) { entries.append(contentsOf: other) }
    var hasErrors: Bool { entries.contains { $0.severity == .error } }
}
