import LifecycleModel
import Scenario

/// The texts with arguments (rule messages, diagram titles and notes, why a scenario does not run, a
/// journey's skips, a claim's verdict), each rendered once with sample arguments — object `A`, presenter `P`, iOS 17 —
/// so that the glossary check reads every fixed word of every template, as it reads a page's prose.
/// The arguments are names and code, which the check does not judge.
enum TemplatedTexts {
    static let feed = RuleObject(name: "A", className: "Feed")
    static let plain = RuleObject(name: "B", className: "UIViewController")
    static let ios = IOSVersion(17)

    /// One message of every rule (each optional part both ways where a language writes it apart);
    /// `RuleMessageTextTests` checks that every rule is here.
    static let ruleMessages: [RuleMessage] = [
        .missingSuper(feed, override: .viewWillAppear),
        .superLoadViewDiscarded(feed),
        .viewReadInLoadView(feed),
        .loadViewCalledDirectly(feed, in: nil), .loadViewCalledDirectly(feed, in: .viewDidLoad),
        .childViewAddedToWindow(child: feed, unpairedAppearance: true),
        .childViewAddedWithoutAddChild(child: feed, container: "P", unpairedAppearance: false),
        .didMoveNeverCalled(parent: "P", child: "A"),
        .willMoveBeforeAddChild(parent: "P", child: "A"),
        .willMoveToNilAfterRemoval(child: "A"),
        .removedBeforeWillMove(child: "A", parent: "P"),
        .viewRemovedAfterChildLeft(child: "A"),
        .presentsFromOffscreen(feed, presented: "B", in: .viewDidLoad, presenter: "P"),
        .presentsFromOffscreen(feed, presented: nil, in: nil, presenter: "P"),
        .geometryReadEarly(feed, property: "view.bounds", in: .viewDidLoad),
        .subviewAddedInLayout(feed, in: .viewDidLayoutSubviews),
        .constraintsActivatedInLayout(feed, in: .viewDidLayoutSubviews),
        .expensiveWork(feed, method: "store.fetchAll", in: .viewWillAppear),
        .appearanceTransitionBegunTwice(object: "A", appearing: true),
        .appearanceTransitionEndedUnbegun(object: "A"),
        .appearanceTransitionNeverEnded(object: "A", appearing: false),
        .appearanceTransitionNeverEnded(object: nil, appearing: true),
        .neverDeinitialised(feed, closureProperty: "onUpdate"), .neverDeinitialised(feed, closureProperty: nil),
        .outletBeforeViewLoads(feed, outlet: "nameLabel", owner: "A"),
        .observerAddedAgain(feed, notification: ".cartDidChange", in: .viewWillAppear),
        .keptAliveByPendingWork(feed, work: .task), .keptAliveByPendingWork(feed, work: .timer),
        .animateInSizeTransition(feed),
        .presentsInViewDidLoad(feed, presented: "B", presenter: "root", caller: "A"),
        .outletUsedBeforeLoad(owner: "A", outlet: "nameLabel", in: .prepareForSegue),
        .performSegueInViewDidLoad(feed, identifier: "show"),
        .performSegueSkipsShouldPerform(feed, identifier: "show"),
        .dismissesInUnwindAction(feed), .popsInUnwindAction(feed),
        .presentsFromDetached(feed, inside: "P", presented: "B", in: .viewDidAppear),
        .presentsFromDetached(plain, inside: nil, presented: nil, in: nil),
        .viewLoadedInInitialiser(feed, in: .initNibNameBundle),
    ]

    /// Every kind of feature a release may lack (an API and a presentation style stand for their
    /// kind: their sentences differ only in the name, which is code).
    static let features: [VersionedFeature] = [
        .api(.addChild), .presentationStyle(.popover), .storyboards, .unwindSegues, .stateRestoration,
        .splitViewMultitasking, .darkMode, .dynamicType, .backgroundState, .interactivePopGesture, .largePhones,
        .viewControllerRestorationInScenes,
    ]

    static func all(in language: Language) -> [GeneratedTexts.Item] {
        var items: [GeneratedTexts.Item] = []
        func add(_ source: String, _ text: String) { items.append(GeneratedTexts.Item(source: source, text: text)) }
        for message in ruleMessages {
            add("RuleMessageText \(message.rule.rawValue)", RuleMessageText.render(message, in: language))
        }
        for feature in features {
            add(
                "UnavailableText (a feature of iOS \(feature.introduced))",
                UnavailableText.render(FeatureUnavailable(feature), in: language))
        }
        for kind in MachineKind.allCases {
            add("MachineText.title \(kind.rawValue)", MachineText.title(kind, ios: ios, in: language))
        }
        add("MachineText.visits", MachineText.visits("×3 (A 2, B 1)", in: language))
        add("MachineText.final", MachineText.final(["A", "P"], in: language))
        add("MachineText.notAUIKitTransition", MachineText.notAUIKitTransition(in: language))
        for note in TraceNote.allCases {
            add("TraceNoteText \(note.rawValue)", TraceNoteText.render(note, in: language))
        }
        add("DiagramText.sequenceTitle", DiagramText.sequenceTitle(ios: ios, in: language))
        add("DiagramText.titled", DiagramText.titled("Push", ios: ios, in: language))
        let line = DiagramText.line(3, code: "show(B)", in: language)
        add("DiagramText.line", line)
        add("DiagramText.lineColumn", DiagramText.lineColumn(in: language))
        add(
            "DiagramText.step",
            DiagramText.step(seq: 4, call: "B.viewWillAppear(_:)", depth: 1, line: line, in: language))
        for (object, scenario) in [("B", "Push"), ("B", nil), (nil, "Push"), (nil, nil)] as [(String?, String?)] {
            add(
                "DiagramText.pathTitle",
                DiagramText.pathTitle(object: object, scenario: scenario, ios: ios, in: language))
        }
        add("ComparisonText.gets", ComparisonText.gets("A", "viewIsAppearing(_:)", language))
        add("ComparisonText.noLongerGets", ComparisonText.noLongerGets("A", "viewDidUnload()", language))
        add("ComparisonText.nowBefore", ComparisonText.nowBefore("A.viewDidLoad()", "B.viewDidLoad()", language))
        add("ComparisonText.more", ComparisonText.more(3, language))
        for entry in MethodCatalogue.all {
            add("Availability \(entry.callback.name) \(entry.owner.rawValue)", entry.availability.phrase(language))
        }
        let call = "A.viewDidLoad()"
        add("ClaimText.step", ClaimText.step(3, in: language))
        add("ClaimText.neverCalled", ClaimText.neverCalled(call, in: language))
        add("ClaimText.comesBefore", ClaimText.comesBefore(call, "A.init()", in: language))
        add("ClaimText.comesNext", ClaimText.comesNext(after: call, "A.viewWillAppear(_:)", in: language))
        add("ClaimText.isLast", ClaimText.isLast(call, in: language))
        add("ClaimText.calledTimes", ClaimText.calledTimes(call, 2, in: language))
        add("ClaimText.conditionFalse", ClaimText.conditionFalse(in: call, "view.window != nil", in: language))
        add("ClaimText.fires", ClaimText.fires("LL004", line: 3, column: 5, in: language))
        add("ClaimText.doesNotFire", ClaimText.doesNotFire("LL004", in: language))
        add("ClaimText.notCalledOnVersion", ClaimText.notCalledOnVersion("viewDidUnload()", in: language))
        add("ClaimText.noLongerCalledOnVersion", ClaimText.noLongerCalledOnVersion("viewDidUnload()", in: language))
        add("ClaimText.apiMissingOnVersion", ClaimText.apiMissingOnVersion("safeAreaInsets", in: language))
        add("ClaimText.holdsOn", ClaimText.holdsOn("iOS 26", in: language))
        add("ClaimText.holdsOnlyOn", ClaimText.holdsOnlyOn("iOS 3–12", in: language))
        add("ClaimText.summaryTotal", ClaimText.summaryTotal(12, versions: "iOS 3–26", in: language))
        add("ClaimText.summaryOnNewest", ClaimText.summaryOnNewest("iOS 26", in: language))
        add(
            "JourneyText.skipped",
            JourneyText.skipped(.containerWithoutNavigationStack(container: "P"), language))
        return items
    }
}
