/// How much input the scenario language and the site builder accept. Each limit turns what would be a
/// stack overflow, a hang or an exhausted machine into an error at a line and column that names it.
/// They sit far above anything a reference page needs and below what the smallest stack survives.
public enum InputLimits {
    /// How deeply a scenario's syntax may nest: parentheses, member and call chains, operators,
    /// `do { }` blocks, closures, array literals. The parser, the checker, the interpreter and the syntax
    /// tree's teardown all recurse once or more per level. A debug build spends about 12 KiB of stack per
    /// level in the parser's deepest path (a parenthesis: five frames; release builds far less), so 100
    /// levels take about 1.2 MiB: `InputLimitTests` runs the deepest accepted input on a quarter of
    /// `threadStackBytes`. The pages in `Content/` nest at most 6 levels.
    public static let nestingDepth = 100
    /// Errors one scenario reports before parsing or checking stops: enough to fix a pasted controller
    /// in one pass, few enough that a cascade does not bury the first.
    public static let errorsReported = 20

    /// The stack of the threads that run scenarios while a site builds (`parallelMap`); the command
    /// line's main thread has as much (8 MiB on Linux and macOS). Set, not left to the platform: Dispatch
    /// and Swift concurrency threads get 512 KiB on macOS.
    public static let threadStackBytes = 8 * 1024 * 1024

    /// Bytes of scenario source. Tokens, statements and trace rows all grow with it; the largest scenario
    /// in `Content/` is under 2 KiB.
    public static let scenarioBytes = 64 * 1024

    /// Trace events a run may record: a layout loop or an override that presents from
    /// `viewWillAppear(_:)` would otherwise run until memory runs out. The longest page trace has a
    /// few hundred rows.
    public static let traceEvents = 10_000

    /// How deeply scenario code may nest while it runs: each `do { }` block, helper method call and
    /// callback from UIKit is a level. The parser bounds one body; this bounds bodies that call each other
    /// (a helper that calls itself inside nested blocks overflowed an 8 MiB stack).
    public static let runDepth = 128

    /// How deeply callbacks into scenario code may nest (an override that triggers itself through
    /// UIKit): each level holds the model's frames as well as the interpreter's, the costliest level.
    public static let callbackDepth = 64

    /// Bytes of one Markdown page, front matter included: cmark-gfm, the block expanders and the
    /// search index all hold the page in memory several times over. The largest page is under 40 KiB.
    public static let pageBytes = 1024 * 1024
}
