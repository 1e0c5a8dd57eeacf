/// What every page can link to: built pages with their anchors, drafts, and static files.
struct SiteIndex: Sendable {
    struct Entry: Sendable {
        var outputPath: String
        var anchors: Set<String>
    }

    var pages: [String: Entry] = [:]
    var drafts: Set<String> = []
    var statics: Set<String> = []
}
