import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// `build`'s output written as the build makes it, into a fresh folder beside the output
/// (`.site-tmp-<pid>-new`, git-ignored) that takes the output's place only when the whole build succeeded
/// (`commit()`); a failed build removes it (`discard()`) and the previous output stays as it was. A file
/// whose bytes are already in the output being replaced is hard-linked from there
/// (`OutputWriter.write` says why).
final class StagingSink: OutputSink, @unchecked Sendable {
    /// The output this staging folder replaces.
    let output: URL
    let folder: URL
    /// `folder` and `output` as paths, which file paths are joined to (`URL.appendingPathComponent` for
    /// each of 10,000 pages was a fortieth of the build).
    private let folderPath: String
    private let outputPath: String
    private let lock = NSLock()
    /// Folders made so far, relative, with their trailing `/`.
    private var folders: Set<String> = []
    private var written: Set<String> = []

    init(replacing output: URL) throws {
        self.output = output
        let parent = output.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        folder = OutputWriter.stagingFolder(besides: output)
        folderPath = folder.path
        outputPath = output.path
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    }

    func add(_ path: String, _ data: Data) throws {
        let again = lock.withLock { !written.insert(path).inserted }
        try makeFolder(SitePaths.directory(of: path))
        let target = ContentDiscovery.join(folderPath, path)
        // Never write into a file that may be a link to the previous output.
        if again { unlink(target) }
        if OutputWriter.linkUnchanged(data, from: ContentDiscovery.join(outputPath, path), to: target) { return }
        try OutputWriter.writeFile(data, to: target)
    }

    /// Makes `directory` (relative, ending in `/`) and its missing ancestors, each once.
    private func makeFolder(_ directory: String) throws {
        guard !directory.isEmpty, !lock.withLock({ folders.contains(directory) }) else { return }
        try makeFolder(SitePaths.directory(of: String(directory.dropLast())))
        if mkdir(ContentDiscovery.join(folderPath, directory), 0o755) != 0, errno != EEXIST {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        lock.withLock { _ = folders.insert(directory) }
    }

    /// Every file written, sorted.
    var paths: [String] { lock.withLock { written.sorted() } }

    /// Puts the staging folder in the output's place (the previous output is removed).
    func commit() throws {
        try OutputWriter.swap(staged: folder, into: output)
    }

    /// Removes the staging folder: the build failed, the output stays as it was.
    func discard() {
        OutputWriter.removeTree(folder)
    }
}
