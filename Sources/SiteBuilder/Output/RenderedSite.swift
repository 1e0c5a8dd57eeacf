import Foundation

/// The whole output in memory: relative path → bytes. Written out only when the build succeeded.
public struct RenderedSite: Sendable {
    public private(set) var files: [String: Data] = [:]

    mutating func add(_ path: String, _ text: String) { files[path] = Data(text.utf8) }
    mutating func add(_ path: String, _ data: Data) { files[path] = data }

    public var paths: [String] { files.keys.sorted() }
}
