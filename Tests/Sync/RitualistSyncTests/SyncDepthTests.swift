import Foundation
import RitualistCore
import RitualistStore
import RitualistSync
import Testing

/// An entry records how deep in a chain of automations the run that made it was, and the events a pull fires for
/// it carry that depth, so the automations they start here run one level deeper than that run, not at depth 1.
@Suite struct SyncDepthTests {
    let server = MemoryServer()
    let laptop: SyncHome
    let desktop: SyncHome

    init() throws {
        laptop = try .laptop()
        desktop = try .desktop()
    }

    @Test func aPulledEventCarriesTheDepthOfTheRunThatMadeItsEntry() throws {
        let stretch = try laptop.add(Drafts.stretch)
        try server.push(laptop)
        // The laptop's automation two levels deep, as `ritual run` started by a trigger's trigger stamps it.
        let automation = try SyncHome(machine: "0195f7a0-0000-7000-8000-00000000000c", depth: 2)
        try server.pull(automation)
        try automation.log(stretch, on: day(0))
        let pushed = try #require(try automation.ledger.outbox(limit: 1).first)
        #expect(pushed.body.contains("\"depth\":2"))
        try server.push(automation)

        let report = try server.pull(desktop)

        #expect(report.events.map(\.kind) == ["habitAdded", "completed", "allDone"])
        #expect(report.events.map(\.depth) == [0, 2, 2])
    }

    @Test func aDepthPastTheBoundIsSetAside() throws {
        let stretch = try laptop.add(Drafts.stretch)
        try server.sync(laptop, desktop)
        let log = HabitLog(habitID: stretch.id, day: day(0), value: 1, loggedAt: laptop.time, timeZone: "UTC")
        let id = UUID.version7(at: laptop.time)
        server.inject(
            SyncWire.syncEntry(
                ChangeEntry(
                    id: id, time: laptop.time, machine: laptop.machine, kind: .logAdded, habitID: stretch.id,
                    data: ChangeData(log: LogRecord(log), depth: 10_000), operation: id)))

        let report = try server.pull(desktop)

        #expect(
            report.setAside.map(\.reason) == ["an entry out of bounds: its depth '10000' is not between 0 and 9999"])
    }
}
