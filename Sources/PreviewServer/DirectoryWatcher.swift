import Foundation

/// Notices changes under a set of folders by comparing a fingerprint (every regular file's path,
/// size and modification time). Polling is portable and cheap at the size of a documentation tree,
/// and it sees edits made by any editor, including the save-by-rename ones.
public struct DirectoryWatcher: Sendable {
    public let directories: [URL]

    public init(directories: [URL]) {
        self.directories = directories
    }

    /// The current fingerprint; two calls return equal values when nothing changed.
    public func fingerprint() -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        let keys: [URLResourceKey] = [.isRegularFileKey, .fileSizeKey, .contentModificationDateKey]
        for directory in directories {
            guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: keys) else {
                continue
            }
            for case let url as URL in walker {
                guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else {
                    continue
                }
                stamps[url.path] = FileStamp(
                    size: values.fileSize ?? 0,
                    modified: values.contentModificationDate?.timeIntervalSince1970 ?? 0)
            }
        }
        return stamps
    }

    /// The paths added, removed or modified between two fingerprints, sorted.
    public static func changes(from old: [String: FileStamp], to new: [String: FileStamp]) -> [String] {
        let paths = Set(old.keys).union(new.keys)
        return paths.filter { old[$0] != new[$0] }.sorted()
    }

    public struct FileStamp: Equatable, Sendable {
        public var size: Int
        public var modified: Double
    }
}
