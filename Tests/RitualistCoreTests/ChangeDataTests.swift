import Foundation
import RitualistCore
import Testing

/// A change's data is kept as JSON with sorted keys and reads back as it was written, whatever its text holds.
@Suite struct ChangeDataTests {
    static let day = Day(iso: "2025-11-08")!
    static let habit = Habit(
        id: UUID(text: "5d0c0000-0000-4000-8000-000000000001")!, name: "Wa\"ter\\ \u{202E}💧\n", emoji: "💧",
        kind: .numeric, unit: "glasses", dailyTarget: 8.5, schedule: .daysOfWeek([.monday, .friday]), startDate: day,
        endDate: day.adding(days: 30), isActive: false, displayOrder: 3, category: "Health\t",
        createdAt: Date(timeIntervalSince1970: 1_762_621_200.25))
    static let log = HabitLog(
        id: UUID(text: "a1f30000-0000-4000-8000-000000000002")!, habitID: habit.id, day: day, value: 0.1,
        loggedAt: Date(timeIntervalSince1970: 1_762_621_200), timeZone: "America/New_York")

    static let cases: [ChangeData] = [
        ChangeData(),
        ChangeData(habit: HabitRecord(habit)),
        ChangeData(habit: HabitRecord(Habit(name: "Read", startDate: day))),
        ChangeData(
            fields: [
                "name": FieldChange(old: .text("Read"), new: .text("Re\"ad")),
                "dailyTarget": FieldChange(old: .none, new: .number(1e-5)),
                "emoji": FieldChange(old: .text("📚"), new: .none),
            ]),
        ChangeData(log: LogRecord(log)),
        ChangeData(restDay: RestDayRecord(RestDay(habitID: nil, day: day))),
        ChangeData(restDay: RestDayRecord(RestDay(habitID: habit.id, day: day))),
    ]

    @Test(arguments: cases)
    func dataReadsBackAsWritten(_ data: ChangeData) throws {
        #expect(try ChangeData(json: data.json) == data)
        #expect(try JSONSerialization.jsonObject(with: Data(data.json.utf8)) is [String: Any])
    }

    @Test func keysAreSortedAndNumbersPlain() {
        #expect(
            ChangeData(log: LogRecord(Self.log)).json
                == #"{"log":{"day":"2025-11-08","habit":"5d0c0000-0000-4000-8000-000000000001","#
                + #""id":"a1f30000-0000-4000-8000-000000000002","loggedAt":1762621200,"timeZone":"America/New_York","#
                + #""value":0.1}}"#)
        #expect(
            ChangeData(restDay: RestDayRecord(RestDay(habitID: nil, day: Self.day))).json
                == #"{"restDay":{"day":"2025-11-08"}}"#)
        #expect(ChangeData().json == "{}")
    }

    @Test func aRecordedHabitIsTheHabit() {
        #expect(HabitRecord(Self.habit).habit == Self.habit)
        #expect(LogRecord(Self.log).log == Self.log)
    }
}
