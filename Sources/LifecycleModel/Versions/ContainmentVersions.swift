/// How a release forwards appearance to a child a container adds while it is on screen
/// (Runtime/Containment/ChildAppearance.swift reads this).
extension VersionProfile {
    /// The child's `viewWillAppear(_:)` comes inside `addSubview`, but its `viewDidAppear(_:)` only after
    /// the caller's code has returned — after the container's own `didMove(toParent:)` — and when that
    /// `didMove` ran UIKit's implementation while the appearance was still open, UIKit sends
    /// `didMove(toParent:)` once more after `viewDidAppear(_:)` (Matthew Yohe, "children",
    /// github.com/mattyohe/children, August 2015, an iOS 9.0 deployment target: console output `calling
    /// didMove`, `didMoveToParent: Optional(…)`, `viewDidAppear`, `didMoveToParent: Optional(…)`; a comment in
    /// its code says that without `super` the second call "doesn't seem" to come). The log is iOS 9's; from iOS 13 Apple documents every `viewDidAppear(_:)` as coming "in a separate
    /// CATransaction at the end" ("viewIsAppearing(_:)"), so the model keeps the deferred end from iOS 9
    /// on. iOS 5–8 have no ordered log (rdar://14058168 reports only in prose a doubled `viewDidAppear(_:)`
    /// on 6.1): there the model keeps both callbacks inside `addSubview`.
    package var defersOnScreenChildDidAppear: Bool { version.major >= 9 }
}
