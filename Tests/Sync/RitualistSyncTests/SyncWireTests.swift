import Foundation
import RitualistCore
import RitualistSync
import Testing

/// A change-log entry travels as a `SyncEntry` and comes back whole; what cannot be read is refused in words.
@Suite struct SyncWireTests {
    static let machine = UUID(uuidString: "0195f7a0-0000-7000-8000-00000000000a")!
    static let habit = UUID(uuidString: "0195f7a0-1111-7000-8000-000000000001")!
    static let time = Date(timeIntervalSince1970: 1_762_621_200.123_456_7)

    static func entry(
        _ kind: ChangeKind, data: ChangeData = ChangeData(), habitID: UUID? = habit, reverses: [UUID] = []
    )
        -> ChangeEntry
    {
        let id = UUID.version7(at: time)
        return ChangeEntry(
            id: id, time: time, machine: machine, kind: kind, habitID: habitID, data: data, reverses: reverses,
            operation: id)
    }

    static let water = Habit(
        id: habit, name: "Water \"cold\"", emoji: "💧", kind: .numeric, unit: "glasses", dailyTarget: 8,
        targetDirection: .atLeast, schedule: .daily, startDate: Day(year: 2025, month: 11, day: 3)!, endDate: nil,
        isActive: true, displayOrder: 2, category: "health", createdAt: time)
    static let log = HabitLog(
        habitID: habit, day: Day(year: 2025, month: 11, day: 8)!, value: 2.5, loggedAt: time, timeZone: "Asia/Tokyo")

    static let entries: [ChangeEntry] = [
        entry(.habitAdded, data: ChangeData(habit: HabitRecord(water))),
        entry(.habitEdited, data: ChangeData(fields: ["name": FieldChange(old: .text("Water"), new: .text("Drink"))])),
        entry(.habitArchived), entry(.logAdded, data: ChangeData(log: LogRecord(log))),
        entry(
            .restDayAdded, data: ChangeData(restDay: RestDayRecord(RestDay(habitID: nil, day: log.day))), habitID: nil),
        entry(.undo, habitID: nil, reverses: [UUID.version7(at: time), UUID.version7(at: time)]),
    ]

    @Test(arguments: entries) func anEntryComesBackAsItWent(_ entry: ChangeEntry) throws {
        let wire = SyncWire.syncEntry(entry)
        #expect(wire.id == entry.id)
        #expect(wire.machine == entry.machine)
        #expect(wire.kind == entry.kind.rawValue)
        #expect(wire.version == 1)
        #expect(wire.stampedAt == entry.time)
        #expect(try SyncWire.changeEntry(wire) == entry)
    }

    @Test func theBodyIsCompactJSONWithSortedKeys() {
        let entry = Self.entries[2]
        #expect(
            SyncWire.syncEntry(entry).body
                == "{\"data\":{},\"habit\":\"\(Self.habit.text)\",\"id\":\"\(entry.id.text)\",\"kind\":\"habit.archived\","
                + "\"machine\":\"\(Self.machine.text)\",\"operation\":\"\(entry.id.text)\",\"time\":1762621200.1234567}"
        )
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let label: String
        let change: @Sendable (inout SyncEntry) -> Void
        let reason: String
        var testDescription: String { label }
    }

    static let refusals: [Refusal] = [
        Refusal(label: "newer version", change: { $0.version = 2 }, reason: "an entry of a newer version (2)"),
        Refusal(label: "version 0", change: { $0.version = 0 }, reason: "an entry of an unknown version (0)"),
        Refusal(
            label: "unknown kind", change: { $0.kind = "habit.renamed" },
            reason: "an entry of an unknown kind 'habit.renamed'"),
        Refusal(
            label: "not JSON", change: { $0.body = "{\"id\":" },
            reason: "a malformed entry: its body is not the JSON of an entry"),
        Refusal(
            label: "unknown member",
            change: { $0.body = $0.body.replacingOccurrences(of: "{\"data\"", with: "{\"x\":1,\"data\"") },
            reason: "a malformed entry: its body has an unknown member 'x'"),
        Refusal(
            label: "bad id",
            change: { $0.body = $0.body.replacingOccurrences(of: SyncWireTests.habit.text, with: "h1") },
            reason: "a malformed entry: 'h1' is not an id"),
        Refusal(
            label: "oversized",
            change: { $0.body = String(repeating: " ", count: SyncWire.maximumBodyBytes + 1) },
            reason: "a body of 1048577 bytes, over the bound of 1048576"),
        Refusal(label: "other id", change: { $0.id = UUID() }, reason: "a body whose id is not the entry's"),
        Refusal(
            label: "other machine", change: { $0.machine = UUID() }, reason: "a body whose machine is not the entry's"),
        Refusal(
            label: "other kind", change: { $0.kind = "habit.removed" }, reason: "a body whose kind is not the entry's"),
    ]

    @Test(arguments: refusals) func anEntryThatCannotBeReadIsRefusedInWords(_ refusal: Refusal) {
        var wire = SyncWire.syncEntry(Self.entries[2])
        refusal.change(&wire)
        #expect(throws: SyncWireError.self) { try SyncWire.changeEntry(wire) }
        do {
            _ = try SyncWire.changeEntry(wire)
        } catch {
            #expect(error.reason == refusal.reason)
        }
    }
}
