import LifecycleModel
import Texts

/// The catalogue as an aligned plain-text table for terminals: method, owner, phase, frequency,
/// availability and the one-line summary. Columns are padded by display width, so Chinese (two
/// columns per character) lines up with Latin and Cyrillic text.
enum CatalogueText {
    static let columns: [CatalogueLabels.Column] = [.method, .owner, .phase, .frequency, .ios, .summary]

    static func render(_ entries: [CatalogueRow], language: Language) -> String {
        let header = columns.map { $0.title[language] }
        let rows = entries.map { entry in
            columns.map { column in singleLine(CatalogueInline.plain(CatalogueLabels.cell(column, of: entry, language)))
            }
        }
        var widths = header.map(displayWidth)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], displayWidth(cell)) }
        }
        var lines = [line(header, widths), widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")]
        lines += rows.map { line($0, widths) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func line(_ cells: [String], _ widths: [Int]) -> String {
        var out = ""
        for (index, cell) in cells.enumerated() {
            if index == cells.count - 1 {
                out += cell
            } else {
                out += cell + String(repeating: " ", count: widths[index] - displayWidth(cell) + 2)
            }
        }
        while out.last == " " { out.removeLast() }
        return out
    }

    /// Control characters would corrupt a terminal table; show them as spaces.
    private static func singleLine(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
    }

    /// Terminal columns a string occupies: East Asian wide and fullwidth characters take two,
    /// combining marks none.
    static func displayWidth(_ text: String) -> Int {
        var width = 0
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: continue
            default: break
            }
            width += isWide(scalar.value) ? 2 : 1
        }
        return width
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}
