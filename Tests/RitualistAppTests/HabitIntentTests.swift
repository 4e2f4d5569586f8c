import Foundation
import IntentKit
import IntentKitTesting
import RitualistApp
import RitualistCore
import RitualistStore
import Testing

@Suite struct HabitIntentTests {
    @Test func completeHabitResolvesAPrefixAndLogsOnTheSelectedDay() throws {
        let fixture = try Fixture()
        let outcome = fixture.run("CompleteHabit", ["habit=med"])
        #expect(outcome.ok)
        #expect(outcome.result?.text == "Completed 'Meditate' on 2025-11-08.")
        #expect(outcome.json["result"]?["completed"] == .bool(true))
        let logs = try fixture.store.logs(
            habitID: fixture.habit("Meditate").id, from: Fixture.today, through: Fixture.today)
        #expect(logs.count == 1)
        #expect(logs[0].timeZone == "America/New_York")
    }

    @Test func intentsDefaultToTheWidgetsSelectedDay() throws {
        let fixture = try Fixture()
        #expect(fixture.run("PreviousDay").ok)
        #expect(fixture.run("CompleteHabit", ["habit=Stretch"]).result?.text == "Completed 'Stretch' on 2025-11-07.")
    }

    @Test(
        arguments: [
            (["habit=Nope"], "unknownEntity", "No habit named 'Nope'."),
            (["habit=Medidate"], "unknownEntity", "No habit named 'Medidate'. Did you mean 'Meditate'?"),
            (["habit=Stretch"], "alreadyLoggedToday", "'Stretch' already completed today."),
            (["habit=Water"], "needsValue", "Cannot log 'Water': A numeric habit needs an amount; add or set a value."),
            (["habit=Read"], "notScheduledForDate", "Cannot log 'Read': This habit is only scheduled for Mondays."),
            (["habit=Meditate", "date=2025-11-09"], "futureDate", "Cannot log 'Meditate': Date is in the future."),
            (
                ["habit=Meditate", "date=2025-09-30"], "dateBeforeStartDate",
                "Cannot log 'Meditate': Date is before habit start date."
            ),
            (
                ["habit=Meditate", "date=someday"], "invalidParameter",
                "Invalid value 'someday' for parameter 'date': expected a date (YYYY-MM-DD) or one of today, yesterday, tomorrow, selected."
            ),
        ] as [([String], String, String)])
    func completeHabitFailuresCarryTheirCaseAndMessage(words: [String], caseName: String, message: String) throws {
        let outcome = try Fixture().run("CompleteHabit", words)
        #expect(outcome.failure?.caseName == caseName)
        #expect(outcome.failure?.message == message)
    }

    @Test func anArchivedHabitIsUnavailable() throws {
        let fixture = try Fixture()
        _ = try fixture.store.setActive(id: fixture.habit("Meditate").id, false)
        let outcome = fixture.run("CompleteHabit", ["habit=Meditate"])
        #expect(outcome.failure?.caseName == "habitUnavailable")
        #expect(outcome.failure?.message == "Cannot log 'Meditate': Habit is not available for logging.")
        #expect(FailurePolicy.strict.exitCode(for: outcome) == 65)
    }

    @Test func numericValuesAddSetAndStayWithinBounds() throws {
        let fixture = try Fixture()
        #expect(
            fixture.run("LogHabitValue", ["habit=water", "value=3"]).result?.text
                == "Logged 'Water' on 2025-11-08: 3 of 8 glasses.")
        #expect(
            fixture.run("LogHabitValue", ["habit=water", "value=5"]).result?.text
                == "Logged 'Water' on 2025-11-08: 8 of 8 glasses, done.")
        #expect(
            fixture.run("LogHabitValue", ["habit=water", "value=2", "mode=set"]).result?.text
                == "Set 'Water' on 2025-11-08: 2 of 8 glasses.")
        #expect(
            fixture.run("LogHabitValue", ["habit=water", "value=30"]).result?.text
                == "Logged 'Water' on 2025-11-08: 32 of 8 glasses, done (400% of the target).")
        let tooMuch = fixture.run("LogHabitValue", ["habit=water", "value=800"])
        #expect(tooMuch.failure?.caseName == "valueOutOfRange")
        #expect(fixture.run("LogHabitValue", ["habit=water", "value=-1"]).failure?.caseName == "invalidParameter")
    }

    @Test func undoRemovesTheDaysLogs() throws {
        let fixture = try Fixture()
        #expect(fixture.run("UndoCompletion", ["habit=Stretch"]).ok)
        #expect(fixture.run("CompleteHabit", ["habit=Stretch"]).ok)
        #expect(fixture.run("UndoCompletion", ["habit=Meditate"]).failure?.caseName == "nothingToUndo")
    }

    /// Conformance case 9 through the intents and the store.
    @Test func navigationStaysWithinTheLastThirtyDays() throws {
        let fixture = try Fixture()
        func date(_ outcome: Outcome) -> String? { outcome.json["result"]?["date"]?.stringValue }
        #expect(date(fixture.run("NextDay")) == "2025-11-08")
        #expect(fixture.run("NextDay").json["result"]?["changed"] == .bool(false))
        _ = fixture.run("PreviousDay")
        #expect(date(fixture.run("PreviousDay")) == "2025-11-06")
        #expect(date(fixture.run("Today")) == "2025-11-08")
        for _ in 0..<40 { _ = fixture.run("PreviousDay") }
        let atBoundary = fixture.run("PreviousDay")
        #expect(atBoundary.ok)
        #expect(date(atBoundary) == "2025-10-09")
        #expect(atBoundary.json["result"]?["canGoBack"] == .bool(false))
    }

    @Test func aNavigatedDayStaysSelectedUntilTheNextMidnightThenTodayFollowsTheClock() throws {
        let fixture = try Fixture(now: Fixture.moment("2025-11-08", hour: 22))
        #expect(fixture.run("PreviousDay").json["result"]?["date"] == .string("2025-11-07"))
        let lateEvening = fixture.at(Fixture.moment("2025-11-08", hour: 23))
        #expect(try WidgetQuery.selectedDay(store: fixture.store, today: lateEvening.today).iso == "2025-11-07")
        let tomorrow = fixture.at(Fixture.moment("2025-11-09", hour: 0))
        #expect(try WidgetQuery.selectedDay(store: fixture.store, today: tomorrow.today).iso == "2025-11-09")
        let monthLater = fixture.at(Fixture.moment("2025-12-20"))
        #expect(try WidgetQuery.selectedDay(store: fixture.store, today: monthLater.today).iso == "2025-12-20")
    }

    @Test func aStoreThatCannotOpenFailsSilentlyAsUnavailable() throws {
        let directory = TemporaryDirectory()
        let blocker = try directory.write("home", "not a folder")
        let runtime = RitualistRuntime(home: blocker, now: Fixture.moment("2025-11-08"))
        let outcome = runtime.makeRunner().run("CompleteHabit", words: ["habit=x"], json: nil, mode: .silent)
        #expect(outcome.failure?.caseName == "storeUnavailable")
        #expect(FailurePolicy.silent.exitCode(for: outcome) == 0)
        #expect(FailurePolicy.strict.exitCode(for: outcome) == 69)
    }
}
