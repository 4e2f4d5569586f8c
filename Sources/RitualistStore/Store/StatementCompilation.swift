import GRDB
import GRDBSQLite

/// Once its file is migrated, the store's connection compiles statements without GRDB's statement authorizer.
///
/// GRDB gives every connection an authorizer, which SQLite calls while it compiles a statement: once for each column
/// the statement names, and each column every trigger it fires names. From those calls GRDB records the tables and
/// columns a statement reads and writes, for its database observation, and whether a statement changes the schema,
/// to forget its schema cache. The store uses neither: it observes nothing, and it asks GRDB nothing of the schema
/// (the migrations, which do change it, run before the authorizer goes). Transactions and savepoints do not depend
/// on it: GRDB asks SQLite whether a transaction is open. Each call ran GRDB's code, which built sets and
/// dictionaries: a measurable share of a press (the log's triggers name many columns), of a calendar or of `stats`.
///
/// Removing an authorizer expires the statements prepared so far; SQLite prepares them again when they next run.
enum StatementCompilation {
    /// Removes the connection's authorizer: SQLite compiles every statement from now on without calling one.
    static func withoutAuthorizer(_ db: Database) {
        sqlite3_set_authorizer(db.sqliteConnection, nil, nil)
    }
}
