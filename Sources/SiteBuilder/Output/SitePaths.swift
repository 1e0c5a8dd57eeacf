/// Relative URLs between output files, so the site works from any base path and from disk.
enum SitePaths {
    /// The folder of an output file, with a trailing `/` (empty for the site root).
    static func directory(of outputPath: String) -> String {
        guard let slash = outputPath.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(outputPath[...slash])
    }

    /// The `/`-separated parts of a path, empty ones dropped. Splits on bytes: paths are split for
    /// every link of every page, and splitting by Character is several times slower.
    static func components(_ path: Substring) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }

    /// The prefix that leads from an output file back to the site root: `../../` for `en/push/index.html`.
    static func rootPrefix(from outputPath: String) -> String {
        String(repeating: "../", count: outputPath.split(separator: "/").count - 1)
    }

    /// The URL of `target` (an output file) seen from `source` (another output file). Pretty URLs:
    /// a target `…/index.html` is written as its folder.
    static func relativeURL(from source: String, to target: String) -> String {
        relativeURL(fromDirectory: components(directory(of: source)[...]), to: URLTarget(outputPath: target))
    }

    /// An output file as a link target, split once: navigation links every page to the same targets.
    struct URLTarget {
        /// The folders and file of its pretty URL (`…/index.html` is its folder).
        let components: [Substring]
        let isDirectory: Bool

        init(outputPath: String) {
            let path = outputPath.hasSuffix("index.html") ? outputPath.dropLast("index.html".count) : outputPath[...]
            components = SitePaths.components(path)
            isDirectory = path.isEmpty || path.hasSuffix("/")
        }
    }

    /// The same, with the source folder and the target already split (navigation computes many URLs
    /// from one page, and links every page to the same targets).
    static func relativeURL(fromDirectory from: [Substring], to target: URLTarget) -> String {
        let to = target.components
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        // A file target must keep its last component even when it matches a folder name.
        if !target.isDirectory, common == to.count { common -= 1 }
        // `..` for each folder to leave, then the target's own components, `/`-separated;
        // a folder ends in `/`, and the page's own folder is `./`.
        var url = ""
        var first = true
        func append(_ part: Substring) {
            if !first { url += "/" }
            url += part
            first = false
        }
        for _ in common..<from.count { append("..") }
        for part in to[common...] { append(part) }
        if target.isDirectory { url = url.isEmpty ? "./" : url + "/" }
        return url
    }

    /// The page's public URL: base URL + folder.
    static func absoluteURL(base: String, outputPath: String) -> String {
        let path = outputPath.hasSuffix("index.html") ? String(outputPath.dropLast("index.html".count)) : outputPath
        return base + path
    }

    /// Resolves `.` and `..` in a `/`-separated path relative to `directory`; nil if it leaves the root.
    static func resolve(_ path: String, inDirectory directory: String) -> String? {
        var parts = components(directory[...]).map(String.init)
        for part in components(path[...]) {
            switch part {
            case ".": continue
            case "..":
                if parts.isEmpty { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
