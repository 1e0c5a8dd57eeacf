import LifecycleModel
import Scenario

/// The words of a journey's legend (`lifeline trace File.swift`): what each stretch does to the pasted
/// controller, and why a stretch was skipped. The command line prints them in English; every language
/// has them, like every text here.
public enum JourneyText {
    public static func summary(_ step: JourneyStep, _ language: Language) -> String {
        let text =
            switch step {
            case .root:
                LocalizedText(
                    en: "becomes the window's root at launch", ru: "становится корнем окна при запуске",
                    zh: "启动时成为窗口的根视图控制器")
            case .push:
                LocalizedText(
                    en: "another controller pushed over it, then popped",
                    ru: "поверх него делают push другого контроллера, затем pop",
                    zh: "在它之上 push 另一个控制器，随后 pop")
            case .present:
                LocalizedText(
                    en: "a sheet presented over it, then dismissed",
                    ru: "поверх него показывают sheet, затем закрывают",
                    zh: "在它之上呈现一个 sheet，随后关闭")
            case .rotate:
                LocalizedText(
                    en: "the device turned to landscape and back",
                    ru: "устройство поворачивают в альбомную ориентацию и обратно",
                    zh: "设备转为横屏后再转回")
            case .memory:
                LocalizedText(en: "a memory warning", ru: "предупреждение о нехватке памяти", zh: "内存警告")
            case .background:
                LocalizedText(
                    en: "the app sent to the background and brought back",
                    ru: "приложение уходит в фон и возвращается", zh: "应用进入后台后再回到前台")
            }
        return text[language]
    }

    /// The whole line for a skipped stretch, `skipped: …` included.
    public static func skipped(_ skip: JourneySkip, _ language: Language) -> String {
        switch skip {
        case .containerWithoutNavigationStack(let container):
            LocalizedText(
                en: "skipped: \(container) is a container without a navigation stack",
                ru: "пропущено: \(container) — контейнер без навигационного стека",
                zh: "已跳过：\(container) 是没有导航栈的容器")[language]
        }
    }
}
