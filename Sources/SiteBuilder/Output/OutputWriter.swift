import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Step 8: writes the site into a fresh folder next to the output, then swaps it into place, so
/// a failed build (or a crash while writing) leaves the previous output as it was.
enum OutputWriter {
    static func replace(_ output: URL, with site: RenderedSite) throws {
        try FileManager.default.createDirectory(
            at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        let staging = stagingFolder(besides: output)
        try? FileManager.default.removeItem(at: staging)
        do {
            try write(site, into: staging, reusingFilesOf: output)
            try swap(staged: staging, into: output)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw error
        }
    }

    /// Where a build stages its output: beside it, `.site-tmp*` (git-ignored); the pid keeps concurrent
    /// builds apart.
    static func stagingFolder(besides output: URL) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(
            ".site-tmp-\(ProcessInfo.processInfo.processIdentifier)-new")
    }

    /// Puts a complete staged output in the place of `output` and removes the previous one; the staged
    /// folder is gone afterwards. When this throws, `output` is as it was.
    static func swap(staged staging: URL, into output: URL) throws {
        let fileManager = FileManager.default
        let retired = output.deletingLastPathComponent().appendingPathComponent(
            ".site-tmp-\(ProcessInfo.processInfo.processIdentifier)-old")
        try? fileManager.removeItem(at: retired)
        if fileManager.fileExists(atPath: output.path), exchange(staging.path, output.path) {
            // `staging` now holds the previous output.
            removeTree(staging)
            return
        }
        if fileManager.fileExists(atPath: output.path) {
            try fileManager.moveItem(at: output, to: retired)
        }
        do {
            try fileManager.moveItem(at: staging, to: output)
        } catch {
            // Put the previous output back before reporting.
            try? fileManager.moveItem(at: retired, to: output)
            throw error
        }
        removeTree(retired)
    }

    /// `serve`'s rebuild: the output folder holds `previous` (what the last build wrote there), so only
    /// the files whose bytes changed are written — each to a temporary name beside it, then renamed over
    /// the old one, so a request never sees half a file — and the files the site no longer has are
    /// removed, with the folders they leave empty. An edit to one page writes one page, not the site.
    static func update(_ output: URL, from previous: RenderedSite, to site: RenderedSite) throws {
        // Unsorted: the order of writes does not matter, and sorting a thousand paths twice per edit did.
        for (path, data) in site.files where !sameBytes(previous.files[path], data) {
            let target = output.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            let temporary = target.deletingLastPathComponent()
                .appendingPathComponent(".\(target.lastPathComponent).lifeline-new").path
            try writeFile(data, to: temporary)
            guard rename(temporary, target.path) == 0 else {
                let failure = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                unlink(temporary)
                throw failure
            }
        }
        let removed = previous.files.keys.filter { site.files[$0] == nil }
        for path in removed { unlink(output.appendingPathComponent(path).path) }
        // Deepest folders first; `rmdir` leaves any folder that still holds something.
        let folders = Set(removed.map { SitePaths.directory(of: $0) }).filter { !$0.isEmpty }
        for folder in folders.sorted(by: { $0.count > $1.count }) {
            var path = folder
            while !path.isEmpty, rmdir(output.appendingPathComponent(path).path) == 0 {
                path = SitePaths.directory(of: String(path.dropLast()))
            }
        }
    }

    /// Equal bytes; at once when both are the same storage (a page the cache kept shares the last build's).
    private static func sameBytes(_ a: Data?, _ b: Data?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        guard a.count == b.count else { return false }
        guard !a.isEmpty else { return true }
        return a.withUnsafeBytes { first in
            b.withUnsafeBytes { second in
                first.baseAddress == second.baseAddress || memcmp(first.baseAddress!, second.baseAddress!, a.count) == 0
            }
        }
    }

    /// Swaps two paths in one step, where the system can: then the output path never stops naming a
    /// complete site, and `lifeline serve` answers requests while it is replaced (with two renames,
    /// a request between them found no site). False when the system or file system cannot.
    private static func exchange(_ first: String, _ second: String) -> Bool {
        #if canImport(Darwin)
        return renamex_np(first, second, UInt32(RENAME_SWAP)) == 0
        #else
        guard let renameat2 = linuxRenameat2 else { return false }
        let renameExchange: UInt32 = 2 // RENAME_EXCHANGE
        return renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0
        #endif
    }

    #if !canImport(Darwin)
    /// glibc 2.28 and later; looked up at run time because the Glibc module does not declare it.
    private typealias Renameat2 =
        @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private static let linuxRenameat2: Renameat2? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2")
        .map { unsafeBitCast($0, to: Renameat2.self) }
    #endif

    /// Writes every file of `site` under `directory`, which must not exist yet. A file whose bytes are
    /// already in `previous` (the output being replaced) is hard-linked from there instead of written:
    /// on a rebuild most files are unchanged, and creating a thousand new files took as long as the
    /// rest of the build on a busy ext4 disk. The old and new trees share those files, which is safe
    /// because no build ever writes into an existing file.
    static func write(_ site: RenderedSite, into directory: URL, reusingFilesOf previous: URL? = nil) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let paths = site.paths
        // Folders first, with every ancestor (sorted, so parents come before children), then the files on all cores.
        var folders: Set<String> = []
        for path in paths {
            var folder = SitePaths.directory(of: path)
            while !folder.isEmpty, folders.insert(folder).inserted {
                folder = SitePaths.directory(of: String(folder.dropLast()))
            }
        }
        // One depth at a time, each on all cores: folders of one depth are independent, and creating
        // a thousand of them one by one was most of the time spent writing.
        let byDepth = Dictionary(grouping: folders) { $0.utf8.count(where: { $0 == UInt8(ascii: "/") }) }
        for depth in byDepth.keys.sorted() {
            let errors = byDepth[depth]!.sorted().parallelMap { folder -> Int32? in
                mkdir(directory.appendingPathComponent(folder).path, 0o755) != 0 && errno != EEXIST ? errno : nil
            }
            if let error = errors.lazy.compactMap({ $0 }).first {
                throw POSIXError(POSIXErrorCode(rawValue: error) ?? .EIO)
            }
        }
        let failures = paths.parallelMap { path -> Error? in
            do {
                let data = site.files[path]!
                let target = directory.appendingPathComponent(path).path
                if let previous, linkUnchanged(data, from: previous.appendingPathComponent(path).path, to: target) {
                    return nil
                }
                try writeFile(data, to: target)
                return nil
            } catch {
                return error
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }

    /// Deletes the replaced output: its files on all cores, then its folders, deepest first, each
    /// depth on all cores (Foundation's recursive remove took a tenth of a 1,000-page build).
    /// Whatever that leaves (a folder that could not be read) is removed by Foundation.
    static func removeTree(_ root: URL) {
        var files: [String] = []
        var foldersByDepth: [[String]] = []
        func visit(_ path: String, depth: Int) {
            if foldersByDepth.count <= depth { foldersByDepth.append([]) }
            foldersByDepth[depth].append(path)
            DirectoryEntries.forEach(in: path) { name, type in
                // Links are removed, never followed.
                if type == UInt8(DT_DIR) {
                    visit(path + "/" + name, depth: depth + 1)
                } else {
                    files.append(path + "/" + name)
                }
            }
        }
        visit(root.path, depth: 0)
        _ = files.parallelMap { unlink($0) }
        for folders in foldersByDepth.reversed() { _ = folders.parallelMap { rmdir($0) } }
        if FileManager.default.fileExists(atPath: root.path) { try? FileManager.default.removeItem(at: root) }
    }

    /// Links `source` to `target` when `source` is a regular file holding exactly `data`.
    static func linkUnchanged(_ data: Data, from source: String, to target: String) -> Bool {
        fileHolds(data, at: source) && link(source, target) == 0
    }

    /// `path` is a regular file (not a link) whose bytes are `data`. Read with open/fstat/read into one
    /// buffer of the known size: `FileManager.contents(atPath:)` on each of 10,016 unchanged pages was a
    /// twenty-fifth of a 10,000-page build.
    static func fileHolds(_ data: Data, at path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) == data.count
        else { return false }
        var existing = Data(count: data.count)
        var filled = 0
        while filled < existing.count {
            let count = existing.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            guard count > 0 else { return false }
            filled += count
        }
        return existing == data
    }

    /// Plain open/write/close. Foundation's `Data.write(to:)` syncs every file to disk, which made a
    /// 1,000-page build wait seconds for the disk; durability comes from the final rename instead.
    static func writeFile(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                offset += written
            }
        }
    }
}
