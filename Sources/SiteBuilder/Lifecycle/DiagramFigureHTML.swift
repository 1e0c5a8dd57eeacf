import Diagrams
import Foundation
import LifecycleModel
import Reports
import Texts

/// One diagram on a page: the SVG inline (works with no script at all), a tab with its Mermaid
/// source (which the page script can render live with mermaid.js), and both sources as downloads.
/// The tabs are radio buttons styled by CSS, so switching needs no JavaScript either; each radio is
/// named by the figure's caption and its own label, which groups the pair for assistive technology.
///
/// With the page's `resources` (a page build), the downloads are files next to the page named by
/// their content, so identical diagrams share them, and a diagram the page has already shown is
/// not drawn again: the figure links to the first one. Without them (a block expanded alone) the
/// downloads are `data:` URLs.
struct DiagramFigureHTML {
    let renderer: SVGRenderer

    func render(
        _ diagram: Diagram, id: String, caption: String, language: Language, resources: PageResources? = nil
    ) throws(GraphvizError) -> String {
        var html = "<figure class=\"diagram\" id=\"\(esc(id))\">\n"
        html += "<figcaption id=\"\(esc(id))-caption\">\(esc(caption))</figcaption>\n"
        let downloads = downloadLinks(diagram, id: id, language: language, resources: resources)
        if let first = resources?.firstFigure(showing: diagram.dot, id: id) {
            html +=
                "<p class=\"diagram-same\"><a href=\"#\(esc(first))\">\(esc(InterfaceText.of(.sameDiagram)[language]))</a>"
            html += " \(downloads)</p>\n</figure>\n"
            return html
        }
        // The caption names the picture for assistive technology (the SVG is one image, role="img").
        let svg = try renderer.render(dot: diagram.dot).replacing(
            "role=\"img\"", with: "role=\"img\" aria-labelledby=\"\(esc(id))-caption\"", maxReplacements: 1)
        let group = "\(id)-view"
        html += "<div class=\"diagram-tabs\">"
        html += TabHTML.tab(
            group: group, id: "\(id)-svg", caption: "\(id)-caption", label: esc(InterfaceText.of(.diagram)[language]),
            checked: true)
        html += TabHTML.tab(
            group: group, id: "\(id)-mmd", caption: "\(id)-caption",
            label: esc(InterfaceText.of(.mermaidSource)[language]),
            checked: false)
        html += downloads
        html += "\n<div class=\"diagram-panel diagram-svg\">\n\(svg)\n</div>\n"
        html += "<div class=\"diagram-panel diagram-mermaid\">"
        html +=
            "<button type=\"button\" class=\"mermaid-render\" hidden>\(esc(InterfaceText.of(.renderMermaid)[language]))</button>"
        html += "<pre class=\"mermaid-source\"><code class=\"language-mermaid\">\(esc(diagram.mermaid))</code></pre>"
        html += "<div class=\"mermaid-live\"></div></div>\n"
        html += "</div>\n</figure>\n"
        return html
    }

    /// `.dot` and `.mmd` downloads, saved under the figure's id.
    private func downloadLinks(_ diagram: Diagram, id: String, language: Language, resources: PageResources?)
        -> String
    {
        func link(_ text: String, ext: String, type: String) -> String {
            let href = resources?.file(text, stem: "diagram", extension: ext) ?? Self.dataURI(text, type: type)
            return "<a download=\"\(esc(id)).\(ext)\" href=\"\(esc(href))\">.\(ext)</a>"
        }
        return "<span class=\"downloads\">\(esc(InterfaceText.of(.download)[language])): "
            + link(diagram.dot, ext: "dot", type: "text/vnd.graphviz") + " "
            + link(diagram.mermaid, ext: "mmd", type: "text/vnd.mermaid") + "</span>"
    }

    /// A `data:` URL carrying the text, percent-encoded so it is safe inside a quoted attribute.
    /// Every byte but RFC 3986's unreserved characters is percent-encoded. Done on bytes: Foundation's
    /// `addingPercentEncoding` went through CFString and was a tenth of building the reference site.
    static func dataURI(_ text: String, type: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity(text.utf8.count * 2)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~"):
                encoded.append(byte)
            default:
                encoded += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return "data:\(type);charset=utf-8," + String(decoding: encoded, as: UTF8.self)
    }

    private func esc(_ text: String) -> String { HTMLEscaping.escape(text) }
}
