import Foundation
import IntentKit
import RitualistApp
import RitualistSync

/// What `ritual sync [init|status] [--json] [--strict]` asks: the sync settings checked here, then `ritual-sync`
/// (beside `ritual`, then on `PATH`) run with the same words, its output passed on and its exit status returned.
/// Like every command a person types it fails loudly: 69 when the server cannot be reached or `ritual-sync` is
/// missing, 78 when the settings do not fit.
package struct SyncRequest {
    /// The command's one-line summary.
    package static let abstract = "Pull then push the change log through PostgreSQL ('init' sets up the server)."
    /// What the action argument may be.
    package static let actionHelp = "init (create or migrate the server schema), status, or nothing to pull then push."
    /// What `--owner` is.
    package static let ownerHelp =
        "With init: the role the schema is given to, an admin role no person syncs as (docs/sync.md)."
    /// The actions besides the default.
    package static let actions = ["init", "status"]

    package let action: String?
    package let owner: String?
    package let json: Bool
    package let strict: Bool

    package init(action: String?, owner: String? = nil, json: Bool, strict: Bool) {
        self.action = action
        self.owner = owner
        self.json = json
        self.strict = strict
    }

    package func run() throws(ExitStatus) {
        var finished: ExternalCommand?
        try FailureReport.reporting {
            if let action, !Self.actions.contains(action) {
                throw FrontEndError.usage("Unknown sync action '\(action)' (expected init or status).")
            }
            if owner != nil, action != "init" {
                throw FrontEndError.usage("--owner goes with 'ritual sync init' only.")
            }
            let environment = Console.current.environment
            let settings = try Console.current.runtime().settings(using: ["sync"])
            do throws(SyncSettingsError) {
                _ = try SyncSettings.resolve(
                    url: settings.sync?.url, passwordFile: settings.sync?.passwordFile, environment: environment)
            } catch {
                throw SyncUnavailable.settings(error)
            }
            guard let program = SyncExecutable.locate(environment: environment) else {
                throw SyncUnavailable.missing(looked: SyncExecutable.candidates(environment: environment))
            }
            let words =
                [action ?? "sync"] + (owner.map { ["--owner", $0] } ?? []) + (json ? ["--json"] : [])
                + (strict ? ["--strict"] : [])
            // The child ends once this process is no longer its parent: `ritual sync` killed leaves no sync running.
            var childEnvironment = environment
            childEnvironment["RITUALIST_SYNC_PARENT"] = String(getpid())
            finished = ExternalCommand.run([program] + words, environment: childEnvironment)
            if finished == nil { throw SyncUnavailable.cannotStart(path: program) }
        }
        guard let finished else { return }
        if !finished.output.isEmpty { Console.current.write(.output, finished.output) }
        if !finished.errors.isEmpty { Console.current.write(.error, finished.errors) }
        try ExitStatus.exit(finished.status)
    }
}
