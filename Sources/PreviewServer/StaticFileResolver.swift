import Foundation

/// Maps a request path onto a file inside the output folder, and nothing outside it.
///
/// The request path arrives percent-encoded. It is decoded exactly once; any segment that is `..`
/// or `.` after decoding, contains a NUL, a backslash or a slash that was encoded, is refused. The
/// file found is then resolved through symbolic links and must still lie inside the root (also
/// resolved), so a link inside `Site/` cannot point the server at `/etc`.
public struct StaticFileResolver: Sendable {
    public enum Resolution: Equatable, Sendable {
        /// A regular file to send.
        case file(URL)
        /// A folder requested without its trailing slash: send the client to `location`.
        case redirect(location: String)
        case notFound
        /// The path tried to leave the root or was malformed.
        case forbidden
    }

    public let root: URL
    private let resolvedRoot: String

    public init(root: URL) {
        self.root = root.standardizedFileURL
        resolvedRoot = self.root.resolvingSymlinksInPath().path
    }

    public func resolve(percentEncodedPath rawPath: String) -> Resolution {
        let pathOnly =
            rawPath.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard pathOnly.hasPrefix("/") else { return .forbidden }
        var segments: [String] = []
        for rawSegment in pathOnly.split(separator: "/", omittingEmptySubsequences: true) {
            guard let segment = String(rawSegment).removingPercentEncoding else { return .forbidden }
            if segment == ".." || segment == "." || segment.contains("/") || segment.contains("\\")
                || segment.contains("\0")
            {
                return .forbidden
            }
            segments.append(segment)
        }
        var candidate = root
        for segment in segments { candidate.appendPathComponent(segment) }

        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) else {
            return .notFound
        }
        if isDirectory.boolValue {
            if !pathOnly.hasSuffix("/") { return .redirect(location: pathOnly + "/") }
            candidate.appendPathComponent("index.html")
            guard FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { return .notFound }
        }
        let resolved = candidate.resolvingSymlinksInPath().path
        guard resolved == resolvedRoot || resolved.hasPrefix(resolvedRoot + "/") else { return .forbidden }
        return .file(URL(fileURLWithPath: resolved))
    }

    /// The 404 page of the folder the path starts in (`/ru/missing/` → `ru/404.html`), the page a
    /// language's missing addresses get; nil when that folder has none. Resolved like any request.
    public func notFoundPage(forPercentEncodedPath rawPath: String) -> URL? {
        let pathOnly = rawPath.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let segments = pathOnly.split(separator: "/", omittingEmptySubsequences: true)
        guard segments.count >= 2 || (segments.count == 1 && pathOnly.hasSuffix("/")), let first = segments.first
        else { return nil }
        guard case .file(let page) = resolve(percentEncodedPath: "/\(first)/404.html") else { return nil }
        return page
    }

    /// The MIME type the server sends for a file, by extension.
    public static func contentType(for url: URL) -> String {
        switch url.pathExtension.lowercased() {
        case "html": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js", "mjs": return "text/javascript; charset=utf-8"
        case "json": return "application/json"
        case "svg": return "image/svg+xml"
        case "xml": return "application/xml"
        case "png": return "image/png"
        case "ico": return "image/x-icon"
        case "txt", "dot", "mmd": return "text/plain; charset=utf-8"
        default: return "application/octet-stream"
        }
    }
}
