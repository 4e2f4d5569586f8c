/// How a finished run is reported to whoever started it.
public enum FailurePolicy: String, Sendable {
    /// The widget manner: nothing printed, exit 0; the journal holds the trace.
    case silent
    /// For scripts: the message on stderr and an exit code that names the category.
    case strict

    /// The process exit code for `outcome` under this policy.
    public func exitCode(for outcome: Outcome) -> Int32 {
        guard self == .strict, let failure = outcome.failure else { return 0 }
        return failure.category.exitCode
    }

    /// What goes to stderr: the message in strict mode, nothing in silent mode nor for a cancelled prompt.
    public func errorText(for outcome: Outcome) -> String? {
        guard self == .strict, let failure = outcome.failure, failure.category != .cancelled else { return nil }
        return "Error: " + failure.message
    }
}
