import CGraphviz
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Graphviz context Lifeline lays out with, built from an explicit list of plugins instead of the
/// installed plugin configuration (`config6`).
///
/// Why: with the installed configuration, Graphviz measures label text through its pango or gd
/// text-layout plugin, that is with whatever font fontconfig resolves for "Helvetica" on the building
/// machine; every coordinate after a label then depends on the font packages installed, and a site
/// built on one machine failed `lifeline check` on another. Here the context has exactly three
/// plugins: Graphviz's own `core` (the SVG renderer) and `dot_layout`, loaded from the installed
/// plugin folder by name, and Lifeline's text layout, which measures with `SansTextMetrics`: numbers in
/// the source, so the SVG is the same on every machine.
enum GraphvizPlugins {
    /// A new context with only the built-in plugins above, or an error naming what is missing.
    /// Call under `Graphviz`'s lock: Graphviz's plugin tables are global.
    static func makeContext() throws(GraphvizError) -> OpaquePointer {
        let builtins = try builtinSymbols()
        // demand_loading 0: Graphviz reads no configuration file and loads no other plugin.
        guard let context = gvContextPlugins(builtins, 0) else {
            throw GraphvizError(message: "could not create a Graphviz context")
        }
        return context
    }

    /// The plugin libraries Graphviz ships as separate files, and the symbol each one exports.
    private static let installedPlugins = ["core", "dot_layout"]

    /// `lt_symlist_t` entries for Graphviz's `gvContextPlugins`, terminated by an empty entry. Never
    /// freed: Graphviz keeps pointers into them, and `Graphviz` makes its one context once per process.
    private static func builtinSymbols() throws(GraphvizError) -> UnsafePointer<lt_symlist_t> {
        let folder = try pluginFolder()
        var entries: [lt_symlist_t] = []
        for plugin in installedPlugins {
            let symbol = "gvplugin_\(plugin)_LTX_library"
            let library = try loadLibrary(named: "libgvplugin_\(plugin)", in: folder)
            guard let address = dlsym(library, symbol) else {
                throw GraphvizError(message: "\(folder)/libgvplugin_\(plugin) has no symbol \(symbol)")
            }
            entries.append(lt_symlist_t(name: UnsafePointer(strdup(symbol)), address: address))
        }
        entries.append(
            lt_symlist_t(
                name: UnsafePointer(strdup("gvplugin_lifeline_text_LTX_library")),
                address: UnsafeMutableRawPointer(textLayoutLibrary)))
        entries.append(lt_symlist_t(name: nil, address: nil))
        let symbols = UnsafeMutablePointer<lt_symlist_t>.allocate(capacity: entries.count)
        symbols.initialize(from: entries, count: entries.count)
        return UnsafePointer(symbols)
    }

    /// Graphviz's plugins live in `graphviz/` beside the `libgvc` this process loaded (Debian:
    /// /usr/lib/<arch>/graphviz). Found from libgvc's own path rather than an environment variable, so
    /// nothing outside the installed packages changes which plugins run.
    private static func pluginFolder() throws(GraphvizError) -> String {
        guard let library = loadedLibraryPath(containing: "/libgvc.so") else {
            throw GraphvizError(message: "could not find where libgvc is installed")
        }
        let folder = library.lastIndex(of: "/").map { String(library[..<$0]) } ?? "."
        return folder + "/graphviz"
    }

    /// The path of a shared library mapped into this process, from the kernel's list of mappings
    /// (`dladdr`, the portable way, is hidden behind `_GNU_SOURCE` in glibc's headers).
    private static func loadedLibraryPath(containing name: String) -> String? {
        #if os(Linux)
        // Read line by line: /proc files report a size of 0, so whole-file reads come back empty.
        guard let maps = fopen("/proc/self/maps", "r") else { return nil }
        defer { fclose(maps) }
        var buffer: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(buffer) }
        while getline(&buffer, &capacity, maps) > 0, let buffer {
            // address perms offset device inode path
            let line = String(cString: buffer).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let slash = line.firstIndex(of: "/") else { continue }
            if line[slash...].contains(name) { return String(line[slash...]) }
        }
        return nil
        #else
        var info = Dl_info()
        guard let process = dlopen(nil, RTLD_NOW), let address = dlsym(process, "gvContext"),
            dladdr(address, &info) != 0, let path = info.dli_fname
        else { return nil }
        return String(cString: path)
        #endif
    }

    private static func loadLibrary(named name: String, in folder: String) throws(GraphvizError)
        -> UnsafeMutableRawPointer
    {
        // Versioned name first (what the runtime package ships), then the development symlink.
        for file in ["\(name).so.6", "\(name).so"] {
            if let handle = dlopen("\(folder)/\(file)", RTLD_NOW | RTLD_LOCAL) { return handle }
        }
        throw GraphvizError(
            message: "could not load the Graphviz plugin \(folder)/\(name).so.6 (is the graphviz package installed?)")
    }

    /// Lifeline's text-layout plugin as a `gvplugin_library_t`: one API (textlayout) with one type.
    nonisolated(unsafe) private static let textLayoutLibrary: UnsafeMutablePointer<gvplugin_library_t> = {
        let engine = UnsafeMutablePointer<gvtextlayout_engine_t>.allocate(capacity: 1)
        engine.initialize(
            to: gvtextlayout_engine_t(textlayout: { span, _ in
                guard let span else { return 0 }
                GraphvizPlugins.measure(span)
                return 1
            }))
        let types = UnsafeMutablePointer<gvplugin_installed_t>.allocate(capacity: 2)
        types.initialize(
            from: [
                gvplugin_installed_t(
                    id: 0, type: UnsafePointer(strdup("textlayout")), quality: 100,
                    engine: UnsafeMutableRawPointer(engine), features: nil),
                gvplugin_installed_t(id: 0, type: nil, quality: 0, engine: nil, features: nil),
            ], count: 2)
        let apis = UnsafeMutablePointer<gvplugin_api_t>.allocate(capacity: 2)
        apis.initialize(
            from: [
                gvplugin_api_t(api: API_textlayout, types: types),
                gvplugin_api_t(api: api_t(rawValue: 0), types: nil),
            ], count: 2)
        let library = UnsafeMutablePointer<gvplugin_library_t>.allocate(capacity: 1)
        library.initialize(to: gvplugin_library_t(packagename: strdup("lifeline_text"), apis: apis))
        return library
    }()

    /// Sets the size of one line of label text as Graphviz's own estimate does (line height 1.2 em,
    /// centre line 0.1 em below the baseline), with the width from `SansTextMetrics`.
    private static func measure(_ span: UnsafeMutablePointer<textspan_t>) {
        let fontSize = span.pointee.font?.pointee.size ?? 14
        let text = span.pointee.str.map { String(cString: $0) } ?? ""
        span.pointee.size.x = SansTextMetrics.width(of: text) * fontSize
        span.pointee.size.y = fontSize * 1.2
        span.pointee.yoffset_layout = 0
        span.pointee.yoffset_centerline = 0.1 * fontSize
        span.pointee.layout = nil
        span.pointee.free_layout = nil
    }
}
