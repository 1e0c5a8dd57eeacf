import LifecycleModel

/// Deterministic generator of valid scenarios for the property tests: a SplitMix64 stream picks a
/// root (navigation, tabs or a plain controller) and a run of statements that UIKit accepts in the
/// state the generator tracks (stack depth, what is presented and how).
struct ScenarioGenerator {
    struct Scenario {
        var source: String
        var ios: IOSVersion
        /// Contains a cancelled interactive transition (the documented unbalanced case).
        var hasCancellation: Bool
    }

    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func pick(_ count: Int) -> Int { Int(next() % UInt64(count)) }
    mutating func flag() -> Bool { next() & 1 == 1 }

    mutating func scenario(statements: Int) -> Scenario {
        // iOS 4 and later: the generated scenarios set `window.rootViewController` (iOS 4.0+).
        let majors = VersionProfile.knownMajors.filter { $0 >= 4 }
        let ios = IOSVersion(majors[pick(majors.count)])
        let profile = VersionProfile.profile(for: ios)!
        var lines: [String] = []
        var fresh = 0
        func newName() -> String { fresh += 1; return "C\(fresh)" }
        var cancelled = false

        enum Root { case nav, tabs, plain }
        let root = [Root.nav, .tabs, .plain][pick(3)]
        var stack = ["R"] // navigation stack (root kind .nav)
        var tabCount = 0
        var presented: [(name: String, style: PresentationStyle)] = []
        switch root {
        case .nav:
            lines.append("let nav = UINavigationController(rootViewController: R)")
            lines.append("window.rootViewController = nav")
        case .tabs:
            tabCount = 2 + pick(2)
            lines.append("let tabs = UITabBarController()")
            lines.append("tabs.viewControllers = [" + (0..<tabCount).map { "T\($0)" }.joined(separator: ", ") + "]")
            lines.append("window.rootViewController = tabs")
        case .plain:
            lines.append("window.rootViewController = R")
        }
        if flag() { lines.append("_ = R.view") } // loadViewIfNeeded() is iOS 9+
        lines.append("window.makeKeyAndVisible()")

        let styles = PresentationStyle.allCases.filter { $0.isSettable(on: profile) }
        for _ in 0..<statements {
            let top = presented.last?.name ?? (root == .nav ? stack.last! : root == .tabs ? "tabs" : "R")
            switch pick(13) {
            case 0...1 where root == .nav && presented.isEmpty:
                let name = newName()
                let animated = flag()
                if flag() {
                    lines.append("nav.pushViewController(\(name), animated: \(animated))")
                    stack.append(name)
                } else {
                    // Two changes in one event: they become one transition.
                    let second = newName()
                    lines.append(
                        "nav.pushViewController(\(name), animated: \(animated)); nav.pushViewController(\(second), animated: \(animated))"
                    )
                    stack += [name, second]
                }
            case 2 where root == .nav && presented.isEmpty && stack.count > 1:
                if flag() {
                    lines.append("nav.popViewController(animated: \(flag()))")
                    stack.removeLast()
                } else {
                    lines.append("nav.popToRootViewController(animated: \(flag()))")
                    stack = ["R"]
                }
            case 3 where root == .nav && presented.isEmpty && stack.count > 1 && ios.major >= 7:
                let completes = flag()
                lines.append("user.swipeBack(nav, completes: \(completes))")
                if completes { stack.removeLast() } else { cancelled = true }
            case 4...5 where presented.count < 2:
                let name = newName()
                let style = styles[pick(styles.count)]
                lines.append("\(name).modalPresentationStyle = .\(style.rawValue)")
                lines.append("\(top).present(\(name), animated: \(flag()))")
                presented.append((name, style))
            case 6 where !presented.isEmpty:
                let last = presented.removeLast()
                lines.append("\(last.name).dismiss(animated: \(flag()))")
            case 7 where !presented.isEmpty && presented.last!.style.resolved(for: profile).isSheet:
                let completes = flag()
                lines.append("user.dragDownSheet(\(presented.last!.name), completes: \(completes))")
                if completes { presented.removeLast() } else { cancelled = true }
            case 8 where root == .tabs:
                lines.append("tabs.selectedIndex = \(pick(tabCount))")
            case 9:
                lines.append(
                    flag()
                        ? "\(top).view.setNeedsLayout()"
                        : "do { \(top).view.setNeedsUpdateConstraints(); \(top).view.layoutIfNeeded() }")
            // Environment: memory warnings (views unloaded on iOS 5), rotation, Dark Mode (iOS 13+).
            case 10:
                lines.append("app.didReceiveMemoryWarning()")
            case 11:
                lines.append("device.rotate(to: .\(flag() ? "landscapeLeft" : "portrait"))")
            case 12 where ios.major >= 13:
                lines.append("device.userInterfaceStyle = .\(flag() ? "dark" : "light")")
            default:
                lines.append(ios.major >= 9 ? "\(top).loadViewIfNeeded()" : "_ = \(top).view")
            }
        }
        return Scenario(source: lines.joined(separator: "\n"), ios: ios, hasCancellation: cancelled)
    }
}
