import Foundation
import RitualistCore
import RitualistStore
import RitualistSync
import Testing

/// What comes from the server is input like any other: what cannot be applied is set aside, counted and named, and
/// never stops the entries after it.
@Suite struct SetAsideTests {
    let server = MemoryServer()
    let laptop: SyncHome
    let desktop: SyncHome

    init() throws {
        laptop = try .laptop()
        desktop = try .desktop()
    }

    /// A valid entry of the laptop's, changed by `change`.
    func pushed(_ change: (inout SyncEntry) -> Void) throws -> SyncEntry {
        let original = try #require(try laptop.ledger.outbox(limit: 1).first)
        var entry = original
        change(&entry)
        // A copy under another id: the server keeps one entry per id.
        if entry.id == original.id { entry.id = UUID() }
        return entry
    }

    @Test func entriesThatCannotBeAppliedAreSetAsideAndTheRestStillApply() throws {
        let stretch = try laptop.add(Drafts.stretch)
        let original = try #require(try laptop.ledger.outbox(limit: 1).first)
        let lonely = HabitLog(habitID: UUID(), day: day(0), value: 1, loggedAt: laptop.time, timeZone: "UTC")
        let stray = ChangeEntry(
            id: UUID.version7(at: laptop.time), time: laptop.time, machine: laptop.machine, kind: .logAdded,
            habitID: lonely.habitID, data: ChangeData(log: LogRecord(lonely)), operation: UUID())
        var twin = original
        twin.body = twin.body.replacingOccurrences(of: "\"Stretch\"", with: "\"Stretched\"")
        let bad: [(SyncEntry, String)] = [
            (try pushed { $0.version = 2 }, "an entry of a newer version (2)"),
            (try pushed { $0.kind = "habit.renamed" }, "an entry of an unknown kind 'habit.renamed'"),
            (try pushed { $0.body = "[]" }, "a malformed entry: its body is not the JSON of an entry"),
            (
                try pushed { $0.body = String(repeating: " ", count: SyncWire.maximumBodyBytes + 1) },
                "a body of 1048577 bytes, over the bound of 1048576"
            ),
            (SyncWire.syncEntry(stray), "a habit this machine never saw"),
        ]
        for (entry, _) in bad { server.inject(entry) }
        try server.push(laptop)
        server.inject(twin)
        try laptop.log(stretch, on: day(0))
        try server.push(laptop)

        let report = try server.pull(desktop)

        let reasons = bad.map(\.1) + ["an entry with the id of a different entry this machine holds"]
        #expect(report.setAside.map(\.reason) == reasons)
        #expect(report.setAside.map(\.serverSeq) == [1, 2, 3, 4, 5, 7])
        #expect(report.applied == 2)
        #expect(try desktop.logs("Stretch", on: day(0)).count == 1)
        let status = try desktop.ledger.status()
        #expect(status.setAside.map(\.reason) == reasons)
        #expect(status.cursor == Int64(server.count))
        #expect(status.machine == desktop.machine)
        #expect(status.lastPull == desktop.time)
    }

    @Test func anOwnEntryPulledBackIsCountedApartAndLeavesTheOutbox() throws {
        try laptop.add(Drafts.stretch)
        let outbox = try laptop.ledger.outbox(limit: 10)
        for entry in outbox { server.inject(entry) }
        #expect(try laptop.ledger.status().waiting == 1)

        // The push committed on the server but was never marked here: pulling it back says it is there.
        let report = try server.pull(laptop)
        #expect(report.own == 1)
        #expect(report.merged == 0)
        #expect(report.applied == 0)
        #expect(try laptop.ledger.outbox(limit: 10).isEmpty)
        #expect(try laptop.store.habits().count == 1)
    }

    @Test func pulledEntriesAreInTheChangeLogButNotInTheOutbox() throws {
        try laptop.add(Drafts.stretch)
        try server.sync(laptop, desktop)

        let changes = try desktop.store.changes(habitID: nil, since: nil)
        #expect(changes.map(\.machine) == [laptop.machine])
        #expect(try desktop.ledger.outbox(limit: 10).isEmpty)
        #expect(try desktop.ledger.status().waiting == 0)
        #expect(try desktop.ledger.pullCursor() == 1)
    }

    @Test func theOutboxIsOldestFirstAndMarkedEntriesLeaveIt() throws {
        let stretch = try laptop.add(Drafts.stretch)
        try laptop.log(stretch, on: day(0))
        try laptop.log(stretch, on: day(1))
        let outbox = try laptop.ledger.outbox(limit: 10)
        #expect(outbox.map(\.kind) == ["habit.added", "log.added", "log.added"])
        #expect(try laptop.ledger.outbox(limit: 2) == Array(outbox.prefix(2)))

        try laptop.ledger.markPushed([outbox[1].id], at: noon(day(2)))
        #expect(try laptop.ledger.outbox(limit: 10).map(\.id) == [outbox[0].id, outbox[2].id])
        let status = try laptop.ledger.status()
        #expect(status.waiting == 2)
        #expect(status.lastPush == noon(day(2)))
        #expect(status.lastPull == nil)
    }
}
