/// What a change-log entry records. The raw value is the entry's `kind` in the store and in JSON.
public enum ChangeKind: String, Sendable, Codable, CaseIterable {
    /// A habit was added; the data holds every field.
    case habitAdded = "habit.added"
    /// A habit's fields were edited; the data holds the old and new value of each field changed.
    case habitEdited = "habit.edited"
    /// A habit was archived.
    case habitArchived = "habit.archived"
    /// An archived habit was restored.
    case habitUnarchived = "habit.unarchived"
    /// A habit was removed; the data holds every field. Its logs and rest days are removed by the same change.
    case habitRemoved = "habit.removed"
    /// A log was written; the data holds the whole log.
    case logAdded = "log.added"
    /// A log was removed; the data holds the whole log.
    case logRemoved = "log.removed"
    /// A rest day was marked.
    case restDayAdded = "restDay.added"
    /// A rest day was removed.
    case restDayRemoved = "restDay.removed"
    /// Earlier entries were reversed; `reverses` names them.
    case undo
    /// A habit, log or rest day that was in the store before the change log began (or came in by an import).
    case historyImported = "history.imported"
    /// Settings that mean the same on every machine (`streak.threshold`, `week_start`, `notify`) were given new
    /// values in config.yaml; the data holds each key's new value.
    case settingsChanged = "settings.changed"
}
