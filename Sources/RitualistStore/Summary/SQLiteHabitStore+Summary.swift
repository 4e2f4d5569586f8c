import Foundation
import RitualistCore

extension SQLiteHabitStore {
    /// The checkpoints of the streak summary, when it is folded with these settings.
    package func streakCheckpoints(
        habitIDs: [UUID], before today: Day, threshold: StreakThreshold, firstWeekday: Weekday
    ) throws -> StreakCheckpoints {
        try read { db in
            guard let state = try StreakSummaryTable.state(db), state.threshold == threshold,
                state.firstWeekday == firstWeekday
            else { return .none }
            return try StreakSummaryTable.latest(db, habitIDs: habitIDs, before: today)
        }
    }

    /// Writes every log bucket again and folds every checkpoint of the streak summary again, with these settings
    /// from now on.
    package func rebuildSummary(threshold: StreakThreshold, firstWeekday: Weekday) throws -> Bool {
        try write { db in
            try LogBucketTable.rebuild(db, through: LogBucketTable.target(at: stamp.clock()))
            try StreakSummaryTable.rebuild(
                db, through: StreakSummaryTable.target(at: stamp.clock()), threshold: threshold,
                firstWeekday: firstWeekday)
            return true
        }
    }
}
