/// What bounds each exchange with the server, from the connect timeout: the server cancels a statement that runs
/// longer than it (`statement_timeout`) and gives up on a lock after a second (`lock_timeout`), and the client closes
/// a connection whose answer has not come a little after the server would have cancelled the statement.
package struct SessionLimits: Sendable, Hashable {
    /// The server's bound on one statement, in seconds.
    package var statementSeconds: Int
    /// The server's bound on waiting for a lock, in milliseconds.
    package var lockMilliseconds: Int

    /// Limits for a connect timeout of `seconds`.
    package init(connectTimeout seconds: Int) {
        statementSeconds = max(1, seconds)
        lockMilliseconds = 1000
    }

    /// How long the client waits for the answer to one exchange: the statement's bound, then time for the server's
    /// cancellation to come back.
    package var clientSeconds: Int { statementSeconds + 2 }

    /// The settings every session runs under. Nothing another role can create is looked up: `pg_catalog` is searched
    /// first, then the sync schema, which only its owner can create in, and `pg_temp` last, where a session's own
    /// temporary tables would otherwise shadow a table named without its schema.
    var statements: [String] {
        [
            "SET search_path = pg_catalog, ritualist, pg_temp",
            "SET statement_timeout = '\(statementSeconds)s'",
            "SET lock_timeout = '\(lockMilliseconds)ms'",
            "SET idle_in_transaction_session_timeout = '\(clientSeconds * 2)s'",
        ]
    }
}
