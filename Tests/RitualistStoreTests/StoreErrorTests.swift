import GRDB
import RitualistCore
import Testing

@testable import RitualistStore

@Suite struct StoreErrorTests {
    @Test(arguments: [
        (
            StoreError.unavailable(path: "/h/r.sqlite", reason: "Permission denied"), "storeUnavailable",
            "Cannot open the habit store '/h/r.sqlite': Permission denied."
        ),
        (
            .rejected(reason: "FOREIGN KEY constraint failed"), "storeRejected",
            "The habit store refused the change: FOREIGN KEY constraint failed."
        ),
        (.habitNotFound(id: "0a1b"), "habitNotFound", "No habit has the id '0a1b'."),
    ])
    func everyErrorHasACaseNameAndASentence(error: StoreError, caseName: String, message: String) {
        #expect(error.caseName == caseName)
        #expect(error.message == message)
        #expect(error.description == message)
    }

    @Test(arguments: [
        (ResultCode.SQLITE_NOTADB, "the file is not a SQLite database"),
        (.SQLITE_CANTOPEN, "the file or its folder cannot be opened for writing"),
        (.SQLITE_READONLY, "the file or its folder is read-only"),
        (.SQLITE_CORRUPT, "the database is corrupt"),
        (.SQLITE_BUSY, "the database stayed locked by another process"),
        (.SQLITE_PERM, "permission denied"),
        (.SQLITE_AUTH, "permission denied"),
    ])
    func sqliteFailuresAreDescribedInPlainWords(code: ResultCode, reason: String) {
        #expect(SQLiteHabitStore.describe(DatabaseError(resultCode: code)) == reason)
    }

    @Test func anotherSQLiteFailureKeepsSQLitesOwnWords() {
        #expect(
            SQLiteHabitStore.describe(DatabaseError(resultCode: .SQLITE_FULL, message: "database or disk is full"))
                == "database or disk is full")
    }
}
