import IntentKit

/// Why `Notify` showed nothing: no program that shows notifications is on the PATH. A silent run exits 0 and the
/// journal keeps the record; `--strict` says it.
public enum NotifyFailure: Error, Equatable, IntentFailure {
    case noNotifier(title: String)

    public var caseName: String { "noNotifier" }
    public var category: FailureCategory { .unavailable }
    public var message: String {
        guard case .noNotifier(let title) = self else { return "" }
        return "Nothing can show the notification '\(title)': notify-send, gdbus and osascript were not found "
            + "on PATH."
    }
}
