import CSQLite

/// SQLite's process-wide options, set once before the first connection opens (SQLite takes them only before it
/// starts): no lock around each connection, which is used by one thread at a time (`SQLiteDatabase` holds its own
/// lock around each use), and no
/// memory statistics, which locked a mutex at every allocation. Together they took a measurable share of every
/// command. When another part of the process started SQLite first, the options stay SQLite's defaults.
enum SQLiteProcess {
    /// Whether the options were set; read it before opening a connection.
    static let isConfigured = ritualist_sqlite3_configure_process() == 0
}
