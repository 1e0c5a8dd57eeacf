/// Something the scenario asked for that UIKit refuses (it raises an exception or the call is
/// impossible). The scenario language reports it at the statement that caused it.
package struct ModelError: Error, Equatable, Sendable {
    package var message: String
    package init(_ message: String) { self.message = message }
}
