import IntentKit
import RitualistIntents

/// What follows a run that changed something, or that nobody watches (a hotkey press): the bars refreshed when it
/// changed something, and a notification when the settings (or `--notify`) ask for one. Neither can fail the run.
struct RunFeedback {
    let settings: RitualistSettings
    let notifyAlways: Bool

    /// The feedback config.yaml asks for in `runtime`; a broken config.yaml is the run's own business (its intents
    /// report it), never a reason to skip the run, so it asks for none.
    init(runtime: RitualistRuntime, notifyAlways: Bool = false) {
        self.init(settings: (try? runtime.settings()) ?? RitualistSettings(), notifyAlways: notifyAlways)
    }

    init(settings: RitualistSettings, notifyAlways: Bool) {
        self.settings = settings
        self.notifyAlways = notifyAlways
    }

    /// Follows `outcome`, which `runner` produced in `runtime`; the day's status is read by a runner of its own, as
    /// `runner` may hold only the declarations its intent needed.
    func after(_ outcome: Outcome, runner: Runner, runtime: RitualistRuntime) {
        // A cancelled prompt is a quiet no-op: it changed nothing and is nothing to notify.
        if outcome.failure?.category == .cancelled { return }
        let changed = outcome.ok && Self.changes(outcome.intent, runner: runner)
        if changed { refresh() }
        let policy: NotifyPolicy = notifyAlways ? .always : settings.notify
        guard policy.shows(succeeded: outcome.ok) else { return }
        let status =
            changed ? runtime.makeRunner(for: "DayStatus").run("DayStatus", arguments: RawArguments(pairs: [])) : nil
        let day = status?.result as? DayStatusOutput
        Notification(outcome: outcome, day: day).send(environment: Console.current.environment)
    }

    /// Tells the bars that do not follow the store that something changed: each `refresh:` hook, detached.
    func refresh() {
        for command in settings.refresh.commands { DetachedProcess.start(command, timeout: 5) }
    }

    /// Whether the intent's action writes; a composition of steps is taken to.
    static func changes(_ intent: String, runner: Runner) -> Bool {
        guard let declaration = runner.catalog.declaration(named: intent) else { return false }
        if case .perform(let action) = declaration.body { return runner.registry.actions[action]?.changes ?? true }
        return true
    }
}
