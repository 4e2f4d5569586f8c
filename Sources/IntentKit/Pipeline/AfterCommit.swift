/// What follows a committed run: the last stage of the one pipeline every run goes through (look up and bind,
/// execute in one transaction, journal with the runner's clock, what changed, then these listeners).
///
/// This is the extension point for whatever must hear of a change once it is durable: the bars' refresh hooks and
/// the notifications today, a change log, a sync push or event triggers tomorrow. A listener is given to a runner
/// with `Runner.following(_:)`; it hears of every run, changing or not, except one cancelled at a prompt or ended by
/// a signal, and cannot fail the run.
///
/// ```swift
/// struct ChangeCounter: AfterCommit {
///     let count: Mutex<Int>
///     func committed(_ changes: [RunChange]) {
///         count.withLock { $0 += changes.filter(\.changed).count }
///     }
/// }
/// let outcome = runner.following([ChangeCounter(count: Mutex(0))]).run("CompleteHabit", arguments: arguments)
/// ```
package protocol AfterCommit: Sendable {
    /// Follows the runs of one commit, in the order they ran: one run alone, or every line of a group of
    /// `Runner.runGroup(_:mode:)`, each after the journal holds it.
    func committed(_ changes: [RunChange])
}
