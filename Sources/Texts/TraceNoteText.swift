import LifecycleModel

/// A trace row's remark for the reader (`TraceNote`), in the reader's language, and the text an
/// argument shows: its value, or its note worded here. The command line's text and JSON are English.
public enum TraceNoteText {
    public static func render(_ note: TraceNote, in language: Language) -> String {
        switch (note, language) {
        case (.noAppearanceCallbacks, .en): "view controllers get no appearance callbacks"
        case (.noAppearanceCallbacks, .ru): "контроллеры не получают вызовов появления и исчезновения"
        case (.noAppearanceCallbacks, .zh): "视图控制器收不到显示与消失回调"
        case (.snapshotInBothAppearances, .en): "traits flip to the other appearance and back for the app switcher"
        case (.snapshotInBothAppearances, .ru):
            "для переключателя приложений трейты переключаются на другую тему и обратно"
        case (.snapshotInBothAppearances, .zh): "为应用切换器截图，特征先切到另一种外观再切回"
        }
    }

    /// `value`, or the note in `language`.
    public static func value(_ argument: Argument, in language: Language = .en) -> String {
        argument.note.map { render($0, in: language) } ?? argument.value
    }
}
