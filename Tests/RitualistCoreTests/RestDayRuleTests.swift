import Foundation
import Testing

@testable import RitualistCore

@Suite struct RestDayRuleTests {
    static let read = habit("Read")
    static let run = habit("Run")
    static let day = Nov.day(7)

    /// The rest days before, and what completing Read on the day removes and adds.
    @Test(arguments: [
        ([RestDay(habitID: read.id, day: day)], [RestDay(habitID: read.id, day: day)], [RestDay]()),
        ([RestDay(habitID: run.id, day: day)], [], []),
        ([RestDay(habitID: read.id, day: Nov.day(6))], [], []),
        ([RestDay(day: day)], [RestDay(day: day)], [RestDay(habitID: run.id, day: day)]),
        ([RestDay(day: day), RestDay(habitID: run.id, day: day)], [RestDay(day: day)], []),
    ])
    func aCompletionEndsTheRestDaysThatCoverItsHabitOnly(before: [RestDay], removed: [RestDay], added: [RestDay]) {
        let change = RestDayRule.restDaysEnded(
            byCompleting: Self.read, on: Self.day, restDays: before, habits: [Self.read, Self.run])
        #expect(change.removed == removed)
        #expect(change.added == added)
    }

    @Test func aRestDayIsRefusedOnADayAHabitItCoversIsDone() {
        let logs = [log(Self.read, Self.day, 1)]
        #expect(throws: RestDayError.completedDay(names: ["Read"], day: Self.day, allHabits: false)) {
            try RestDayRule.check(resting: Self.read, on: Self.day, habits: [], logsOfDay: logs)
        }
        #expect(throws: RestDayError.completedDay(names: ["Read"], day: Self.day, allHabits: true)) {
            try RestDayRule.check(resting: nil, on: Self.day, habits: [Self.read, Self.run], logsOfDay: logs)
        }
        #expect(throws: Never.self) {
            try RestDayRule.check(resting: Self.run, on: Self.day, habits: [], logsOfDay: logs)
        }
    }
}
