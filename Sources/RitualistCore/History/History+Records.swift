#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension History {
    /// The record of a day in [firstDay, today]; nil outside it.
    public func record(on day: Day) -> CompletionRecord? {
        guard let offset = offset(of: day) else { return nil }
        let scheduled = Int(scheduledCounts[offset])
        let done = Int(doneCounts[offset])
        return CompletionRecord(
            day: day, doneHabitIDs: doneHabitIndices(at: offset).map { habits[$0].id }, scheduled: scheduled,
            percentage: scheduled == 0 ? 0 : done * 100 / scheduled,
            contributes: threshold.isMet(done: done, scheduled: scheduled))
    }

    /// A numeric habit's summed amount on `day`; nil for a binary habit, an unknown id, or a day this history does
    /// not hold.
    public func amount(of habitID: UUID, on day: Day) -> Double? {
        guard let position = index[habitID], let offset = offset(of: day) else { return nil }
        let row = numericRows[position]
        return row < 0 ? nil : progress[row * dayCount + offset]
    }

    /// The records of every day from `from` to `through`, both within [firstDay, today].
    public func records(from: Day, through: Day) -> [CompletionRecord] {
        stride(from: max(from, firstDay), through: min(through, today), by: 1).compactMap(record(on:))
    }

    func doneHabitIndices(at offset: Int) -> [Int] {
        let count = Int(doneCounts[offset])
        guard count > 0 else { return [] }
        let wanted = Flag.counted | Flag.done
        // Sized once: `filter` grew each day's array some five times, costly over a year's calendar.
        var indices: [Int] = []
        indices.reserveCapacity(count)
        flags.withUnsafeBufferPointer { flags in
            for position in habits.indices where flags[position &* dayCount &+ offset] & wanted == wanted {
                indices.append(position)
            }
        }
        return indices
    }

    func contributes(at offset: Int) -> Bool {
        threshold.isMet(done: Int(doneCounts[offset]), scheduled: Int(scheduledCounts[offset]))
    }
}
