import Foundation
import IntentKitTesting
import Primitives
import RitualistCore
import RitualistTransfer
import Testing

struct LoopBackupReaderTests {
    typealias Fixture = LoopBackupFixture

    @Test(arguments: Array(12...25))
    func everyVersionFrom12To25Imports(version: Int) throws {
        let directory = TemporaryDirectory()
        var fixture = Fixture(version: version)
        fixture.habits = [.init(id: 1, name: "Work out", question: "Did you work out?")]
        fixture.entries = [.init(habit: 1, timestamp: Fixture.timestamp("2020-01-01"))]
        let history = try LoopReading.backup(fixture, in: directory)
        #expect(history.source == .loop)
        #expect(history.habits.map(\.habit.name) == ["Work out"])
        #expect(LoopReading.logs(history) == ["2020-01-01=1"])
        #expect(history.habits.first?.habit.startDate == Day(iso: "2020-01-01"))
    }

    @Test(arguments: [11, 26, 0])
    func aVersionOutside12To25IsRefusedByName(version: Int) throws {
        let directory = TemporaryDirectory()
        try Fixture(version: version).write(to: directory.path("backup.db"))
        let message = LoopReading.message { () throws(TransferError) in
            try LoopBackupReader().read(URL(fileURLWithPath: directory.path("backup.db")))
        }
        #expect(
            message == "\(directory.path("backup.db")): is a Loop backup of version \(version); "
                + "Ritualist reads versions 12 to 25")
    }

    @Test(
        arguments: [
            // (stored value, numeric, logs, rest days, note)
            (2, false, ["2016-01-01=1"], 0, nil),
            (
                1, false, [], 0,
                "not imported Read: 1 automatic check (YES_AUTO): Loop derives them from the frequency, they are not days done"
            ),
            (0, false, [], 0, nil),
            (3, false, [], 1, nil),
            (-1, false, [], 0, nil),
            (7, false, [], 0, "not imported Read: 1 entry with a date or value Loop does not write"),
            (2500, true, ["2016-01-01=2.5"], 0, nil),
            (3, true, [], 1, nil),
            (0, true, ["2016-01-01=0"], 0, nil),
            (-1, true, [], 0, nil),
        ] as [(Int, Bool, [String], Int, String?)])
    func eachStoredValueLandsAsLoopMeansIt(value: Int, numeric: Bool, logs: [String], rests: Int, note: String?) throws
    {
        let directory = TemporaryDirectory()
        var fixture = Fixture()
        fixture.habits = [
            .init(id: 1, name: "Read", type: numeric ? 1 : 0, targetValue: 1, unit: numeric ? "pages" : "")
        ]
        fixture.entries = [.init(habit: 1, timestamp: Fixture.timestamp("2016-01-01"), value: value)]
        let history = try LoopReading.backup(fixture, in: directory)
        #expect(LoopReading.logs(history) == logs)
        #expect(history.restDays.count == rests)
        #expect(
            history.restDays.allSatisfy { $0.habitID == history.habits[0].habit.id && $0.day == Day(iso: "2016-01-01") }
        )
        let entryNotes = LoopReading.notes(history).filter { $0.contains("entr") || $0.contains("YES_AUTO") }
        #expect(entryNotes == (note.map { [$0] } ?? []))
    }

    @Test(arguments: [
        (1_451_606_400_000, "2016-01-01"),
        (1_451_606_400_000 + 86_399_999, "2016-01-01"),
        (0, "1970-01-01"),
        (1_711_843_200_000, "2024-03-31"),
    ])
    func aTimestampIsTheDayItNamesAtMidnightUTCNeverMovedIntoAZone(timestamp: Int, day: String) throws {
        let directory = TemporaryDirectory()
        var fixture = Fixture()
        fixture.habits = [.init(id: 0, name: "Read")]
        fixture.entries = [.init(habit: 0, timestamp: timestamp)]
        #expect(LoopReading.logs(try LoopReading.backup(fixture, in: directory)) == ["\(day)=1"])
    }

    @Test func archivedEmptyAndSameNamedHabitsArriveInLoopsOrder() throws {
        let directory = TemporaryDirectory()
        var fixture = Fixture()
        fixture.habits = [
            .init(id: 1, name: "Run", position: 2), .init(id: 2, name: "Stretch", position: 0, archived: 1),
            .init(id: 3, name: "run", position: 1),
        ]
        fixture.entries = [
            .init(habit: 1, timestamp: Fixture.timestamp("2024-05-01")),
            .init(habit: 3, timestamp: Fixture.timestamp("2024-05-03")),
        ]
        let history = try LoopReading.backup(fixture, in: directory)
        #expect(history.habits.map(\.habit.name) == ["Stretch", "run", "Run (2)"])
        #expect(history.habits.map(\.habit.isActive) == [false, true, true])
        #expect(history.habits.map(\.habit.displayOrder) == [0, 1, 2])
        #expect(history.habits[0].logs.isEmpty)
        #expect(history.habits[0].habit.startDate == Day(iso: "2024-05-03"))
        #expect(
            history.habits.map(\.habit.createdAt.timeIntervalSince1970) == [
                1_714_694_400, 1_714_694_400, 1_714_521_600,
            ])
        #expect(
            LoopReading.notes(history).contains(
                "approximated Run: renamed 'Run (2)': another habit in the file has the name 'Run'"))
    }

    @Test func aWeeklyNumericTargetBecomesADailyOneAndIsReported() throws {
        let directory = TemporaryDirectory()
        var fixture = Fixture()
        fixture.habits = [.init(id: 1, name: "Cycle", type: 1, freqDen: 7, targetValue: 50, unit: "km")]
        let history = try LoopReading.backup(fixture, in: directory)
        let habit = try #require(history.habits.first?.habit)
        #expect((habit.kind, habit.unit, habit.dailyTarget, habit.schedule) == (.numeric, "km", 7.14, .daily))
        #expect(
            LoopReading.notes(history).contains(
                "approximated Cycle: a target of 'at least 50 km a week' became 'at least 7.14 km a day'"))
    }

    @Test func descriptionsRemindersAndColoursAreNamedInNotesAndQuestionsAreLeftOut() throws {
        let directory = TemporaryDirectory()
        var fixture = Fixture()
        fixture.habits = [
            .init(
                id: 1, name: "Work out", description: "Legs on Mondays", question: "Did you work out?",
                reminder: (18, 0, 113))
        ]
        fixture.entries = [.init(habit: 1, timestamp: Fixture.timestamp("2025-02-01"), notes: "Felt great")]
        let history = try LoopReading.backup(fixture, in: directory)
        #expect(
            LoopReading.notes(history) == [
                "not imported Work out: 1 entry note: Ritualist keeps no notes on days",
                "not imported Work out: its description: 'Legs on Mondays'",
                "not imported Work out: its reminder at 18:00 on Wed, Thu, Fri, Sat",
                "not imported -: habit colours: Ritualist has no colours",
            ])
    }

    @Test func entriesOfNoHabitAndRepeatedDaysOfAnOldBackupKeepTheFirst() throws {
        let directory = TemporaryDirectory()
        var fixture = Fixture(version: 15)
        fixture.habits = [.init(id: 1, name: "Read")]
        let day = Fixture.timestamp("2017-03-04")
        fixture.entries = [
            .init(habit: 1, timestamp: day), .init(habit: 1, timestamp: day), .init(habit: 9, timestamp: day),
        ]
        let history = try LoopReading.backup(fixture, in: directory)
        #expect(LoopReading.logs(history) == ["2017-03-04=1"])
        #expect(LoopReading.notes(history).contains("not imported -: 1 entry of no habit in the file"))
    }
}
