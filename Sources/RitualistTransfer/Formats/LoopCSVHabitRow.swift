import Primitives

/// Reads one row of a Loop export's `Habits.csv` into a habit record.
enum LoopCSVHabitRow {
    /// The habit on record `row` (0-based) of `table`; throws naming the row for a cell Loop never writes.
    static func record(_ table: LoopCSVTable, row: Int) throws(TransferError) -> LoopHabitRecord {
        let position = table.cell(row, try table.column("Position"))
        var record = LoopHabitRecord(name: table.cell(row, try table.column("Name")))
        guard let number = Int(position), number >= 0 else {
            throw table.error(row: row, "the position '\(position)' is not a number")
        }
        record.position = number
        let type = table.cell(row, table.optionalColumn("Type"))
        guard ["", "YES_NO", "NUMERICAL"].contains(type) else {
            throw table.error(row: row, "the type '\(type)' is not YES_NO or NUMERICAL")
        }
        record.isNumeric = type == "NUMERICAL"
        record.question = table.cell(row, table.optionalColumn("Question"))
        record.description = table.cell(row, table.optionalColumn("Description"))
        let numerator = table.cell(row, try table.column("FrequencyNumerator"))
        let denominator = table.cell(row, try table.column("FrequencyDenominator"))
        guard let times = Int(numerator), let days = Int(denominator), times >= 1, days >= 1 else {
            throw table.error(
                row: row, "the frequency '\(numerator)/\(denominator)' is not a number of times in a number of days")
        }
        (record.frequencyNumerator, record.frequencyDenominator) = (times, days)
        record.unit = table.cell(row, table.optionalColumn("Unit"))
        let targetType = table.cell(row, table.optionalColumn("Target Type"))
        guard ["", "AT_LEAST", "AT_MOST"].contains(targetType) else {
            throw table.error(row: row, "the target type '\(targetType)' is not AT_LEAST or AT_MOST")
        }
        record.targetIsAtMost = targetType == "AT_MOST"
        let target = table.cell(row, table.optionalColumn("Target Value"))
        guard target.isEmpty || Double(target)?.isFinite == true else {
            throw table.error(row: row, "the target value '\(target)' is not a number")
        }
        record.targetValue = Double(target) ?? 0
        let archived = table.cell(row, try table.column("Archived?"))
        guard ["true", "false"].contains(archived) else {
            throw table.error(row: row, "the value '\(archived)' of 'Archived?' is not true or false")
        }
        record.archived = archived == "true"
        return record
    }
}
