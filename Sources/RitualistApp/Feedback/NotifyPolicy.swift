/// When a run shows a desktop notification (config.yaml `notify:`; `--notify` means always).
package enum NotifyPolicy: String, CaseIterable, Sendable {
    case never, errors, always

    /// Whether a run that ended this way is shown.
    package func shows(succeeded: Bool) -> Bool {
        switch self {
        case .never: return false
        case .errors: return !succeeded
        case .always: return true
        }
    }
}
