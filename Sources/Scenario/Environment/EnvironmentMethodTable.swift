import LifecycleModel

/// The environment part of the UIKit API a scenario may call (ARCHITECTURE.md, "The scenario language":
/// `device.rotate(to:)`, `device.userInterfaceStyle`, `device.preferredContentSizeCategory`,
/// `device.splitView(width:)`, `app.launch()`, `app.launchIntoBackground()`, `app.didReceiveMemoryWarning()`, `app.enterBackground()`,
/// `app.enterForeground()`, `app.restoreState()`), plus the controller and view members that belong
/// with it. `MethodTable` appends these to its own lists.
enum EnvironmentMethodTable {
    private static func env(_ type: EnvironmentType) -> ValueType { .environment(type) }

    static let methods: [MethodSignature] = [
        MethodSignature(
            receiver: .device, baseName: "rotate", labels: ["to"], types: [env(.orientation)],
            requiredCount: 1, operation: .environment(.rotate)),
        MethodSignature(
            receiver: .device, baseName: "splitView", labels: ["width"], types: [env(.sizeClass)],
            requiredCount: 1, operation: .environment(.splitView)),
        // `app.launch { window.rootViewController = A; window.makeKeyAndVisible() }`: the closure is the
        // body of the delegate method that shows the first screen (Runtime/Environment/AppLaunch.swift).
        MethodSignature(
            receiver: .app, baseName: "launch", labels: ["windowSetup"], types: [.closure], requiredCount: 0,
            operation: .environment(.launch)),
        // `app.launchIntoBackground { … }`: the same launch, for a background event (before iOS 13).
        MethodSignature(
            receiver: .app, baseName: "launchIntoBackground", labels: ["windowSetup"], types: [.closure],
            requiredCount: 0, operation: .environment(.launchIntoBackground)),
        MethodSignature(
            receiver: .app, baseName: "enterBackground", labels: [], types: [], requiredCount: 0,
            operation: .environment(.enterBackground)),
        MethodSignature(
            receiver: .app, baseName: "enterForeground", labels: [], types: [], requiredCount: 0,
            operation: .environment(.enterForeground)),
        MethodSignature(
            receiver: .app, baseName: "didReceiveMemoryWarning", labels: [], types: [], requiredCount: 0,
            operation: .environment(.memoryWarning)),
        MethodSignature(
            receiver: .app, baseName: "restoreState", labels: [], types: [], requiredCount: 0,
            operation: .environment(.restoreState)),
        MethodSignature(
            receiver: .controller, baseName: "setNeedsUpdateProperties", labels: [], types: [],
            requiredCount: 0, operation: .environment(.setNeedsUpdateProperties)),
        MethodSignature(
            receiver: .view, baseName: "setNeedsUpdateProperties", labels: [], types: [],
            requiredCount: 0, operation: .environment(.setNeedsUpdateProperties)),
        MethodSignature(
            receiver: .controller, baseName: "registerForTraitChanges", labels: ["_", "handler"],
            types: [.array(env(.trait)), .closure], requiredCount: 2,
            operation: .environment(.registerForTraitChanges)),
        MethodSignature(
            receiver: .view, baseName: "registerForTraitChanges", labels: ["_", "handler"],
            types: [.array(env(.trait)), .closure], requiredCount: 2,
            operation: .environment(.registerForTraitChanges)),
        MethodSignature(
            receiver: .controller, baseName: "registerForTraitChanges", labels: ["_", "action"],
            types: [.array(env(.trait)), env(.selector)], requiredCount: 2,
            operation: .environment(.registerForTraitChangesWithAction)),
        MethodSignature(
            receiver: .view, baseName: "registerForTraitChanges", labels: ["_", "action"],
            types: [.array(env(.trait)), env(.selector)], requiredCount: 2,
            operation: .environment(.registerForTraitChangesWithAction)),
    ]

    static let properties: [PropertySignature] = [
        PropertySignature(
            receiver: .device, name: "userInterfaceStyle", type: env(.interfaceStyle),
            setter: .environment(.setUserInterfaceStyle)),
        PropertySignature(
            receiver: .device, name: "preferredContentSizeCategory", type: env(.contentSize),
            setter: .environment(.setContentSizeCategory)),
        PropertySignature(
            receiver: .device, name: "model", type: env(.phoneModel), setter: .environment(.setPhoneModel)),
        PropertySignature(
            receiver: .controller, name: "restorationIdentifier", type: .string,
            setter: .environment(.setRestorationIdentifier)),
        PropertySignature(
            receiver: .controller, name: "additionalSafeAreaInsets", type: env(.insets),
            setter: .environment(.setAdditionalSafeAreaInsets)),
        PropertySignature(
            receiver: .view, name: "layoutMargins", type: env(.insets),
            setter: .environment(.setLayoutMargins)),
        PropertySignature(
            receiver: .view, name: "directionalLayoutMargins", type: env(.directionalInsets),
            setter: .environment(.setDirectionalLayoutMargins)),
    ]
}
