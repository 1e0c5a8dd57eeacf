/// One run-loop event of a scenario: a source line's top-level statements (`;` joins statements on a
/// line) or a `do { … }` block, as a range of the scenario's statement array. The syntax tree and the
/// checked program share it: the checker checks statement for statement, in order, so the ranges hold
/// for both (one array for the whole scenario rather than one per event: the front end runs for every
/// scenario on every build).
struct ScenarioEvent {
    var statements: Range<Int>
    var location: SourceLocation
}
