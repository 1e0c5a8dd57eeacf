import LifecycleModel
import Texts

/// The catalogue as JSON (`lifeline table --format json`). A public interface: keep it stable and
/// bump `version` if a field changes meaning or goes away (adding a field is compatible).
///
/// ```
/// {
///   "format": "lifeline-catalogue",   // constant
///   "version": 1,                      // this schema
///   "language": "en",                  // en | ru | zh: the language of the four texts
///   "entries": [
///     {
///       "method": "viewIsAppearing(_:)",   // Swift name as in Apple's documentation
///       "owner": "controller",             // controller | view | scene
///       "phase": "appearance",             // creation | loading | appearance | layout | containment |
///                                          // environment | memory | restoration | scene | teardown
///       "frequency": "per-appearance",     // once | per-appearance | per-layout-pass | when-invalidated | on-event
///       "super": "required",               // required | optional | forbidden | not-applicable
///       "introduced": "13",                // first iOS that calls it (back-deployed: the oldest)
///       "sdk": "17",                       // SDK that added it when back-deployed, else null
///       "deprecated": null,                // iOS whose SDK deprecates it, or null
///       "removed": null,                   // first iOS that no longer calls it, or null
///       "replacement": null,               // method to use instead when deprecated, or null
///       "summary": "…", "when": "…", "use": "…", "avoid": "…"   // text; `backticks` mark code
///     }
///   ]
/// }
/// ```
/// Entries keep the order they were given (the catalogue's phase order). Versions are strings so a
/// minor release (`"17.4"`) needs no schema change.
enum CatalogueJSON {
    static let formatName = "lifeline-catalogue"
    static let version = 1

    static func render(_ rows: [CatalogueRow], language: Language) -> String {
        var json = JSONWriter()
        json.beginObject()
        json.member("format", formatName)
        json.member("version", version)
        json.member("language", language.rawValue)
        json.key("entries")
        json.beginArray()
        for row in rows {
            let entry = row.entry, text = row.text
            let availability = entry.availability
            json.beginObject()
            json.member("method", entry.method)
            json.member("owner", entry.owner.rawValue)
            json.member("phase", entry.phase.rawValue)
            json.member("frequency", entry.frequency.rawValue)
            json.member("super", entry.superCall.rawValue)
            json.member("introduced", availability.introduced.description)
            json.member("sdk", availability.sdk?.description)
            json.member("deprecated", availability.deprecated?.description)
            json.member("removed", availability.removed?.description)
            json.member("replacement", availability.replacement)
            json.member("summary", text.summary[language])
            json.member("when", text.when[language])
            json.member("use", text.use[language])
            json.member("avoid", text.avoid[language])
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.output + "\n"
    }
}
