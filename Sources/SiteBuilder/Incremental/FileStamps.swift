import Foundation

/// `serve` reads a page again only when the file changed: its size, inode and change and modification
/// times are compared with those at the last read (reading a thousand unchanged files was a fifth of a
/// rebuild). A file changed within the file system's timestamp granularity could keep its times, so a
/// stamp is trusted only for files last changed well before the build that read them ("racy" files are
/// read every time, as Git does).
struct FileStamp: Equatable {
    var size: Int64
    var inode: UInt64
    var modified: timespec
    var changed: timespec

    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        size = Int64(status.st_size)
        inode = UInt64(status.st_ino)
        modified = status.st_mtim
        changed = status.st_ctim
    }

    /// Seconds a file must be older than the read for its stamp to stand for its bytes.
    static let settled = 2

    /// Changed at least `settled` seconds before `time`.
    func isSettled(before time: timespec) -> Bool {
        max(modified.tv_sec, changed.tv_sec) + Self.settled < time.tv_sec
    }

    static func == (a: FileStamp, b: FileStamp) -> Bool {
        a.size == b.size && a.inode == b.inode && a.modified.tv_sec == b.modified.tv_sec
            && a.modified.tv_nsec == b.modified.tv_nsec && a.changed.tv_sec == b.changed.tv_sec
            && a.changed.tv_nsec == b.changed.tv_nsec
    }
}

extension RenderCache {
    /// The bytes of the file at `path`: the last read's while its stamp is the same and was settled then.
    func contents(
        of path: String, read: () throws(BuildDiagnostic) -> Data
    ) throws(BuildDiagnostic) -> Data {
        // In a scoped build (`ChangeScope`) a file no event named is what the last build read.
        let unchanged = lock.withLock { () -> Data? in
            guard let scope = currentScope, !scope.files.contains(path), fileReads[path] != nil else { return nil }
            fileReads[path]?.generation = generation
            return fileReads[path]?.data
        }
        if let unchanged { return unchanged }
        let stamp = FileStamp(path: path)
        if let stamp, let last = lock.withLock({ fileReads[path] }), last.stamp == stamp, last.trusted {
            lock.withLock { fileReads[path]?.generation = generation }
            return last.data
        }
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let data = try read()
        if let stamp {
            lock.withLock {
                fileReads[path] = FileRead(
                    stamp: stamp, data: data, trusted: stamp.isSettled(before: now), generation: generation)
            }
        }
        return data
    }
}

/// A file's bytes as last read, with its stamp then.
struct FileRead {
    var stamp: FileStamp
    var data: Data
    /// The file had settled when it was read (`FileStamp.isSettled`).
    var trusted: Bool
    var generation: Int
}
