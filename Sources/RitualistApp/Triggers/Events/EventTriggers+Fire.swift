extension EventTriggers {
    /// Starts the automations that `events` fire, each matching trigger once, as after a commit of a press: the
    /// events of changes another machine made, applied here by a pull (`source: sync`).
    package func fire(_ events: [ChangeEvent]) {
        guard !entries.isEmpty else { return }
        for (entry, event) in matches(events) { start(entry, event: event) }
    }
}
