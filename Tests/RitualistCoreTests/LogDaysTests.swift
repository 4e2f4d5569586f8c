import Foundation
import IntentKitTesting
import Testing

@testable import RitualistCore

/// Stretches of completions handed over as bits, and of any logs as bytes, build the same history as the entries
/// they stand for.
@Suite struct LogDaysTests {
    /// `logs` with every day that holds exactly one log, of value 1, packed into stretches of up to 32 days
    /// starting at random days; the other days' logs, and now and then a completion, packed as bytes into
    /// stretches of their own, or left entries.
    static func packed(_ logs: [HabitLog], _ random: inout SeededGenerator) -> [LogDays] {
        Dictionary(grouping: logs, by: \.habitID).sorted { $0.key.text < $1.key.text }.map { id, logs in
            let byDay = Dictionary(grouping: logs, by: \.day)
            let single = Set(byDay.filter { $0.value.count == 1 && $0.value[0].value == 1 }.keys)
            var days = LogDays()
            var stretch: (first: Day, bits: UInt32)?
            var amounts: (first: Day, records: [UInt8])?
            for day in byDay.keys.sorted() {
                guard single.contains(day), Int.random(in: 0..<10, using: &random) > 0 else {
                    if Int.random(in: 0..<4, using: &random) == 0 {
                        days.entries += byDay[day]!.map(LogEntry.init)
                        continue
                    }
                    if let open = amounts, open.first.days(to: day) >= 32 {
                        days.amounts.append(AmountDays(habitID: id, first: open.first, records: open.records))
                        amounts = nil
                    }
                    let first = amounts?.first ?? day.adding(days: -Int.random(in: 0...5, using: &random))
                    var records = amounts?.records ?? []
                    for log in byDay[day]! {
                        records.append(UInt8(first.days(to: day)))
                        withUnsafeBytes(of: log.value.bitPattern.littleEndian) { records += $0 }
                    }
                    amounts = (first, records)
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
            if let open = amounts {
                days.amounts.append(AmountDays(habitID: id, first: open.first, records: open.records))
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
        #expect(batches.contains { !$0.amounts.isEmpty } || reference.logs.count < 40, "seed \(seed)")
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

    /// A stretch's bytes are its logs in their order; bytes after the last whole log are not read.
    @Test func aStretchOfBytesIsItsLogsInTheirOrder() {
        let id = UUID()
        let first = Day(iso: "2025-10-23")!
        func bytes(_ logs: [(place: UInt8, value: Double)]) -> [UInt8] {
            logs.flatMap { log in [log.place] + withUnsafeBytes(of: log.value.bitPattern.littleEndian, Array.init) }
        }
        let table: [(logs: [(place: UInt8, value: Double)], extra: [UInt8])] = [
            ([], []), ([(0, 1)], []), ([(31, 2.5)], [7, 7]), ([(3, 0.5), (3, 3), (30, 0), (31, -0.0)], []),
            ([(5, 1e300), (6, 1 / 3)], [1, 2, 3, 4, 5, 6, 7, 8]),
        ]
        for (logs, extra) in table {
            let stretch = AmountDays(habitID: id, first: first, records: bytes(logs) + extra)
            #expect(
                stretch.entries.map { ($0.day, $0.value.bitPattern) }.elementsEqual(
                    logs.map { (first.adding(days: Int($0.place)), $0.value.bitPattern) }, by: ==))
            #expect(stretch.entries.allSatisfy { $0.habitID == id })
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
        var withAmounts = days
        let amounts: [(UInt8, Double)] = [(1, 2), (1, 0.25), (5, 4)]
        withAmounts.amounts = [
            AmountDays(
                habitID: id, first: day(0),
                records: amounts.flatMap { [$0.0] + withUnsafeBytes(of: $0.1.bitPattern.littleEndian, Array.init) })
        ]
        let expected: [(Day, Double)] = [
            (day(0), 1), (day(1), 2), (day(1), 0.25), (day(2), 0.5), (day(2), 3), (day(3), 1), (day(4), 1),
            (day(5), 4), (day(40), 1),
        ]
        let merged = withAmounts.allEntries.map { ($0.day, $0.value) }
        #expect(merged.elementsEqual(expected, by: ==))
        #expect(LogDays(amounts: withAmounts.amounts).allEntries == withAmounts.amounts[0].entries)
    }
}
