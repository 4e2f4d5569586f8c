import Foundation
import IntentKitTesting
import RitualistCore
import RitualistStore
import RitualistTransfer

/// A store in a temporary folder holding a varied history: every kind and schedule, an archived habit, one that
/// ended, a gap in the display order, several amounts on one day, rest days of one habit and of all, and a name a
/// spreadsheet would read as a formula.
struct TransferFixture {
    let folder = TemporaryDirectory()
    let store: SQLiteHabitStore

    static func day(_ text: String) -> Day { Day(iso: text)! }
    static let created = Date(timeIntervalSince1970: 1_762_000_000.125)

    init(empty: Bool = false) throws {
        store = try SQLiteHabitStore.open(at: folder.path("ritualist.sqlite"))
        if !empty { try fill() }
    }

    private func fill() throws {
        let start = Self.day("2025-10-01")
        let meditate = try store.addHabit(
            HabitDraft(name: "Meditate", emoji: "🧘", startDate: start, category: "Mind"), createdAt: Self.created)
        let water = try store.addHabit(
            HabitDraft(name: "Water", kind: .numeric, unit: "glasses", dailyTarget: 8, startDate: start),
            createdAt: Self.created)
        let gone = try store.addHabit(HabitDraft(name: "Gone", startDate: start), createdAt: Self.created)
        let read = try store.addHabit(
            HabitDraft(name: "Read", schedule: .daysOfWeek([.monday, .wednesday, .friday]), startDate: start),
            createdAt: Self.created)
        let gym = try store.addHabit(
            HabitDraft(name: "Gym", schedule: .timesPerWeek(3), startDate: start, endDate: Self.day("2025-10-31")),
            createdAt: Self.created)
        let formula = try store.addHabit(
            HabitDraft(name: "=HYPERLINK(\"x\")", startDate: start), createdAt: Self.created)
        try store.removeHabit(id: gone.id)
        let today = Self.day("2025-11-08")
        for offset in 0..<30 {
            let day = today.adding(days: -offset)
            let at = Date(timeIntervalSince1970: Double(day.ordinal * 86_400) + 50_000.5)
            if offset % 3 != 1 {
                _ = try store.log(
                    habitID: meditate.id, day: day, action: .complete, today: today, at: at, timeZone: "Europe/Paris")
            }
            _ = try store.log(
                habitID: water.id, day: day, action: .add(Double(offset % 5)), today: today, at: at, timeZone: "UTC")
            if offset % 4 == 0 {
                _ = try store.log(
                    habitID: water.id, day: day, action: .add(2.5), today: today, at: at + 60, timeZone: "UTC")
            }
            if read.isScheduled(on: day), offset % 2 == 0 {
                _ = try store.log(habitID: read.id, day: day, action: .complete, today: today, at: at, timeZone: "UTC")
            }
        }
        _ = try store.log(
            habitID: gym.id, day: Self.day("2025-10-20"), action: .complete, today: today, at: Self.created,
            timeZone: "UTC")
        _ = try store.log(
            habitID: formula.id, day: Self.day("2025-10-21"), action: .complete, today: today, at: Self.created,
            timeZone: "UTC")
        _ = try store.setActive(id: formula.id, false)
        _ = try store.addRestDay(RestDay(day: Self.day("2025-11-02")))
        _ = try store.addRestDay(RestDay(habitID: water.id, day: Self.day("2025-11-05")))
    }

    /// The store's history as an export would carry it.
    func snapshot() throws -> HistorySnapshot { try HistorySnapshot.read(from: store) }

    /// The JSON export of the store, written to a file of the folder.
    func exportFile(_ name: String = "export.json", settings: String? = nil) throws -> String {
        let path = folder.path(name)
        try HistoryExport(format: .json, exportedAt: Self.created).write(
            HistorySnapshot.read(from: store, configText: settings), toFile: path)
        return path
    }
}
