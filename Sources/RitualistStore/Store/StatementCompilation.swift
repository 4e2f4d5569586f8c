import GRDB
import GRDBSQLite

/// Once its file is migrated, the store's connection compiles statements without GRDB's statement authorizer.
///
/// GRDB gives every connection an authorizer, which SQLite calls while it compiles a statement: once for each column
/// the statement names, and each column every trigger it fires names. From those calls GRDB records the tables and
/// columns a statement reads and writes, for its database observation, and whether a statement changes the schema,
/// to forget its schema cache. The store uses neither: it observes nothing, and it asks GRDB nothing of the schema
/// (the migrations, which do change it, run before the authorizer goes). Transactions and savepoints do not depend
/// on it: GRDB asks SQLite whether a transaction is open. Each call cost some 14 k instructions in GRDB's code, built
/// sets and dictionaries: 1.2 M of a press (the log's triggers name many columns) and 0.6 M of a calendar or `stats`,
/// a tenth of each run.
///
/// Removing an authorizer expires the statements prepared so far; SQLite prepares them again when they next run.
enum StatementCompilation {
    /// Removes the connection's authorizer: SQLite compiles every statement from now on without calling one.
    static func withoutAuthorizer(_ db: Database) {
        sqlite3_set_authorizer(db.sqliteConnection, nil, nil)
    }
}
