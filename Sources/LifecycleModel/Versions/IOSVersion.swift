/// An iOS release the model has a profile for. Only the major number changes behaviour in the model;
/// the minor is kept so `ios=17.4` round-trips in titles and JSON.
public struct IOSVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var major: Int
    package var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Parses `17`, `17.4`, `iOS 17`, `ios17`: the one parser of a release, for `--ios` and `ios=`.
    public init(parsing text: String) throws(InvalidValue) {
        var body = Substring(text).drop(while: { $0 == " " })
        if body.lowercased().hasPrefix("ios") { body = body.dropFirst(3).drop(while: { $0 == " " }) }
        while body.last == " " { body.removeLast() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let major = Int(parts[0]), major > 0,
            let minor = parts.count == 2 ? Int(parts[1]) : 0, minor >= 0
        else {
            throw InvalidValue(text: text, expected: "an iOS release", note: "write a release such as 17 or 17.4")
        }
        self.init(major, minor)
    }

    public static func < (lhs: IOSVersion, rhs: IOSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }

    /// The newest release the model knows; the default everywhere.
    public static let newest = IOSVersion(26)
}
