import Foundation

/// Step 5: relative links to `.md` files and `#anchors` become output URLs, and are checked.
/// External URLs (with a scheme, or `//host`) are left alone.
struct LinkRewriter {
    let index: SiteIndex

    enum Outcome: Equatable {
        case unchanged
        case rewritten(String)
    }

    /// Rewrites one link written in `pageContentPath` (`en/guide/push.md`) whose output is `pageOutputPath`.
    func rewrite(_ url: String, inPage pageContentPath: String, pageOutputPath: String, anchors: Set<String>)
        -> Result<Outcome, LinkProblem>
    {
        if url.isEmpty || Self.hasScheme(url) || url.hasPrefix("//") { return .success(.unchanged) }
        if url.hasPrefix("/") {
            return .failure(.warning("site-absolute link '\(url)': write a relative path to the .md file"))
        }

        let (path, query, fragment) = Self.split(url)
        let decodedFragment = fragment.map(Self.percentDecoded)

        if path.isEmpty {
            guard let decodedFragment else { return .success(.unchanged) }
            guard anchors.contains(decodedFragment) else {
                return .failure(.error("link to a missing anchor '#\(decodedFragment)' on this page"))
            }
            return .success(.unchanged)
        }

        let decodedPath = Self.percentDecoded(path)
        guard let target = SitePaths.resolve(decodedPath, inDirectory: SitePaths.directory(of: pageContentPath)) else {
            return .failure(.error("link '\(url)' leads outside the content folder"))
        }
        if target.hasSuffix(".md") {
            guard let entry = index.pages[target] else {
                if index.drafts.contains(target) {
                    return .failure(.error("link to a draft page '\(target)', which is not built"))
                }
                return .failure(.error("link to a missing page '\(target)'"))
            }
            if let decodedFragment, !entry.anchors.contains(decodedFragment) {
                return .failure(.error("link to a missing anchor '#\(decodedFragment)' in '\(target)'"))
            }
            let base = SitePaths.relativeURL(from: pageOutputPath, to: entry.outputPath)
            return .success(.rewritten(base + query + (fragment.map { "#" + $0 } ?? "")))
        }
        guard index.statics.contains(target) else {
            return .failure(.error("link to a missing file '\(target)'"))
        }
        let base = SitePaths.relativeURL(from: pageOutputPath, to: target)
        return .success(.rewritten(base + query + (fragment.map { "#" + $0 } ?? "")))
    }

    /// `path?query#fragment` → its three parts (the query keeps its `?`). Split on bytes (`#` and `?`
    /// are ASCII): this runs for every link of every page.
    private static func split(_ url: String) -> (path: String, query: String, fragment: String?) {
        var path = url
        var fragment: String?
        if let hash = path.utf8.firstIndex(of: UInt8(ascii: "#")) {
            fragment = String(path[path.utf8.index(after: hash)...])
            path = String(path[..<hash])
        }
        var query = ""
        if let question = path.utf8.firstIndex(of: UInt8(ascii: "?")) {
            query = String(path[question...])
            path = String(path[..<question])
        }
        return (path, query, fragment)
    }

    /// The content path of the `.md` page a relative link leads to (`en/layout.md`), or nil for an
    /// anchor on the same page, a static file or a link outside the content folder.
    static func targetPage(of url: String, inPage pageContentPath: String) -> String? {
        let path = split(url).path
        guard !path.isEmpty, !hasScheme(url), !url.hasPrefix("//"),
            let target = SitePaths.resolve(percentDecoded(path), inDirectory: SitePaths.directory(of: pageContentPath)),
            target.hasSuffix(".md")
        else { return nil }
        return target
    }

    /// Foundation's decoding goes through NSString; most links have nothing to decode.
    static func percentDecoded(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "%")) ? (text.removingPercentEncoding ?? text) : text
    }

    /// `scheme:` as RFC 3986 spells it: an ASCII letter, then letters, digits, `+`, `-` or `.`.
    static func hasScheme(_ url: String) -> Bool {
        func isLetter(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        }
        let bytes = url.utf8
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), let first = bytes.first, isLetter(first) else {
            return false
        }
        return bytes[..<colon].allSatisfy {
            isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
                || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
        }
    }
}

enum LinkProblem: Error, Equatable {
    case error(String)
    case warning(String)
}
