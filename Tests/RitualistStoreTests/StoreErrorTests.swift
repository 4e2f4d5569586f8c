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
        (SQLiteResultCode.notADatabase, "the file is not a SQLite database"),
        (.cannotOpen, "the file or its folder cannot be opened for writing"),
        (.readOnly, "the file or its folder is read-only"),
        (.corrupt, "the database is corrupt"),
        (.busy, "the database stayed locked by another process"),
        (.permission, "permission denied"),
        (.authorization, "permission denied"),
    ])
    func sqliteFailuresAreDescribedInPlainWords(code: SQLiteResultCode, reason: String) {
        #expect(SQLiteHabitStore.describe(SQLiteError(code: code.rawValue, message: nil)) == reason)
    }

    @Test func anotherSQLiteFailureKeepsSQLitesOwnWords() {
        #expect(
            SQLiteHabitStore.describe(
                SQLiteError(code: SQLiteResultCode.full.rawValue, message: "database or disk is full"))
                == "database or disk is full")
    }
}
