/// Something the scenario asked for that UIKit refuses (it raises an exception or the call is
/// impossible). The scenario language reports it at the statement that caused it.
public struct ModelError: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
