import IntentKit
import IntentKitTesting
import Testing

/// "I marked a rest day and then did the habit anyway": a completion wins over a rest day, in both orders.
@Suite struct CompletionWinsOverRestDayTests {
    func home() -> Ritual {
        let ritual = Ritual()
        ritual("habit", "add", "Read", "--start", "2025-11-01")
        ritual("habit", "add", "Run", "--start", "2025-11-01")
        ritual("habit", "add", "Water", "--target", "8", "--unit", "glasses", "--start", "2025-11-01")
        return ritual
    }

    func status(_ ritual: Ritual) throws -> (completed: [String], resting: [String]) {
        let json = try JSONParser.parse(ritual("status", "--json").stdout)
        let names = { (key: String) in json[key]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? [] }
        return (names("completed"), names("resting"))
    }

    @Test func aCompletionOnARestDayRemovesTheRestDayAndSaysSo() throws {
        let ritual = home()
        ritual("skip", "Read")
        let done = ritual("done", "Read")
        #expect(done.status == 0)
        #expect(done.stdout == "Completed 'Read' on 2025-11-08. 2025-11-08 is no longer a rest day for 'Read'.\n")
        #expect(try status(ritual).completed == ["Read"])
        #expect(try status(ritual).resting.isEmpty)
    }

    @Test func aCompletionOnARestDayForEveryHabitLeavesTheOthersResting() throws {
        let ritual = home()
        ritual("skip")
        let done = ritual("done", "Read", "--json")
        let json = try JSONParser.parse(done.stdout)
        #expect(json["restDayEnded"] == .bool(true))
        #expect(try status(ritual).completed == ["Read"])
        #expect(try status(ritual).resting == ["Run", "Water"])
        #expect(
            ritual("done", "Run").stdout
                == "Completed 'Run' on 2025-11-08. 2025-11-08 is no longer a rest day for 'Run'.\n")
    }

    @Test func anAmountShortOfTheTargetLeavesTheRestDay() throws {
        let ritual = home()
        ritual("skip", "Water")
        #expect(ritual("log", "Water", "3").stdout == "Logged 'Water' on 2025-11-08: 3 of 8 glasses.\n")
        #expect(try status(ritual).resting == ["Water"])
        #expect(ritual("log", "Water", "5").stdout.hasSuffix("2025-11-08 is no longer a rest day for 'Water'.\n"))
        #expect(try status(ritual).resting.isEmpty)
    }

    @Test func aRestDayOnACompletedDayIsRefused() throws {
        let ritual = home()
        ritual("done", "Read", "--date", "yesterday")
        let refused = ritual("skip", "Read", "--date", "yesterday")
        #expect(refused.status == 65)
        #expect(
            refused.stderr
                == "Error: Cannot rest 'Read' on 2025-11-07: it is done that day, and a completion wins over a rest "
                + "day. To rest it, undo it first ('ritual undo HABIT --date 2025-11-07').\n")
        #expect(ritual("skip", "Run", "--date", "yesterday").status == 0)
    }

    @Test func aRefusedRestDaysOwnWordsNameNoCommandTheHintAfterThemDoes() throws {
        let ritual = home()
        ritual("done", "Read")
        let refused = ritual("skip", "Read", "--json")
        let envelope = try JSONParser.parse(refused.stdout)
        #expect(envelope["error"]?["case"] == .string("restDayOnCompletedDay"))
        #expect(
            envelope["error"]?["message"]
                == .string(
                    "Cannot rest 'Read' on 2025-11-08: it is done that day, and a completion wins over a rest day."))
        #expect(refused.stderr.hasSuffix(" To rest it, undo it first ('ritual undo HABIT --date 2025-11-08').\n"))
    }

    /// domain.md's decision: resting every habit on a day where some are done rests the open ones and leaves the done
    /// ones done, saying which.
    @Test func aRestDayForEveryHabitRestsTheOpenOnesOnADayOneIsDone() throws {
        let ritual = home()
        ritual("done", "Read")
        let rested = ritual("skip")
        #expect(rested.status == 0)
        #expect(
            rested.stdout
                == "2025-11-08 is a rest day for 'Run' and 'Water'; 'Read' stays done (a completion wins over a rest "
                + "day).\n")
        #expect(try status(ritual).completed == ["Read"])
        #expect(try status(ritual).resting == ["Run", "Water"])
        let json = try JSONParser.parse(ritual("skip", "--json").stdout)
        #expect(json["changed"] == .bool(false))
        #expect(json["stayDone"]?.arrayValue?.map { $0["name"] } == [.string("Read")])
    }

    @Test func aRestDayForEveryHabitOnADayAllAreDoneRestsNothing() throws {
        let ritual = home()
        ritual("done", "Read")
        ritual("done", "Run")
        ritual("log", "Water", "8")
        let rested = ritual("skip")
        #expect(rested.status == 0)
        #expect(
            rested.stdout
                == "Every habit is done on 2025-11-08: nothing to rest (a completion wins over a rest day).\n")
        #expect(try status(ritual).resting.isEmpty)
    }
}
