/// What `NotificationCenter` does on each version, as far as the model needs it.
extension VersionProfile {
    /// `addObserver(forName:object:queue:using:)`, the block form, is new in iOS 4 (Apple docs).
    package var hasBlockObservers: Bool { version.major >= 4 }
    /// From iOS 9 the centre holds selector observers weakly and forgets one when it is deallocated;
    /// before, an observer that did not remove itself was sent the next notification after `dealloc`
    /// (Apple docs, "removeObserver(_:)": "If your app targets iOS 9.0 and later … you don't need to
    /// unregister an observer in its dealloc method").
    package var forgetsDeallocatedObservers: Bool { version.major >= 9 }
    /// UIKit posts `notification` on this release (`LifecycleNotification.introducedMajor`).
    package func posts(_ notification: LifecycleNotification) -> Bool { version.major >= notification.introducedMajor }
}
