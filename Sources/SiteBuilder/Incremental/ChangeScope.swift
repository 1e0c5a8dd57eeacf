import Foundation

/// What changed on disk since the last build that succeeded, as `serve`'s file events (inotify) heard it:
/// with it a rebuild reads, lists and stats only what changed instead of the whole content and templates
/// folders (listing and stat-ing a thousand unchanged files was a sixth of a rebuild after an edit).
/// Which pages are rendered again still follows from their keys (`PageRenderKey`), so an edit-scoped
/// build writes what a full one would.
struct ChangeScope {
    /// Files that changed, spelled as the build spells them (`PageSource.filePath`); every other file
    /// the last build read is taken as it was then, without a `stat`.
    var files: Set<String>
    /// A file appeared or went away, or a folder changed: the content folder is listed again.
    var rediscover: Bool
    /// Something under the templates folder changed: the templates are read again.
    var templatesChanged: Bool

    /// Sorts the heard paths (absolute, as the watcher saw them) into the scope; nil — check everything —
    /// when a path is outside both folders or is one of them (the folder itself moved or was deleted; the
    /// watcher also reports its roots when the kernel's event queue overflowed).
    init?(
        heard: [String], content: (watched: String, spelled: String), templates: (watched: String, spelled: String),
        knownFiles: Set<String>
    ) {
        files = []
        rediscover = false
        templatesChanged = false
        for path in heard {
            if let relative = Self.relative(path, under: content.watched) {
                let file = content.spelled + "/" + relative
                files.insert(file)
                if !knownFiles.contains(file) || !Self.isRegularFile(file) { rediscover = true }
            } else if Self.relative(path, under: templates.watched) != nil {
                templatesChanged = true
            } else {
                return nil
            }
        }
    }

    /// `path` below `folder` (not the folder itself), relative to it.
    private static func relative(_ path: String, under folder: String) -> Substring? {
        guard path.count > folder.count + 1, path.hasPrefix(folder + "/") else { return nil }
        return path.dropFirst(folder.count + 1)
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }
}

/// The content folder as the last build listed it, with what listing it reported.
struct KeptDiscovery {
    var result: ContentDiscovery.Result
    var diagnostics: [BuildDiagnostic]
    /// Every page's and static file's path on disk.
    var files: Set<String>
}

extension RenderCache {
    /// Tells the cache which paths the file events reported since the last build asked for (absolute, as
    /// the watcher saw them); nil: unknown (a poll, or the first build), so the next build checks every file.
    /// Only a build after one that succeeded is scoped: a failed build may have stopped before reading
    /// what changed.
    public func noteChanges(_ paths: [String]?) {
        lock.withLock { pendingChanges = lastBuildSucceeded ? paths : nil }
    }

    /// Takes the changes noted for the build that begins (`beginBuild`), sorted into a scope.
    func takeScope(content: String, templates: String) -> ChangeScope? {
        let (heard, known) = lock.withLock { () -> ([String]?, Set<String>?) in
            defer {
                pendingChanges = nil
                lastBuildSucceeded = false
            }
            return (pendingChanges, keptDiscovery?.files)
        }
        guard let heard, let known else { return nil }
        let contentURL = URL(fileURLWithPath: content), templatesURL = URL(fileURLWithPath: templates)
        let scope = ChangeScope(
            heard: heard, content: (contentURL.standardizedFileURL.path, contentURL.path),
            templates: (templatesURL.standardizedFileURL.path, templatesURL.path), knownFiles: known)
        lock.withLock { currentScope = scope }
        return scope
    }

    /// The last build's listing of the content folder, unless `scope` says it may have changed.
    func discovery(scope: ChangeScope?, discover: () -> KeptDiscovery) -> KeptDiscovery {
        if let scope, !scope.rediscover, let kept = lock.withLock({ keptDiscovery }) { return kept }
        let fresh = discover()
        lock.withLock { keptDiscovery = fresh }
        return fresh
    }

    /// The last build's templates, when `scope` says nothing under their folder changed.
    func unchangedTemplates(scope: ChangeScope?) -> TemplateSet? {
        guard let scope, !scope.templatesChanged else { return nil }
        return lock.withLock { keptTemplates?.set }
    }
}
