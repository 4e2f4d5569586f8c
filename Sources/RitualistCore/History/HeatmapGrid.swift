#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The streak calendar: months of days as week columns, the current week rightmost, the first
/// weekday on the top row.
public struct HeatmapGrid: Equatable, Sendable {
    /// Where a month's label goes: above the column holding the month's first day.
    public struct MonthLabel: Equatable, Sendable {
        /// The label's year.
        public let year: Int
        /// The label's month, 1 for January.
        public let month: Int
        /// `Jan` … `Dec`.
        public let name: String
        /// The column the label stands above.
        public let column: Int
    }

    /// Each column is one week of 7 cells, oldest column first.
    public let columns: [[HeatmapCell]]
    /// The labels of the months the grid shows, oldest first.
    public let monthLabels: [MonthLabel]
    /// The weekday of each row, top to bottom.
    public let rowWeekdays: [Weekday]

    /// The cell at `column` (a week, oldest first) and `row` (a weekday, top first).
    public func cell(column: Int, row: Int) -> HeatmapCell {
        columns[column][row]
    }

    /// The cell of `day`, nil when the grid does not show it.
    public func cell(on day: Day) -> HeatmapCell? {
        guard let first = columns.first?.first?.day else { return nil }
        let offset = first.days(to: day)
        guard offset >= 0, offset < columns.count * 7 else { return nil }
        return columns[offset / 7][offset % 7]
    }
}

extension History {
    /// The calendar of the last `months` months, ending with today's month; with `habitID`, that
    /// one habit's days (scheduled 1 when due and not resting, completed 1 when done). Without
    /// `namingHabits`, the cells' `completedHabitNames` are left empty: a year of 50 habits names some
    /// 8,000 habit-days, which only the formats that list them need.
    public func heatmap(months: Int = 12, habitID: UUID? = nil, namingHabits: Bool = true) -> HeatmapGrid {
        let windowStart = today.startOfMonth(addingMonths: -(max(1, months) - 1))
        let gridStart = windowStart.startOfWeek(firstWeekday: firstWeekday)
        let columnCount = gridStart.days(to: today.startOfWeek(firstWeekday: firstWeekday)) / 7 + 1
        let habit = habitID.flatMap { index[$0] }
        let historyStart = habit.map { habits[$0].startDate } ?? firstRecordDay
        let columns = (0..<columnCount).map { column in
            (0..<7).map { row -> HeatmapCell in
                let day = gridStart.adding(days: column * 7 + row)
                if day < windowStart { return HeatmapCell(day: day, state: .outsideWindow) }
                if day > today { return HeatmapCell(day: day, state: .future) }
                guard let historyStart, day >= historyStart, let offset = offset(of: day) else {
                    return HeatmapCell(day: day, state: .beforeHistory)
                }
                return habit.map { cell(ofHabitAt: $0, day: day, offset: offset, naming: namingHabits) }
                    ?? cell(day: day, offset: offset, naming: namingHabits)
            }
        }
        let labels = (0..<max(1, months)).map { month -> HeatmapGrid.MonthLabel in
            let start = windowStart.startOfMonth(addingMonths: month)
            return HeatmapGrid.MonthLabel(
                year: start.year, month: start.month, name: start.shortMonthName, column: gridStart.days(to: start) / 7)
        }
        return HeatmapGrid(
            columns: columns, monthLabels: labels, rowWeekdays: (0..<7).map { firstWeekday.advanced(by: $0) })
    }

    private func cell(day: Day, offset: Int, naming: Bool) -> HeatmapCell {
        HeatmapCell(
            day: day, state: .recorded, scheduled: Int(scheduledCounts[offset]), completed: Int(doneCounts[offset]),
            completedHabitNames: naming ? doneHabitIndices(at: offset).map { habits[$0].name } : [])
    }

    private func cell(ofHabitAt position: Int, day: Day, offset: Int, naming: Bool) -> HeatmapCell {
        let bits = flag(position, offset)
        let due = bits & Flag.due != 0 && bits & Flag.rest == 0
        let done = bits & Flag.done != 0
        return HeatmapCell(
            day: day, state: .recorded, scheduled: due || done ? 1 : 0, completed: done ? 1 : 0,
            completedHabitNames: done && naming ? [habits[position].name] : [])
    }
}
