extension SyncServerError {
    /// The words of each failure, written once.
    enum Words {
        static func message(_ error: SyncServerError) -> String {
            switch error {
            case .unreachable(let server, let reason): return "Cannot reach the sync server at \(server): \(reason)."
            case .authentication(let server, let reason):
                return "The sync server at \(server) refused the login: \(reason)."
            case .tls(let server, let reason): return "TLS with the sync server at \(server) failed: \(reason)."
            case .newerSchema(let server, let supported):
                return "The sync server's schema is version \(server); this ritual-sync knows versions up to "
                    + "\(supported). Install a newer ritual-sync."
            case .olderSchema(let server, let supported):
                return "The sync server's schema is version \(server), older than \(supported); run 'ritual sync init' "
                    + "as the schema's owner to migrate it."
            case .unknownSchema(let found):
                return "The sync server's schema_version holds '\(found)', which is no version of the sync schema "
                    + "(expected 1 to \(ServerSchema.version)); the schema was changed by hand."
            case .notInitialized:
                return "The sync server has no ritualist schema yet; run 'ritual sync init' (or 'ritual-sync init')."
            case .invalidOwner(let name):
                return "The schema owner '\(name)' is not a role name init accepts (expected lower-case letters, "
                    + "digits and '_', at most 63 bytes, not starting with a digit)."
            case .refused(let reason): return "The sync server refused the statement: \(reason)."
            case .notPermitted(let role, let reason):
                return "The sync server does not let role '\(role)' do this: \(reason). An admin grants what "
                    + "docs/sync.md lists under 'Several people on one server'."
            case .statementTimedOut(let seconds, let reason):
                return "The sync server gave up on a statement after \(seconds) s (statement_timeout): \(reason)."
            case .noAnswer(let server, let seconds):
                return "The sync server at \(server) gave no answer within \(seconds) s; the connection was closed."
            case .pushRunning: return "Another push of this home is running; it pushes these changes too."
            case .historyBusy:
                return "Another push of this history is under way on the sync server; the entries stay in the outbox "
                    + "for the next push."
            }
        }
    }
}
