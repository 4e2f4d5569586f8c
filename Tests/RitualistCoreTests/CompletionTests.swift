import Testing

@testable import RitualistCore

@Suite struct CompletionTests {
    @Test(arguments: [(0.0, false), (1.0, true)])
    func conformanceCase3ABinaryLogOfZeroIsNotDone(value: Double, done: Bool) {
        let read = habit()
        #expect(read.isDone(withLogsOf: [log(read, Nov.day(3), value)]) == done)
    }

    @Test func aBinaryHabitWithoutLogsIsNotDone() {
        #expect(!habit().isDone(withLogsOf: [HabitLog]()))
    }

    @Test func conformanceCase4NumericLogsAreSummedAgainstTheTarget() {
        let water = habit("Water", kind: .numeric, target: 8)
        let logs = [log(water, Nov.day(3), 3), log(water, Nov.day(3), 5)]
        #expect(water.progress(withLogsOf: logs) == 8)
        #expect(water.isDone(withLogsOf: logs))
        #expect(!water.isDone(withLogsOf: [logs[0]]))
    }

    @Test func decimalAmountsThatAddUpToTheTargetMeetIt() {
        let run = habit("Run", kind: .numeric, target: 0.3)
        #expect(run.isDone(withLogsOf: [log(run, Nov.day(3), 0.1), log(run, Nov.day(3), 0.2)]))
    }

    @Test func aNumericHabitWithoutTargetIsDoneWithAnyAmount() {
        let steps = habit("Steps", kind: .numeric)
        #expect(steps.isDone(withLogsOf: [log(steps, Nov.day(3), 0.5)]))
        #expect(!steps.isDone(withLogsOf: [log(steps, Nov.day(3), 0)]))
    }

    @Test(arguments: [(10.0, 1000.0), (25, 2500), (0.5, 50), (10_000, 1_000_000), (1_000_000, 100_000_000)])
    func theSanityBoundIsAHundredTimesTheTarget(target: Double, maximum: Double) {
        #expect(habit(kind: .numeric, target: target).maximumDailyValue == maximum)
    }
}
