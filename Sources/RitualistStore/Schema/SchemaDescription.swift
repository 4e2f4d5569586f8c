/// What a store's schema is made of, as `sqlite_master` lists it: every table, column, index, trigger and view,
/// and the migrations the store records. Two stores of one version that the program made have equal descriptions;
/// a file that differs from the program's at its version (one trigger more) is no store the program can trust.
package struct SchemaDescription: Equatable, Sendable {
    /// One object of the schema; its SQL with runs of white space made one space.
    package struct Object: Hashable, Sendable, Comparable {
        /// `table`, `index`, `trigger` or `view`.
        package var type: String
        package var name: String
        /// The table an index or a trigger belongs to (a table's or a view's own name).
        package var table: String
        package var sql: String?

        package static func < (lhs: Object, rhs: Object) -> Bool {
            (lhs.type, lhs.name) < (rhs.type, rhs.name)
        }
    }

    package var objects: Set<Object>
    /// The migrations the store records as applied, in any order.
    package var migrations: Set<String>

    /// The schema of the store open in `db`. The statistics `ANALYZE` keeps are left out: they steer the query
    /// planner and run no code.
    package static func of(_ db: SQLiteDatabase) throws -> SchemaDescription {
        let objects = try db.rows(
            sql: "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_stat%' ESCAPE '\\'"
        ) { row in
            Object(type: row[0], name: row[1], table: row[2], sql: (row[3] as String?).map(normalized))
        }
        let migrations =
            try db.tableExists("grdb_migrations")
            ? try db.fetchAll(String.self, sql: "SELECT identifier FROM grdb_migrations") : []
        return SchemaDescription(objects: Set(objects), migrations: Set(migrations))
    }

    /// The schema the program makes at `version`: the migrations up to it, run in a database of its own in memory.
    package static func made(atVersion version: Int) throws -> SchemaDescription {
        let queue = try SQLiteDatabase.inMemory()
        try queue.inDatabase { db in try make(db, atVersion: version) }
        return try queue.read(of)
    }

    /// Writes the schema of `version` into the empty database `db`, as a program of that version left it: its
    /// migrations applied and recorded, and no rows.
    package static func make(_ db: SQLiteDatabase, atVersion version: Int) throws {
        try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
        for migration in StoreSchema.migrations.prefix(version) {
            try db.execute(sql: migration.sql())
            try db.execute(
                sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [migration.identifier])
        }
    }

    /// What this schema has or lacks against `expected`, in a person's words, objects in name order:
    /// `the trigger 'x', which Ritualist does not make`, each to follow "it has".
    package func differences(from expected: SchemaDescription) -> [String] {
        let names = { (objects: Set<Object>) in Set(objects.map { "\($0.type) \($0.name)" }) }
        let expectedNames = names(expected.objects)
        let ownNames = names(objects)
        var found: [String] = []
        for object in objects.subtracting(expected.objects).sorted() {
            let what = "\(object.type) '\(object.name)'"
            found.append(
                expectedNames.contains("\(object.type) \(object.name)")
                    ? "\(object.type == "index" ? "an" : "a") \(what) unlike the one Ritualist makes"
                    : "the \(what), which Ritualist does not make")
        }
        for object in expected.objects.subtracting(objects).sorted()
        where !ownNames.contains("\(object.type) \(object.name)") {
            found.append("no \(object.type) '\(object.name)', which Ritualist makes")
        }
        if migrations != expected.migrations {
            found.append("a record of migrations that is not that of its schema version")
        }
        return found
    }

    private static func normalized(_ sql: String) -> String {
        sql.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
