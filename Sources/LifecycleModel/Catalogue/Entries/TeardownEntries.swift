// Deinitialisation. Swift runs the superclass deinit automatically, so there is no `super` to call.
// Source: docs.swift.org, The Swift Programming Language, "Deinitialization".

extension CatalogueEntries {
    static let teardown: [MethodEntry] = [
        MethodEntry(
            .deinitialize, .controller, phase: .teardown, frequency: .once,
            availability: .since(2), superCall: .notApplicable),
        MethodEntry(
            .deinitialize, .view, phase: .teardown, frequency: .once,
            availability: .since(2), superCall: .notApplicable),
    ]
}
