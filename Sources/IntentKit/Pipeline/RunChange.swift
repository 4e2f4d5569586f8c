/// What one run did, computed once by the runner and handed to every `AfterCommit` listener after its changes are
/// committed and journaled: the outcome, whether its intent writes, and the day it ran on.
package struct RunChange: Sendable {
    /// How the run ended, as journaled.
    package let outcome: Outcome
    /// Whether the intent is one that changes the store: its action declares `changes`, or it is a composition.
    package let writes: Bool
    /// The day of the run's clock, the day a change without a date of its own was made on.
    package let day: CalendarDate

    /// What a run of `outcome` did, on `day`, by an intent that `writes` or not.
    package init(outcome: Outcome, writes: Bool, day: CalendarDate) {
        self.outcome = outcome
        self.writes = writes
        self.day = day
    }

    /// The intent's name as the run reports it.
    package var intent: String { outcome.intent }

    /// Whether the run changed the store: its intent writes and it succeeded.
    package var changed: Bool { writes && outcome.ok }
}
