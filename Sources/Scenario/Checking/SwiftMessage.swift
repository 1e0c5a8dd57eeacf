/// Errors the scenario language words as Swift's compiler does, so an author recognises them: the names
/// as the scenario wrote them.
package enum SwiftMessage: Equatable, Sendable {
    /// cannot find type 'X' in scope
    case cannotFindTypeInScope(String)
    /// type 'T' has no member 'm'
    case typeHasNoMember(type: String, member: String)
    /// cannot assign through subscript: 'x' is a 'let' constant
    case cannotAssignThroughSubscript(String)
}
