import RitualistCore

extension HeatmapGrid {
    /// The month labels of the columns in `band` (all by default), leaving out any that would
    /// start fewer than `minimumGap` columns after the one before, so labels never overlap.
    func visibleMonthLabels(in band: Range<Int>? = nil, minimumGap: Int) -> [MonthLabel] {
        var visible: [MonthLabel] = []
        for label in monthLabels where band?.contains(label.column) ?? true {
            if let last = visible.last, label.column - last.column < minimumGap { continue }
            visible.append(label)
        }
        return visible
    }

    /// `M`, `W` or `F` for the rows of Monday, Wednesday and Friday (rows 1, 3 and 5 when weeks
    /// start on Monday), nil for the others.
    func weekdayLabel(row: Int) -> String? {
        let weekday = rowWeekdays[row]
        guard [.monday, .wednesday, .friday].contains(weekday) else { return nil }
        return String(weekday.name.prefix(1))
    }
}
