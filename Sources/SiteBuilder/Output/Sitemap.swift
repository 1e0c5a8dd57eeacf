import Reports

/// `sitemap.xml`: every page's absolute URL, sorted, no dates (so builds stay byte-identical).
enum Sitemap {
    static func xml(urls: [String]) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for url in urls.sorted() {
            xml += "  <url><loc>\(HTMLEscaping.escape(url))</loc></url>\n"
        }
        xml += "</urlset>\n"
        return xml
    }
}
