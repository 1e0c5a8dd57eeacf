import Foundation
import Reports

/// What a page's blocks share while the page is expanded: the files they write next to the page
/// (diagram sources as downloads) and the diagrams already shown, so an identical one is linked to
/// rather than repeated. One per page; a page is expanded on one thread, the lock only makes that
/// safe to rely on.
final class PageResources: ExplainedCallbacks, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: String] = [:]
    private var shownFigures: [String: String] = [:]
    private var explained: Set<String> = []

    init() {}

    /// Stores `text` as a file next to the page and returns its name: `stem-<hash>.ext`, the hash
    /// of the content, so identical diagrams share one file and the name changes with the content.
    /// Nil in the (never seen) case of two different texts with the same hash.
    func file(_ text: String, stem: String, extension ext: String) -> String? {
        let name = "\(stem)-\(ContentHash.hex(text)).\(ext)"
        lock.lock()
        defer { lock.unlock() }
        if let existing = files[name] { return existing == text ? name : nil }
        files[name] = text
        return name
    }

    /// The id of the figure that first showed `key` on this page, or nil (and `id` becomes that figure).
    func firstFigure(showing key: String, id: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let first = shownFigures[key] { return first }
        shownFigures[key] = id
        return nil
    }

    /// True the first time the page explains `key` (a callback's summary in a trace legend): later
    /// traces leave it out, as the reader (and the page script's tooltips) have it already.
    func firstExplanation(of key: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return explained.insert(key).inserted
    }

    /// The files, by name, for the builder to write next to the page.
    var writtenFiles: [String: String] {
        lock.lock()
        defer { lock.unlock() }
        return files
    }
}

/// A content hash for file names: 64-bit FNV-1a, as 16 hex digits. Not cryptographic; it only has to
/// tell a page's few diagrams apart and be the same on every machine.
enum ContentHash {
    static func hex(_ text: String) -> String { hex(bytes: text.utf8) }

    static func hex<Bytes: Sequence<UInt8>>(bytes: Bytes) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
