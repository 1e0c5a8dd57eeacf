/// How `UIPageViewController` differs between releases (Containers/PageViewController.swift reads it).
extension VersionProfile {
    /// Before iOS 8, an animated `setViewControllers` in the scroll style kept the neighbours the data
    /// source had given for the old page, so the next swipe did not ask it again (Open Radar 13162693,
    /// lionheart/openradar-mirror#5310: "viewControllerBeforeViewController is not even called… If the
    /// second call to setViewControllers has animated:NO, then this bug does not happen"; matt's
    /// Stack Overflow answer 12939384, as quoted by blog.csdn.net/csdnvr/article/details/80131769, which
    /// dates the problem to systems below iOS 8).
    package var animatedScrollSetKeepsStaleNeighbours: Bool { version.major < 8 }
}
