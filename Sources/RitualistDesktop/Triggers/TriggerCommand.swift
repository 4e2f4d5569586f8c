import IntentKit
import RitualistIntents

/// What a scheduler runs for one trigger: `ritual run INTENT --trigger ID` by absolute path, with the home it was
/// installed from.
package struct TriggerCommand: Sendable {
    /// The absolute path of `ritual`.
    package let executable: String
    /// `RITUALIST_HOME` of the install, when one was set: the units run with the same home.
    package let home: String?

    package init(executable: String, home: String?) {
        self.executable = executable
        self.home = home.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The words of the command, without a shell.
    package func arguments(_ entry: TriggerEntry) -> [String] {
        [executable, "run", entry.intent, "--trigger", entry.id]
    }
}
