import RitualistSync

/// A failed command, with what the journal and the exit status need.
package struct SyncFailure: Error, Sendable, Hashable {
    /// The stable name (`serverUnreachable`, `invalidSyncSettings`, …).
    package var caseName: String
    /// The failure category's name: `storeUnavailable`, `rejected`, `configuration` or `internal`.
    package var category: String
    /// The message, in a person's words.
    package var message: String

    /// The exit status the category has under `--strict`.
    package var exitCode: Int32 {
        switch category {
        case "configuration": return 78
        case "storeUnavailable": return 69
        case "rejected": return 65
        default: return 70
        }
    }

    /// A failure with the given values.
    package init(caseName: String, category: String, message: String) {
        self.caseName = caseName
        self.category = category
        self.message = message
    }

    /// `error` in these terms.
    package init(_ error: any Error) {
        switch error {
        case let failure as SyncFailure: self = failure
        case let server as SyncServerError:
            self.init(caseName: server.caseName, category: server.category, message: server.description)
        case let settings as SyncSettingsError:
            self.init(caseName: "invalidSyncSettings", category: "configuration", message: settings.description)
        case let lock as SyncLockError:
            self.init(caseName: "lockFailed", category: "storeUnavailable", message: lock.description)
        case let engine as SyncEngineError:
            self.init(caseName: "ledgerContract", category: "internal", message: engine.description)
        default:
            self.init(caseName: "localStoreFailed", category: "storeUnavailable", message: String(describing: error))
        }
    }
}
