import Foundation
import RitualistCore
import RitualistTransfer
import Testing

struct ImportedHistoryTests {
    @Test func logCountAddsTheLogsOfEveryHabit() throws {
        let start = try #require(Day(year: 2026, month: 1, day: 1))
        let read = Habit(name: "Read", startDate: start)
        let run = Habit(name: "Run", startDate: start)
        let history = ImportedHistory(
            source: .harsh,
            habits: [
                ImportedHabit(habit: read, logs: [HabitLog(habitID: read.id, day: start)]),
                ImportedHabit(
                    habit: run,
                    logs: [
                        HabitLog(habitID: run.id, day: start), HabitLog(habitID: run.id, day: start.advanced(by: 1)),
                    ]),
            ])
        #expect(history.logCount == 3)
    }

    @Test(arguments: [(ImportSource.ritual, true), (.loop, false), (.loopCSV, false), (.harsh, false)])
    func onlyARitualExportMergesByID(source: ImportSource, byID: Bool) {
        #expect(source.mergesByID == byID)
    }
}
