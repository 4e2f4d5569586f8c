import Foundation
import IntentKit
import IntentKitTesting
import RitualistCore
import Testing

@Suite struct StatsCommandTests {
    /// One habit's figures folded by hand from what was written, day by day.
    struct Folded: Equatable {
        var done = 0
        var scheduled = 0
        var total = 0.0
        var liveDays = 0
        var best: (day: Day, amount: Double)?
        var weekdays = [Weekday: (done: Int, scheduled: Int)]()
        /// The whole weeks from the later of the window's first day and the habit's start to today.
        var weeks = 0

        static func == (lhs: Folded, rhs: Folded) -> Bool {
            (lhs.done, lhs.scheduled, lhs.total, lhs.liveDays) == (rhs.done, rhs.scheduled, rhs.total, rhs.liveDays)
        }

        /// The weekday of the highest (or lowest) rate, the earliest from Monday on a tie; nil over fewer than two
        /// whole weeks, or when the highest and the lowest rate are the same.
        func weekday(highest: Bool) -> String? {
            guard weeks >= 2 else { return nil }
            func extreme(_ highest: Bool) -> (Weekday, Int, Int)? {
                var chosen: (Weekday, Int, Int)?
                for weekday in Weekday.allCases {
                    guard let (done, scheduled) = weekdays[weekday], scheduled > 0 else { continue }
                    guard let (_, bestDone, bestScheduled) = chosen else {
                        chosen = (weekday, done, scheduled)
                        continue
                    }
                    let better = done * bestScheduled > bestDone * scheduled
                    let worse = done * bestScheduled < bestDone * scheduled
                    if highest ? better : worse { chosen = (weekday, done, scheduled) }
                }
                return chosen
            }
            guard let best = extreme(true), let worst = extreme(false), best.1 * worst.2 > worst.1 * best.2 else {
                return nil
            }
            return (highest ? best : worst).0.name.lowercased()
        }
    }

    static func fold(_ home: StatsHome, _ habit: Habit, from: Day) -> Folded {
        var folded = Folded()
        folded.weeks = (max(from, habit.startDate).days(to: home.today) + 1) / 7
        let values = home.values[habit.id] ?? [:]
        let isDone = { (day: Day) in (values[day] ?? 0) >= (habit.dailyTarget ?? 1) }
        for day in max(from, habit.startDate)...home.today {
            let amount = values[day] ?? 0
            folded.liveDays += 1
            folded.total += amount
            if amount > (folded.best?.amount ?? 0) { folded.best = (day, amount) }
            var scheduled = habit.schedule.allows(day.weekday) && !home.rests.contains(day)
            if let target = habit.schedule.timesPerWeek {
                // Excused once the week's target was met on earlier days and nothing is logged that day.
                let weekStart = max(habit.startDate, day.startOfWeek(firstWeekday: .monday))
                let doneBefore = (weekStart..<day).filter(isDone).count
                if doneBefore >= target && values[day] == nil { scheduled = false }
            }
            guard scheduled, day < home.today || isDone(day) else { continue }
            folded.scheduled += 1
            folded.done += isDone(day) ? 1 : 0
            let count = folded.weekdays[day.weekday] ?? (0, 0)
            folded.weekdays[day.weekday] = (count.done + (isDone(day) ? 1 : 0), count.scheduled + 1)
        }
        return folded
    }

    @Test(arguments: ["7", "30", "365", "all"])
    func statsJSONEqualsTheHistoryFoldedByHandForEveryHabit(days: String) throws {
        let home = try StatsHome()
        let stats = try JSONParser.parse(home.ritual("stats", "--days", days, "--json").stdout)
        let streaks = try #require(try JSONParser.parse(home.ritual("streak", "--json").stdout)["habits"]?.arrayValue)
        let from = Int(days).map { home.today.adding(days: 1 - $0) } ?? home.habits.map(\.startDate).min()!
        #expect(stats["from"] == .string(from.iso))
        let rows = try #require(stats["habits"]?.arrayValue)
        #expect(rows.map { $0["name"]?.stringValue } == home.habits.map(\.name))
        var overall = (done: 0, scheduled: 0)
        for (habit, (row, streak)) in zip(home.habits, zip(rows, streaks)) {
            let folded = Self.fold(home, habit, from: from)
            overall = (overall.done + folded.done, overall.scheduled + folded.scheduled)
            #expect(row["done"]?.intValue == folded.done, "\(habit.name)")
            #expect(row["scheduled"]?.intValue == folded.scheduled, "\(habit.name)")
            #expect(row["rate"]?.doubleValue == Double(folded.done) / Double(folded.scheduled), "\(habit.name)")
            #expect(row["bestWeekday"]?["weekday"]?.stringValue == folded.weekday(highest: true), "\(habit.name)")
            #expect(row["worstWeekday"]?["weekday"]?.stringValue == folded.weekday(highest: false), "\(habit.name)")
            for key in ["current", "longest", "atRisk", "unit"] { #expect(row[key] == streak[key], "\(habit.name)") }
            guard habit.kind == .numeric else {
                #expect(row["total"] == .null)
                continue
            }
            #expect(row["total"]?.doubleValue == folded.total, "\(habit.name)")
            #expect(row["dailyMean"]?.doubleValue == folded.total / Double(folded.liveDays), "\(habit.name)")
            #expect(row["bestDay"]?.stringValue == folded.best?.day.iso, "\(habit.name)")
            #expect(row["bestAmount"]?.doubleValue == folded.best?.amount, "\(habit.name)")
        }
        #expect(stats["overall"]?["done"]?.intValue == overall.done)
        #expect(stats["overall"]?["scheduled"]?.intValue == overall.scheduled)
    }
}

@Suite struct StatsTextTests {
    /// Meditate done Nov 2–7 but Nov 4; Water 9 glasses on Nov 2, 3, 5 and 6; today (Saturday Nov 8) not yet done.
    func makeHome() -> Ritual {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate", "--emoji", "🧘", "--start", "2025-10-01")
        ritual("habit", "add", "Water", "--target", "8", "--unit", "glasses", "--start", "2025-10-01")
        for day in [2, 3, 5, 6, 7] { ritual("done", "Meditate", "--date", "2025-11-0\(day)") }
        for day in [2, 3, 5, 6] { ritual("log", "Water", "9", "--date", "2025-11-0\(day)") }
        return ritual
    }

    @Test func statsShowsEachHabitsRateStreakWeekdaysAndAmounts() {
        let result = makeHome()("stats", "--days", "7")
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                Last 7 days, 2025-11-02 to 2025-11-08

                Overall      75%  9/12      🔥 3 days (at risk), longest 3
                🧘 Meditate  83%  5/6       🔥 3 days (at risk), longest 3
                   Water     66%  4/6       No streak yet, longest 2
                             total 36 glasses, 5.1 a day, best 9 on 2025-11-02

                """)
    }

    @Test func aSparklinePerHabitOnATerminal() {
        let output = makeHome().run(["stats", "--days", "7"], terminal: true).stdout
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2].hasSuffix("   ██▁██▅"))
        #expect(lines[3].hasSuffix("   ██▁███"))
        #expect(lines[4].hasSuffix("   ██▁██▁"))
    }

    @Test func statsWithNoHabitsSaysHowToAddOne() {
        #expect(
            Ritual()("stats").stdout
                == "Last 30 days, 2025-10-10 to 2025-11-08\n\nNo active habits: add one with 'ritual habit add NAME'.\n"
        )
    }

    @Test func aPeriodOtherThanTheFourIsRefusedWithTheChoices() {
        let result = makeHome()("stats", "--days", "9")
        #expect(result.status == 64)
        #expect(
            result.stderr.hasPrefix(
                "Error: The value '9' is invalid for '--days <days>'. Please provide one of '7', '30', '365' or 'all'.")
        )
    }

    @Test func oneHabitsStatsAreTheOverallOnes() throws {
        let stats = try JSONParser.parse(makeHome()("stats", "Water", "--json").stdout)
        #expect(stats["habits"]?.arrayValue?.map { $0["name"] } == [.string("Water")])
        #expect(stats["overall"]?["done"] == .int(4))
        #expect(stats["habits"]?.arrayValue?.first?["total"] == .int(36))
    }
}
