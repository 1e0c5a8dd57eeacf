import Foundation

/// Step 4d: the glossary (`Content/glossary.yml`) read, and the pages' prose and the generated texts
/// checked against it.
extension SiteBuilder {
    /// Step 4d's input: `glossary.yml` beside site.yml, if there is one (with its bytes, which `serve`'s
    /// cache compares); a malformed one is an error.
    func loadGlossary(languages: [String], log: inout DiagnosticLog) -> (Glossary?, Data?) {
        let path = ContentDiscovery.join(configuration.contentDirectory, Glossary.fileName)
        guard let data = FileManager.default.contents(atPath: path) else { return (nil, nil) }
        guard let text = String(data: data, encoding: .utf8) else {
            log.error("the glossary is not UTF-8", at: .start(of: path))
            return (nil, data)
        }
        do {
            let parse = { () throws(BuildDiagnostic) -> Glossary in
                try Glossary.parse(text: text, path: path, languages: languages)
            }
            guard let cache = configuration.cache else { return (try parse(), data) }
            return (try cache.glossary(key: GlossaryKey(data: data, languages: languages), parse: parse), data)
        } catch {
            log.append(error)
            return (nil, data)
        }
    }

    /// Each page's prose, and the texts the build generates, checked against `glossary` (`data`: its bytes,
    /// by which `serve`'s cache knows the generated texts' check still stands).
    func checkGlossary(
        _ pages: [ParsedPage], glossary: Glossary, data: Data?, languages: [String], log: inout DiagnosticLog
    ) {
        let cache = configuration.cache
        GlossaryCheck.check(pages, glossary: glossary, cache: cache, log: &log)
        let checkGenerated = { () -> [BuildDiagnostic] in
            var generated = DiagnosticLog()
            GlossaryCheck.checkGenerated(glossary: glossary, languages: languages, log: &generated)
            return generated.entries
        }
        if let cache, let data {
            log.append(
                contentsOf: cache.generatedTextsCheck(
                    key: GeneratedTextsKey(glossary: data, languages: languages), check: checkGenerated))
        } else {
            log.append(contentsOf: checkGenerated())
        }
    }
}
