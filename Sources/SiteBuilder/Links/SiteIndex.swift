/// What every page can link to: built pages with their anchors, drafts, and static files.
struct SiteIndex: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        var outputPath: String
        var anchors: Set<String>
        /// The page's title, for links the build writes itself (a claim's "covered in").
        var title: String = ""
    }

    var pages: [String: Entry] = [:]
    var drafts: Set<String> = []
    var statics: Set<String> = []
}
