import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Each connection the preview server holds open is a file descriptor. A browser keeps several idle
/// connections per tab, and the soft limit is often 1,024 (while the hard limit is far higher): at the
/// soft limit new connections would fail. The server raises the soft limit to the hard one at start.
enum DescriptorLimit {
    #if canImport(Darwin)
    static let resource = RLIMIT_NOFILE
    #else
    static let resource = Int32(RLIMIT_NOFILE.rawValue)
    #endif

    /// The soft limit after raising it as far as allowed.
    @discardableResult
    static func raiseToHardLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return 0 }
        var wanted = limit.rlim_max
        #if canImport(Darwin)
        wanted = min(wanted, rlim_t(OPEN_MAX)) // macOS refuses more than OPEN_MAX
        #endif
        if limit.rlim_cur < wanted {
            var raised = limit
            raised.rlim_cur = wanted
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        return Int(clamping: limit.rlim_cur)
    }
}
