import Foundation
import IntentKitTesting
import RitualistCore
import RitualistSync
import Testing

/// Entries another program wrote on the server, end to end through the built `ritual` and `ritual-sync`: what lies
/// outside a local change's ranges is set aside and named, and every command after the pull still works; what the
/// server says is printed as text, its control characters escaped.
@Suite(.enabled(if: TestServer.available, TestServer.skipReason))
struct HostileEntryTests {
    /// Adds `entry` to `database`'s entries as the test's role, beside the machines' own.
    static func inject(_ entry: SyncEntry, database: String) async throws {
        func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }
        try await TestServer.admin(
            [
                "INSERT INTO ritualist.entries (id, machine, kind, version, body, stamped_at) VALUES ("
                    + [entry.id.uuidString, entry.machine.uuidString, entry.kind].map(quoted).joined(separator: ", ")
                    + ", \(entry.version), \(quoted(entry.body)), now())"
            ], database: database)
    }

    /// A machine on a new database whose schema it created, and the database.
    static func machine() async throws -> (SyncedMachine, String) {
        let database = try await TestServer.database()
        let machine = try SyncedMachine(database: database)
        try machine.succeeds("sync", "init", "--strict")
        return (machine, database)
    }

    static func habitAdded(_ change: (inout Habit) -> Void) -> SyncEntry {
        let time = Date(timeIntervalSince1970: 1_762_603_200)
        var habit = Habit(name: "Run", startDate: Day(year: 2025, month: 11, day: 1)!, createdAt: time)
        change(&habit)
        let id = UUID.version7(at: time)
        return SyncWire.syncEntry(
            ChangeEntry(
                id: id, time: time, machine: UUID(), kind: .habitAdded, habitID: habit.id,
                data: ChangeData(habit: HabitRecord(habit)), operation: id))
    }

    @Test func entriesOutOfBoundsAreSetAsideAndChangesExportAndHabitAddStillWork() async throws {
        let (machine, database) = try await Self.machine()
        try machine.succeeds("habit", "add", "Stretch")
        try await Self.inject(Self.habitAdded { $0.createdAt = Date(timeIntervalSince1970: 1e300) }, database: database)
        var order = Self.habitAdded { $0.displayOrder = 7 }
        order.body = order.body.replacingOccurrences(of: "\"displayOrder\":7", with: "\"displayOrder\":\(Int.max)")
        try await Self.inject(order, database: database)

        let sync = try machine.ritual("sync", "--strict")

        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(sync.stdout.contains("2 set aside"))
        #expect(sync.stdout.contains("its habit's createdAt '1e+300' is not a time from the year 1900 to 9999"))
        #expect(sync.stdout.contains("its habit's displayOrder '\(Int.max)' is not between"))
        let status = try machine.output("sync", "status")
        #expect(status.contains("Set aside: 2"))
        try machine.succeeds("habit", "add", "Read")
        let list = try machine.output("habit", "list", "--json")
        #expect(list.contains("\"Read\"") && !list.contains("\"Run\""))
        #expect(try machine.changes().count == 2)
        #expect(try machine.output("export").contains("\"Read\""))
    }

    @Test func whatTheServerSaysIsPrintedWithItsControlCharactersEscaped() async throws {
        let (machine, database) = try await Self.machine()
        var hostile = Self.habitAdded { _ in }
        hostile.kind = "x\u{1B}]0;owned\u{07}\u{1B}[2J\u{1B}[31m"
        try await Self.inject(hostile, database: database)

        let sync = try machine.ritual("sync", "--strict")
        let status = try machine.ritual("sync", "status")

        let shown = "x\\u{1B}]0;owned\\u{7}\\u{1B}[2J\\u{1B}[31m"
        for output in [sync.stdout, status.stdout] {
            #expect(!output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
            #expect(output.contains("an entry of an unknown kind '\(shown)'"))
        }
        #expect(status.stdout.contains("#1 \(shown) \(hostile.id.uuidString.lowercased())"))
    }
}
