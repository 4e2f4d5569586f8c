import Foundation
import IntentKit
import Primitives

/// Starts the automations whose event triggers a commit fired (an `AfterCommit` listener): each matching trigger
/// once per commit, as `ritual run INTENT --trigger ID`, detached in a session of its own with stdin, stdout and
/// stderr on /dev/null, so the press returns at once and a caller reading its output never waits for them.
///
/// Each automation runs one level deeper (`RITUALIST_TRIGGER_DEPTH`); past `TriggerDepth.limit` it is not started,
/// and a not-ok record of it, naming the bound, goes to the journal instead.
package struct EventTriggers: AfterCommit {
    /// The event triggers of the catalog.
    package let entries: [TriggerEntry]
    package let catalog: Catalog
    /// The absolute path of `ritual`.
    package let executable: String
    /// The environment of the press, which the automations inherit.
    package let environment: [String: String]
    package let journal: Journal?
    package let clock: WallClock
    /// Whether every habit due on the run's day is done now, asked only when an `allDone` trigger could fire.
    package let allDone: @Sendable () -> Bool

    package init(
        catalog: Catalog, executable: String, environment: [String: String], journal: Journal?, clock: WallClock,
        allDone: @escaping @Sendable () -> Bool
    ) {
        self.catalog = catalog
        entries = TriggerEntry.all(in: catalog).filter { !$0.trigger.isTimed }
        self.executable = executable
        self.environment = environment
        self.journal = journal
        self.clock = clock
        self.allDone = allDone
    }

    package func committed(_ changes: [RunChange]) {
        guard !entries.isEmpty else { return }
        for (entry, event) in matches(changes) { start(entry, event: event) }
    }

    /// Each trigger that the changes fire, once, with the first event that fired it.
    func matches(_ changes: [RunChange]) -> [(TriggerEntry, ChangeEvent)] {
        var events = changes.flatMap { ChangeEvents.events(in: $0, catalog: catalog) }
        let completes = events.contains { [.completed, .logged, .skipped].contains($0.kind) }
        if completes, entries.contains(where: { $0.trigger.event == RitualistEvent.allDone.rawValue }), allDone() {
            events.append(ChangeEvent(kind: .allDone, day: events.first?.day))
        }
        return matches(events)
    }

    /// Each trigger that `events` fire, once, with the first event that fired it.
    func matches(_ events: [ChangeEvent]) -> [(TriggerEntry, ChangeEvent)] {
        entries.compactMap { entry in
            guard case .event(let name, let subject) = entry.trigger.kind,
                let event = events.first(where: { $0.fires(name, subject: subject) })
            else { return nil }
            return (entry, event)
        }
    }

    func start(_ entry: TriggerEntry, event: ChangeEvent) {
        let depth = (event.depth ?? TriggerDepth.of(environment)) + 1
        guard depth <= TriggerDepth.limit else {
            refuse(entry, event: event, depth: depth)
            return
        }
        var environment = self.environment
        environment[TriggerDepth.variable] = String(depth)
        environment["RITUALIST_EVENT"] = event.json.serialized()
        // In a session of its own, away from the press's terminal and process group.
        DetachedProcess.start(
            [executable, "run", entry.intent, "--trigger", entry.id], ownSession: true, environment: environment)
    }

    private func refuse(_ entry: TriggerEntry, event: ChangeEvent, depth: Int) {
        let failure = TriggerFailure.tooDeep(intent: entry.intent, depth: depth)
        var record = JournalRecord(
            time: LocalMoment.utcStamp(clock.now().instant), intent: entry.intent, parameters: .object([]), ok: false,
            errorCase: failure.caseName, message: failure.message, durationMs: 0, mode: FailurePolicy.silent.rawValue,
            category: failure.category.rawValue)
        record.trigger = event.label
        try? journal?.append(record)
    }
}
