import Foundation
import IntentKitTesting
import RitualistCore

// Times the history work of the streak calendar on the reference data set: 50 habits × 10 years
// of daily logs, built from a fixed seed so every run measures the same data.

func makeDataSet(today: Day) -> (habits: [Habit], logs: [HabitLog], rests: [RestDay]) {
    var random = SeededGenerator(state: 2025)
    let start = today.adding(days: -3652)
    let schedules: [Schedule] = [.daily, .daysOfWeek([.monday, .wednesday, .friday]), .timesPerWeek(3), .daily]
    let habits = (0..<50).map { index in
        let numeric = index % 3 == 0
        return Habit(
            name: "Habit \(index)", kind: numeric ? .numeric : .binary, unit: numeric ? "glasses" : nil,
            dailyTarget: numeric ? 8 : nil, schedule: schedules[index % schedules.count],
            startDate: start.adding(days: index * 7), displayOrder: index)
    }
    var logs: [HabitLog] = []
    logs.reserveCapacity(50 * 3700)
    for habit in habits {
        for day in habit.startDate...today where Int.random(in: 0..<100, using: &random) < 85 {
            let value = habit.kind == .numeric ? Double(Int.random(in: 4...10, using: &random)) : 1
            logs.append(HabitLog(habitID: habit.id, day: day, value: value, timeZone: "America/New_York"))
        }
    }
    let rests = (0..<200).map { _ in RestDay(day: start.adding(days: Int.random(in: 0...3652, using: &random))) }
    return (habits, logs, rests)
}

func median(_ durations: [Duration]) -> Duration {
    durations.sorted()[durations.count / 2]
}

func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
    return String(format: "%.3f ms", value)
}

guard let today = Day(iso: "2025-11-20") else { fatalError("the benchmark's day is not a valid date") }
let data = makeDataSet(today: today)
let entries = data.logs.map(LogEntry.init)
let clock = ContinuousClock()
let iterations = 60
var fromEntries: [Duration] = []
var build: [Duration] = []
var streaks: [Duration] = []
var overall: [Duration] = []
var grid: [Duration] = []
var total: [Duration] = []
var stats: [Duration] = []
var statsWithBuild: [Duration] = []
var checksum = 0

for _ in 0..<iterations {
    let started = clock.now
    let history = History(habits: data.habits, logs: data.logs, restDays: data.rests, today: today)
    let built = clock.now
    let perHabit = history.allStreaks()
    let streaked = clock.now
    let overallStreak = history.overallStreak()
    let overalled = clock.now
    let heatmap = history.heatmap(months: 12)
    let finished = clock.now
    build.append(built - started)
    streaks.append(streaked - built)
    overall.append(overalled - streaked)
    grid.append(finished - overalled)
    total.append(finished - started)
    let entriesStarted = clock.now
    let slim = History(habits: data.habits, entries: entries, restDays: data.rests, today: today)
    _ = (slim.allStreaks(), slim.overallStreak(), slim.heatmap(months: 12))
    fromEntries.append(clock.now - entriesStarted)
    let statsStarted = clock.now
    let year = history.stats(period: .year)
    stats.append(clock.now - statsStarted)
    let statsBuildStarted = clock.now
    let built365 = History(habits: data.habits, entries: entries, restDays: data.rests, today: today).stats(
        period: .year)
    statsWithBuild.append(clock.now - statsBuildStarted)
    checksum &+= year.overall.completion.done + built365.overall.completion.scheduled
    checksum &+= perHabit.reduce(0) { $0 + $1.streak.longest } + overallStreak.current + heatmap.columns.count
}

print("CoreBenchmark: \(data.habits.count) habits, \(data.logs.count) logs, \(data.rests.count) rest days")
print("median of \(iterations) iterations (checksum \(checksum))")
print("  build History        \(milliseconds(median(build)))")
print("  all habit streaks    \(milliseconds(median(streaks)))")
print("  overall streak       \(milliseconds(median(overall)))")
print("  12-month heatmap     \(milliseconds(median(grid)))")
print("  total                \(milliseconds(median(total)))")
print("  stats, 365 days      \(milliseconds(median(stats)))  (ritual stats --days 365 from a built History)")
print("  stats with its build  \(milliseconds(median(statsWithBuild)))  (History from LogEntry, then stats)")
print("  total from LogEntry   \(milliseconds(median(fromEntries)))  (the same work, logs read as habit/day/value)")
