import GRDB
import IntentKitTesting
import Testing

@testable import RitualistTransfer

struct LoopBackupDatabaseTests {
    @Test func aBackupIsOpenedReadOnlyDefensiveAndWithoutTrustingItsSchema() throws {
        let directory = TemporaryDirectory()
        let path = directory.path("backup.db")
        try LoopBackupFixture().write(to: path)
        let queue = try LoopBackupDatabase.open(path)
        let settings = try queue.read { db in
            (
                LoopBackupDatabase.isDefensive(db), try Int.fetchOne(db, sql: "PRAGMA trusted_schema"),
                try Int.fetchOne(db, sql: "PRAGMA cell_size_check")
            )
        }
        #expect(settings.0)
        #expect(settings.1 == 0)
        #expect(settings.2 == 1)
        #expect(throws: DatabaseError.self) {
            try queue.inDatabase { db in try db.execute(sql: "DELETE FROM Habits") }
        }
    }
}
