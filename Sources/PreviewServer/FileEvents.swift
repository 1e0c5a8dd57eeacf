import Foundation

#if canImport(Glibc)
import Glibc

/// The kernel's file events (inotify) for a set of folders and every folder under them: `serve` hears a
/// save the moment it happens instead of on its next poll. A folder created later is watched as soon as
/// its creation is heard. Linux only; elsewhere `LivePreview` polls with `DirectoryWatcher`.
final class FileEvents: @unchecked Sendable {
    private let descriptor: Int32
    /// Watch descriptor → the folder it watches (only the reading thread touches it after `init`).
    private var folders: [Int32: String] = [:]
    /// The watched folders as given: what is reported when the kernel dropped events.
    private let roots: [String]

    /// What counts as a change: a file written and closed, created, deleted, or renamed in or out (editors
    /// that save by renaming a temporary file over the original make the last kind). Writes still in
    /// progress (`IN_MODIFY`) are not changes yet.
    private static let mask =
        UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB)
        | UInt32(IN_DELETE_SELF | IN_MOVE_SELF)

    init?(directories: [URL]) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        roots = directories.map(\.standardizedFileURL.path)
        guard descriptor >= 0 else { return nil }
        for root in roots { watchTree(root) }
        guard !folders.isEmpty else {
            close(descriptor)
            return nil
        }
    }

    deinit { close(descriptor) }

    /// Waits until something changes and returns the paths heard (sorted, without repeats), after
    /// collecting what else arrives within `settleMilliseconds`: one save is often several events (a
    /// temporary file created, written, renamed), and one rebuild should follow them all. Returns nil
    /// once `stop` is set (checked every quarter of a second while nothing happens).
    func next(settleMilliseconds: Int32 = 3, stop: StopFlag) -> [String]? {
        var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while poll(&ready, 1, 250) <= 0 {
            if stop.isSet { return nil }
        }
        var changed = Set<String>()
        repeat {
            readEvents(into: &changed)
        } while poll(&ready, 1, settleMilliseconds) > 0
        return changed.sorted()
    }

    private func readEvents(into changed: inout Set<String>) {
        let capacity = 64 * 1024
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        defer { buffer.deallocate() }
        var length = 0
        repeat {
            length = read(descriptor, buffer, capacity)
        } while length < 0 && errno == EINTR
        guard length > 0 else { return }
        // Each record is a fixed header followed by `len` bytes of NUL-padded name.
        var offset = 0
        let headerSize = MemoryLayout<inotify_event>.size
        while offset + headerSize <= length {
            let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
            let nameStart = buffer.advanced(by: offset + headerSize).assumingMemoryBound(to: CChar.self)
            let name = event.len > 0 ? String(cString: nameStart) : ""
            offset += headerSize + Int(event.len)
            if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                // Events were lost: naming the roots tells the build that anything may have changed.
                changed.formUnion(roots)
                continue
            }
            guard let folder = folders[event.wd] else { continue }
            let path = name.isEmpty ? folder : folder + "/" + name
            changed.insert(path)
            if event.mask & UInt32(IN_ISDIR) != 0, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                // Files may land in the new folder before its watch exists: report what it holds already.
                watchTree(path)
                for file in FileEvents.files(under: path) { changed.insert(file) }
            }
            if event.mask & UInt32(IN_IGNORED) != 0 { folders[event.wd] = nil }
        }
    }

    private func watchTree(_ path: String) {
        let watch = inotify_add_watch(descriptor, path, FileEvents.mask)
        guard watch >= 0 else { return }
        folders[watch] = path
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            var isFolder: ObjCBool = false
            let child = path + "/" + name
            if FileManager.default.fileExists(atPath: child, isDirectory: &isFolder), isFolder.boolValue {
                watchTree(child)
            }
        }
    }

    private static func files(under path: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: path) else { return [] }
        return walker.compactMap { $0 as? String }.map { path + "/" + $0 }
    }
}
#endif
