/// What a run of `ritual-sync` prints and how it exits.
package struct SyncCommandResult: Sendable, Hashable {
    /// The exit status: 0, or 69 (unavailable), 70 (internal), 78 (configuration) when it fails loudly.
    package var exitCode: Int32
    /// What goes to standard output.
    package var stdout: String
    /// What goes to standard error.
    package var stderr: String

    /// A result with the given values.
    package init(exitCode: Int32 = 0, stdout: String = "", stderr: String = "") {
        self.exitCode = exitCode
        self.stdout = stdout
        self.stderr = stderr
    }
}
