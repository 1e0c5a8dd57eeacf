/// `NotificationCenter.default`: observers by registration, posts delivered synchronously on the main
/// thread in registration order (a block observer's `queue: .main` from the main thread runs at once too,
/// so both forms deliver inside `post`). Each delivery is a traced call on the observing object.
///
/// Lifetime (Apple docs, "addObserver(_:selector:name:object:)", "addObserver(forName:object:queue:using:)",
/// "removeObserver(_:)"): the centre never holds a selector observer; from iOS 9 it forgets one when it is
/// deallocated, before that the next post reaches the dead object. A block observer is kept by the centre
/// until its token is removed, and with it everything the block captures — a block that captures `self`
/// strongly keeps the controller alive until then; one with a weak `self` whose controller is gone still
/// runs, doing nothing the trace could show, so the model skips it.
final class NotificationCentre {
    enum Handler {
        /// `addObserver(self, selector: #selector(method), …)`.
        case selector(String)
        /// `addObserver(forName:object:queue:using:)`: the token's number.
        case block(token: Int)
    }

    struct Registration {
        /// The object that registered: the observer itself, or the controller whose code added the block.
        let observer: ModelObject
        let handler: Handler
        let name: NotificationName
        /// Two registrations with the same site are the same observer added twice.
        let site: ObserverSite
        let deliver: () -> Void
        /// A block that captures `self` strongly holds `observer` (released with the registration).
        let holdsObserver: Bool
    }

    var registrations: [Registration] = []
    var lastToken = 0
}

package struct NotificationObserverToken: Equatable, Sendable {
    package let number: Int
}

extension Simulator {
    /// `NotificationCenter.default.addObserver(observer, selector: #selector(method), name: name, object: nil)`.
    package func addObserver(
        _ observer: ModelObject, selector method: String, name: NotificationName, deliver: @escaping () -> Void
    ) {
        let site = ObserverSite(name: name, handler: .selector(method))
        note(.addObserver, observer, detail: .observer(site))
        notificationCentre.registrations.append(
            .init(
                observer: observer, handler: .selector(method), name: name, site: site, deliver: deliver,
                holdsObserver: false))
    }

    /// `addObserver(forName:object:queue:using:)` from the code of `owner` (the block's `self`).
    package func addBlockObserver(
        name: NotificationName, owner: ModelObject, capturesOwnerStrongly: Bool, deliver: @escaping () -> Void
    ) throws(ModelError) -> NotificationObserverToken {
        guard profile.hasBlockObservers else {
            throw ModelError(.blockObserverNew(running: profile.version))
        }
        notificationCentre.lastToken += 1
        let token = notificationCentre.lastToken
        // The site names the place the block was written, so adding it again is seen as a duplicate.
        let site = ObserverSite(name: name, handler: .block(line: currentLine, column: currentColumn))
        note(.addObserver, owner, detail: .observer(site))
        if capturesOwnerStrongly { retain(owner) }
        notificationCentre.registrations.append(
            .init(
                observer: owner, handler: .block(token: token), name: name, site: site, deliver: deliver,
                holdsObserver: capturesOwnerStrongly))
        return NotificationObserverToken(number: token)
    }

    /// `removeObserver(observer)`, or with `name` `removeObserver(observer, name: name, object: nil)`:
    /// its selector registrations (for that name).
    package func removeObserver(_ observer: ModelObject, name: NotificationName? = nil) {
        note(.removeObserver, observer, detail: .removedObserver(name))
        removeRegistrations {
            if case .selector = $0.handler, $0.observer === observer { name == nil || $0.name == name } else { false }
        }
    }

    /// `removeObserver(token)`: the block goes, and what it captured with it.
    package func removeObserver(token: NotificationObserverToken) {
        let owner = notificationCentre.registrations.first {
            if case .block(token.number) = $0.handler { true } else { false }
        }?.observer
        if let owner { note(.removeObserver, owner, detail: .removedBlockObserver) }
        removeRegistrations { if case .block(token.number) = $0.handler { true } else { false } }
    }

    private func removeRegistrations(where matches: (NotificationCentre.Registration) -> Bool) {
        var removed: [NotificationCentre.Registration] = []
        notificationCentre.registrations.removeAll { registration in
            guard matches(registration) else { return false }
            removed.append(registration)
            return true
        }
        for registration in removed where registration.holdsObserver { release(registration.observer) }
    }

    /// `NotificationCenter.default.post(name:object:)`: every observer of `name` in registration order,
    /// at once, each as a traced call on the observer.
    package func post(_ name: NotificationName) throws(ModelError) {
        // Observers added by a delivery do not get this post (the centre works on a snapshot).
        let snapshot = notificationCentre.registrations.filter { $0.name == name }
        for registration in snapshot {
            // A registration removed by an earlier delivery of this post is not called.
            guard notificationCentre.registrations.contains(where: { $0.isSame(as: registration) }) else { continue }
            let observer = registration.observer
            if observer.isDeallocated {
                // A block stays registered and runs, but its weak `self` is nil: nothing to trace.
                if case .block = registration.handler { continue }
                guard !profile.forgetsDeallocatedObservers else {
                    removeRegistrations { $0.isSame(as: registration) }
                    continue
                }
                throw ModelError(.deallocatedObserver(notification: name, observer: observer.name))
            }
            switch registration.handler {
            case .selector(let method):
                call(
                    .notificationSelector, observer,
                    [Argument("name", name.spelling), Argument("selector", "#selector(\(method))")],
                    super: registration.deliver)
            case .block:
                call(.notificationBlock, observer, [Argument("name", name.spelling)], super: registration.deliver)
            }
        }
    }

    /// The one entry for UIKit's own posts: the app and scene lifecycle code calls it right after the
    /// delegate callback the notification accompanies. A notification the version does not have is not posted.
    package func postLifecycleNotification(_ notification: LifecycleNotification) throws(ModelError) {
        guard profile.posts(notification) else { return }
        try post(notification.name)
    }
}

extension NotificationCentre.Registration {
    func isSame(as other: NotificationCentre.Registration) -> Bool {
        guard observer === other.observer, name == other.name else { return false }
        switch (handler, other.handler) {
        case (.selector(let a), .selector(let b)): return a == b
        case (.block(let a), .block(let b)): return a == b
        default: return false
        }
    }
}
