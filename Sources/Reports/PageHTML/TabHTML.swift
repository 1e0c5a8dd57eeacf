/// The tabs of CSS-only tab sets (a version comparison's traces, a diagram's renderings).
package enum TabHTML {
    /// One radio tab and its label (`label` is HTML). The radio's name is the group's caption then its own label: a
    /// shared `aria-labelledby` is what groups radios that are not in a fieldset (axe's `radiogroup`).
    package static func tab(group: String, id: String, caption: String, label: String, checked: Bool) -> String {
        let esc = HTMLEscaping.escape
        return
            "<input type=\"radio\" name=\"\(esc(group))\" id=\"\(esc(id))\" aria-labelledby=\"\(esc(caption)) \(esc(id))-label\"\(checked ? " checked" : "")>"
            + "<label id=\"\(esc(id))-label\" for=\"\(esc(id))\">\(label)</label>"
    }
}
