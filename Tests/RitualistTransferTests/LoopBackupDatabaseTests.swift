import IntentKitTesting
import Primitives
import RitualistStore
import Testing

@testable import RitualistTransfer

struct LoopBackupDatabaseTests {
    @Test func aBackupIsOpenedReadOnlyDefensiveAndWithoutTrustingItsSchema() throws {
        let directory = TemporaryDirectory()
        let path = directory.path("backup.db")
        try LoopBackupFixture().write(to: path)
        let bytes = try ForeignFile.read(path, limit: LoopBackupReader.maximumFileSize, what: "a Loop backup")
        let database = try UntrustedDatabase.open(bytes, file: path, what: "a Loop backup")
        #expect(database.isDefensive)
        #expect(database.pragma("trusted_schema") == 0)
        #expect(database.pragma("cell_size_check") == 1)
        #expect(database.pragma("query_only") == 1)
        #expect(throws: TransferError.self) { try database.attemptWrite("DELETE FROM Habits") }
        #expect(try database.userVersion() > 0)
    }
}
