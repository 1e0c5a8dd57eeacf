import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Step 8: writes the site into a fresh folder next to the output, then swaps it into place, so
/// a failed build (or a crash while writing) leaves the previous output as it was.
enum OutputWriter {
    static func replace(_ output: URL, with site: RenderedSite) throws {
        let fileManager = FileManager.default
        let parent = output.deletingLastPathComponent()
        try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        // `.site-tmp*` is git-ignored; the pid keeps concurrent builds apart.
        let staging = parent.appendingPathComponent(".site-tmp-\(ProcessInfo.processInfo.processIdentifier)-new")
        let retired = parent.appendingPathComponent(".site-tmp-\(ProcessInfo.processInfo.processIdentifier)-old")
        try? fileManager.removeItem(at: staging)
        try? fileManager.removeItem(at: retired)
        do {
            try write(site, into: staging)
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
            try? fileManager.removeItem(at: retired)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw error
        }
    }

    static func write(_ site: RenderedSite, into directory: URL) throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        let paths = site.paths
        // Folders first (sorted, so parents come before children), then the files on all cores.
        let folders = Set(paths.map { SitePaths.directory(of: $0) }).filter { !$0.isEmpty }.sorted()
        for folder in folders {
            try fileManager.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let failures = paths.parallelMap { path -> Error? in
            do {
                try writeFile(site.files[path]!, to: directory.appendingPathComponent(path).path)
                return nil
            } catch {
                return error
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
    }

    /// Plain open/write/close. Foundation's `Data.write(to:)` syncs every file to disk, which made a
    /// 1,000-page build wait seconds for the disk; durability comes from the final rename instead.
    private static func writeFile(_ data: Data, to path: String) throws {
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
