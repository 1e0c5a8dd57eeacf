import Foundation

/// A folder's entries read with `readdir`, without `.` and `..`. Each entry comes with its type, which
/// saves a `stat` per entry: Foundation's enumerator and recursive remove visit one entry at a time
/// and took tens of milliseconds on a thousand pages. Content discovery and output removal use it.
enum DirectoryEntries {
    /// Calls `body` with each entry's name and `d_type` (`DT_DIR`, `DT_REG`, `DT_LNK`, `DT_UNKNOWN`…).
    /// Does nothing when the folder cannot be opened.
    static func forEach(in path: String, _ body: (_ name: String, _ type: UInt8) -> Void) {
        guard let stream = opendir(path) else { return }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
            }
            if name == "." || name == ".." { continue }
            body(name, entry.pointee.d_type)
        }
    }
}
