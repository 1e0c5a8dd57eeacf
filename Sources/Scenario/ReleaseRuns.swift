import LifecycleModel

/// A scenario run on several releases (`compare=` in a page, `--compare` on the command line, the
/// editor's compare): one loop for the three, so they agree on what is run and what is left out.
public struct ReleaseRuns {
    /// A release the scenario could not run on, left out under `skippingFailures`.
    public struct Skipped {
        public var version: IOSVersion
        public var error: ScenarioError
    }

    /// An error on a release when failures are not skipped: the run stops there.
    public struct Failure: Error {
        public var version: IOSVersion
        public var error: ScenarioError
    }

    public private(set) var traces: [Trace] = []
    public private(set) var skipped: [Skipped] = []

    /// Runs each of `versions` through `run` (the caller's runner: the site's cache, or none). An error
    /// stops the runs, unless `skippingFailures` (`compare=all`: every release the model knows, some of
    /// which lack the scenario's API), which leaves that release out and goes on.
    public init(
        _ versions: [IOSVersion], skippingFailures: Bool,
        run: (IOSVersion) throws(ScenarioError) -> Trace
    ) throws(Failure) {
        for version in versions {
            do throws(ScenarioError) {
                traces.append(try run(version))
            } catch {
                guard skippingFailures else { throw Failure(version: version, error: error) }
                skipped.append(Skipped(version: version, error: error))
            }
        }
    }
}
