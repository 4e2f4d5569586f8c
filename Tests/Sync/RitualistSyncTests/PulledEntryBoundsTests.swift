import Foundation
import RitualistCore
import RitualistStore
import RitualistSync
import Testing

/// A pulled entry is held to the ranges a local change keeps to, before it is applied: one outside them is set
/// aside, named, and nothing after it stops; reading the log, adding a habit and undoing still work after it.
@Suite struct PulledEntryBoundsTests {
    let server = MemoryServer()
    let laptop: SyncHome
    let desktop: SyncHome

    init() throws {
        laptop = try .laptop()
        desktop = try .desktop()
    }

    /// How each bad entry is made from the laptop's habits, and the reason it is set aside for.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let reason: String
        let make: @Sendable (_ stretch: Habit, _ water: Habit, _ machine: UUID, _ time: Date) -> ChangeEntry
        /// What another program writes into the body that this one never would.
        var edit: @Sendable (String) -> String = { $0 }
        var testDescription: String { name }

        init(
            name: String, reason: String, edit: @escaping @Sendable (String) -> String = { $0 },
            make: @escaping @Sendable (Habit, Habit, UUID, Date) -> ChangeEntry
        ) {
            self.name = name
            self.reason = reason
            self.edit = edit
            self.make = make
        }
    }

    static func log(_ habit: Habit, value: Double = 1, loggedAt: Date) -> HabitLog {
        HabitLog(habitID: habit.id, day: day(0), value: value, loggedAt: loggedAt, timeZone: "UTC")
    }

    static func entry(
        _ kind: ChangeKind, habit: UUID?, data: ChangeData, machine: UUID, time: Date, operation: UUID? = nil
    ) -> ChangeEntry {
        let id = UUID.version7(at: time)
        return ChangeEntry(
            id: id, time: time, machine: machine, kind: kind, habitID: habit, data: data,
            operation: operation ?? id)
    }

    static let cases: [Case] = [
        Case(
            name: "a time of 1e300",
            reason: "an entry out of bounds: its time '1e+300' is not a time from the year 1900 to 9999"
        ) { stretch, _, machine, time in
            var entry = entry(
                .logAdded, habit: stretch.id, data: ChangeData(log: LogRecord(log(stretch, loggedAt: time))),
                machine: machine, time: time)
            entry.time = Date(timeIntervalSince1970: 1e300)
            return entry
        },
        Case(
            name: "a loggedAt of 1e300",
            reason: "an entry out of bounds: its log's loggedAt '1e+300' is not a time from the year 1900 to 9999"
        ) { stretch, _, machine, time in
            entry(
                .logAdded, habit: stretch.id,
                data: ChangeData(log: LogRecord(log(stretch, loggedAt: Date(timeIntervalSince1970: 1e300)))),
                machine: machine, time: time)
        },
        Case(
            name: "a createdAt of -1e300",
            reason:
                "an entry out of bounds: its habit's createdAt '-1e+300' is not a time from the year 1900 to 9999"
        ) { stretch, _, machine, time in
            var habit = stretch
            habit.id = UUID()
            habit.name = "Run"
            habit.createdAt = Date(timeIntervalSince1970: -1e300)
            return entry(
                .habitAdded, habit: habit.id, data: ChangeData(habit: HabitRecord(habit)), machine: machine,
                time: time)
        },
        Case(
            name: "a displayOrder of Int.max",
            reason:
                "an entry out of bounds: its habit's displayOrder '\(Int.max)' is not between -2147483648 and "
                + "2147483647",
            // This program writes an order as a JSON number of its own; Int.max it would round.
            edit: { $0.replacingOccurrences(of: "\"displayOrder\":7", with: "\"displayOrder\":\(Int.max)") }
        ) { stretch, _, machine, time in
            var habit = stretch
            habit.id = UUID()
            habit.name = "Run"
            habit.displayOrder = 7
            return entry(
                .habitAdded, habit: habit.id, data: ChangeData(habit: HabitRecord(habit)), machine: machine,
                time: time)
        },
        Case(
            name: "an amount of 1e308",
            reason: "an entry out of bounds: its log's value '1e+308' is not an amount from 0 to 100000000"
        ) { _, water, machine, time in
            entry(
                .logAdded, habit: water.id, data: ChangeData(log: LogRecord(log(water, value: 1e308, loggedAt: time))),
                machine: machine, time: time)
        },
        Case(
            name: "a binary habit's 0.25",
            reason: "a log of '0.25' for the binary habit 'Stretch' (expected 0 or 1)"
        ) { stretch, _, machine, time in
            entry(
                .logAdded, habit: stretch.id,
                data: ChangeData(log: LogRecord(log(stretch, value: 0.25, loggedAt: time))), machine: machine,
                time: time)
        },
        Case(
            name: "a setting that does not sync",
            reason:
                "an entry out of bounds: its setting 'refresh' is not one that syncs (expected one of: "
                + "streak.threshold, week_start, notify)"
        ) { _, _, machine, time in
            entry(
                .settingsChanged, habit: nil, data: ChangeData(settings: ["refresh": "[x]", "week_start": "sunday"]),
                machine: machine, time: time)
        },
        Case(
            name: "an operation that names no entry",
            reason: "an entry of the operation '0195f7a0-0000-7000-8000-0000000000ff', whose first entry this "
                + "machine does not hold"
        ) { stretch, _, machine, time in
            entry(
                .logAdded, habit: stretch.id, data: ChangeData(log: LogRecord(log(stretch, loggedAt: time))),
                machine: machine, time: time, operation: UUID(uuidString: "0195f7a0-0000-7000-8000-0000000000ff"))
        },
    ]

    @Test(arguments: cases)
    func anEntryOutsideItsRangeIsSetAsideAndWhatFollowsStillWorks(_ bad: Case) throws {
        let stretch = try laptop.add(Drafts.stretch)
        let water = try laptop.add(Drafts.water)
        try server.sync(laptop, desktop)
        laptop.clock(noon(day(0), minutes: 1))
        var entry = SyncWire.syncEntry(bad.make(stretch, water, laptop.machine, laptop.time))
        entry.body = bad.edit(entry.body)
        server.inject(entry)
        laptop.clock(noon(day(0), minutes: 2))
        try laptop.log(stretch, on: day(0))
        try laptop.log(water, on: day(0), .add(3))
        try server.push(laptop)

        let report = try server.pull(desktop)

        #expect(report.setAside.map(\.reason) == [bad.reason])
        #expect(report.applied == 2)
        #expect(try desktop.ledger.status().setAside.map(\.reason) == [bad.reason])
        #expect(try desktop.logs("Stretch", on: day(0)).map(\.value) == [1])
        #expect(try desktop.total("Water", on: day(0)) == 3)
        // What comes after still works: the log reads, a habit is added, the last change undone.
        #expect(try desktop.store.changes(habitID: nil, since: nil).count == 4)
        let read = try desktop.add(HabitDraft(name: "Read", startDate: day(-1)))
        #expect(read.displayOrder == 2)
        #expect(try desktop.store.undoLastChange().reversed.map(\.kind) == [.habitAdded])
    }

    @Test func anEntryOfAnOperationThatNamesNoEntryNeverJamsUndo() throws {
        let stretch = try laptop.add(Drafts.stretch)
        try laptop.log(stretch, on: day(0))
        try server.push(laptop)
        let stray = Self.entry(
            .logAdded, habit: stretch.id,
            data: ChangeData(log: LogRecord(Self.log(stretch, loggedAt: laptop.time))), machine: laptop.machine,
            time: noon(day(0), minutes: 5), operation: UUID())
        server.inject(SyncWire.syncEntry(stray))

        try server.pull(desktop)

        #expect(try desktop.store.undoLastChange().reversed.map(\.kind) == [.logAdded])
        #expect(try desktop.logs("Stretch", on: day(0)).isEmpty)
    }

    @Test func theBoundsAcceptTheirOwnEnds() throws {
        let stretch = try laptop.add(Drafts.stretch)
        let water = try laptop.add(Drafts.water)
        try server.sync(laptop, desktop)
        let time = laptop.time
        var first = stretch
        first.id = UUID()
        first.name = "Run"
        first.displayOrder = Int(Int32.max)
        first.createdAt = Date(timeIntervalSince1970: SyncWireBounds.earliestTime)
        let edges = [
            Self.entry(
                .habitAdded, habit: first.id, data: ChangeData(habit: HabitRecord(first)), machine: laptop.machine,
                time: time),
            Self.entry(
                .logAdded, habit: water.id,
                data: ChangeData(
                    log: LogRecord(Self.log(water, value: SyncWireBounds.maximumAmount, loggedAt: time))),
                machine: laptop.machine, time: time),
            Self.entry(
                .logAdded, habit: stretch.id,
                data: ChangeData(log: LogRecord(Self.log(stretch, value: 0, loggedAt: time))),
                machine: laptop.machine, time: time),
        ]
        for edge in edges { server.inject(SyncWire.syncEntry(edge)) }

        let report = try server.pull(desktop)

        #expect(report.setAside.isEmpty)
        #expect(report.applied == 3)
        #expect(try desktop.total("Water", on: day(0)) == SyncWireBounds.maximumAmount)
    }
}
