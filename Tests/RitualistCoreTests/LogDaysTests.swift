import Foundation
import IntentKitTesting
import Testing

@testable import RitualistCore

/// Stretches of completions handed over as bits build the same history as the entries they stand for.
@Suite struct LogDaysTests {
    /// `logs` with every day that holds exactly one log, of value 1, packed into stretches of up to 32 days
    /// starting at random days; every other log stays an entry.
    static func packed(_ logs: [HabitLog], _ random: inout SeededGenerator) -> [LogDays] {
        Dictionary(grouping: logs, by: \.habitID).sorted { $0.key.text < $1.key.text }.map { id, logs in
            let byDay = Dictionary(grouping: logs, by: \.day)
            let single = Set(byDay.filter { $0.value.count == 1 && $0.value[0].value == 1 }.keys)
            var days = LogDays()
            var stretch: (first: Day, bits: UInt32)?
            for day in byDay.keys.sorted() {
                guard single.contains(day) else {
                    days.entries += byDay[day]!.map(LogEntry.init)
                    continue
                }
                if let open = stretch, open.first.days(to: day) < 32, Int.random(in: 0..<8, using: &random) > 0 {
                    stretch = (open.first, open.bits | 1 << UInt32(open.first.days(to: day)))
                    continue
                }
                if let open = stretch {
                    days.completions.append(CompletionDays(habitID: id, first: open.first, bits: open.bits))
                }
                let back = Int.random(in: 0...5, using: &random)
                stretch = (day.adding(days: -back), 1 << UInt32(back))
            }
            if let open = stretch {
                days.completions.append(CompletionDays(habitID: id, first: open.first, bits: open.bits))
            }
            return days
        }
    }

    @Test(arguments: 0..<80)
    func aHistoryFromStretchesEqualsTheOneFromEntries(seed: Int) {
        let reference = HistoryPropertyTests.randomHistory(seed: UInt64(seed))
        var random = SeededGenerator(state: UInt64(seed) + 1000)
        let batches = Self.packed(reference.logs, &random)
        #expect(batches.contains { !$0.completions.isEmpty } || reference.logs.count < 40, "seed \(seed)")
        let entries = History(
            habits: reference.habits, entries: reference.logs.map(LogEntry.init), restDays: reference.rests,
            today: reference.today, firstWeekday: reference.firstWeekday, threshold: reference.threshold)
        let stretched = History(
            habits: reference.habits, restDays: reference.rests, today: reference.today,
            firstWeekday: reference.firstWeekday, threshold: reference.threshold
        ) { each in batches.forEach(each) }
        #expect(stretched.flags == entries.flags, "seed \(seed)")
        #expect(stretched.progress == entries.progress, "seed \(seed)")
        #expect(stretched.scheduledCounts == entries.scheduledCounts, "seed \(seed)")
        #expect(stretched.doneCounts == entries.doneCounts, "seed \(seed)")
        #expect(stretched.overallStreak() == entries.overallStreak(), "seed \(seed)")
    }

    @Test func aStretchIsItsDaysAsCompletions() {
        let id = UUID()
        let first = Day(iso: "2025-10-23")!
        let table: [(bits: UInt32, offsets: [Int])] = [
            (0, []), (1, [0]), (1 << 31, [31]), (0b1011, [0, 1, 3]), (UInt32.max, Array(0...31)),
        ]
        for (bits, offsets) in table {
            let stretch = CompletionDays(habitID: id, first: first, bits: bits)
            #expect(stretch.entries == offsets.map { LogEntry(habitID: id, day: first.adding(days: $0), value: 1) })
        }
    }

    @Test func everyEntryComesInDayOrderWithADaysEntriesInTheirOrder() {
        let id = UUID()
        let day = { Day(iso: "2025-10-23")!.adding(days: $0) }
        let days = LogDays(
            entries: [
                LogEntry(habitID: id, day: day(2), value: 0.5), LogEntry(habitID: id, day: day(2), value: 3),
                LogEntry(habitID: id, day: day(40), value: 1),
            ],
            completions: [CompletionDays(habitID: id, first: day(0), bits: 0b1_1001)])
        #expect(
            days.allEntries.map { ($0.day, $0.value) }.elementsEqual(
                [(day(0), 1), (day(2), 0.5), (day(2), 3), (day(3), 1), (day(4), 1), (day(40), 1)], by: ==))
        #expect(LogDays(entries: days.entries).allEntries == days.entries)
    }
}
