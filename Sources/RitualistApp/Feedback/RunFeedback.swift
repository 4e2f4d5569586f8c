import IntentKit
import Primitives
import RitualistSync

/// What follows a committed run in a front end (an `AfterCommit` listener): the bars refreshed once after a commit that
/// changed something (`RefreshListener`), a detached sync push when sync is configured (`SyncPushListener`), and a
/// notification when the settings (or `--notify`) ask for one. None can fail the run.
package struct RunFeedback: AfterCommit {
    /// Which runs may be shown in a notification.
    package enum Shown: Sendable {
        /// Every run: one nobody watches (a hotkey press, `ritual run` from a bar or a script).
        case every
        /// Only runs of intents that change something: a person's verbs, whose reads are on the screen already.
        case changing
        /// None: a batch, whose lines are answered on its output.
        case never
    }

    package let settings: RitualistSettings
    package let notifyAlways: Bool
    package let shown: Shown
    package let runtime: RitualistRuntime
    /// The environment the refresh hooks and the notification programs run in.
    package let environment: [String: String]

    /// The feedback config.yaml asks for in `runtime`; a broken config.yaml is the run's own business (its intents
    /// report it), never a reason to skip the run, so it asks for none.
    package init(
        runtime: RitualistRuntime, shown: Shown, notifyAlways: Bool = false, environment: [String: String]
    ) {
        self.init(
            settings: (try? runtime.settings(using: ["refresh", "notify"])) ?? RitualistSettings(), runtime: runtime,
            shown: shown,
            notifyAlways: notifyAlways, environment: environment)
    }

    package init(
        settings: RitualistSettings, runtime: RitualistRuntime, shown: Shown, notifyAlways: Bool,
        environment: [String: String]
    ) {
        self.settings = settings
        self.runtime = runtime
        self.shown = shown
        self.notifyAlways = notifyAlways
        self.environment = environment
    }

    package func committed(_ changes: [RunChange]) {
        RefreshListener(hooks: settings.refresh, environment: environment).committed(changes)
        SyncPushListener(section: settings.sync, environment: environment).committed(changes)
        eventTriggers(after: changes)?.committed(changes)
        for change in changes where shows(change) { notify(change) }
    }

    /// The automations a change may start: only when something changed and a user intent declares an event trigger.
    /// The index of event triggers answers which, by the intent files' identities, so a press in an unchanged home
    /// reads no intent file; the runner then loads only those intents and the ones that ran.
    private func eventTriggers(after changes: [RunChange]) -> EventTriggers? {
        let changed = changes.filter(\.changed)
        guard !changed.isEmpty else { return nil }
        let runtime = self.runtime
        let found = EventTriggerIndex(runtime: runtime).lookup { runtime.makeRunner().catalog }
        guard !found.intents.isEmpty else { return nil }
        var intents = found.intents
        for change in changed where !intents.contains(change.intent) { intents.append(change.intent) }
        return EventTriggers(
            catalog: found.catalog ?? runtime.makeRunner(for: intents).catalog,
            executable: ProgramPath.of(environment: environment), environment: environment,
            journal: Journal(path: runtime.paths.journal), clock: .fixed(runtime.now)
        ) {
            let status = runtime.makeRunner(for: "DayStatus").run("DayStatus", arguments: RawArguments(pairs: []))
            guard let day = status.result as? DayStatusOutput else { return false }
            return !day.view.habits.isEmpty && day.view.completed.count == day.view.habits.count
        }
    }

    private func shows(_ change: RunChange) -> Bool {
        let policy: NotifyPolicy = notifyAlways ? .always : settings.notify
        guard policy.shows(succeeded: change.outcome.ok) else { return false }
        switch shown {
        case .every: return true
        case .changing: return change.writes
        case .never: return false
        }
    }

    /// Shows the run, with how the day stands after a change, read by a runner of its own (the run's may hold only
    /// the declarations its intent needed).
    private func notify(_ change: RunChange) {
        let status =
            change.changed
            ? runtime.makeRunner(for: "DayStatus").run("DayStatus", arguments: RawArguments(pairs: [])) : nil
        let day = status?.result as? DayStatusOutput
        RunNotification(outcome: change.outcome, day: day).send(environment: environment)
    }
}
