import IntentKit
import IntentKitTesting
import Testing

/// `ritual journal` shows the newest runs first, as `changes` does, in its lines and in its JSON.
@Suite struct JournalCommandTests {
    /// Three habits added, then Read, Walk and Stretch done in that order.
    func home() -> Ritual {
        let ritual = Ritual()
        for habit in ["Read", "Walk", "Stretch"] { ritual("habit", "add", habit) }
        for habit in ["Read", "Walk", "Stretch"] { ritual("done", habit) }
        return ritual
    }

    @Test func theNewestRunComesFirst() throws {
        let lines = home()("journal", "--limit", "2").stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.contains("CompleteHabit habit=Stretch ") == true, "\(lines)")
        #expect(lines.last?.contains("CompleteHabit habit=Walk ") == true, "\(lines)")
    }

    @Test func theJSONIsNewestFirstToo() throws {
        let json = try JSONParser.parse(home()("journal", "--json").stdout)
        let runs = json.arrayValue?.map { $0["intent"]?.stringValue ?? "" }
        #expect(runs == ["CompleteHabit", "CompleteHabit", "CompleteHabit", "AddHabit", "AddHabit", "AddHabit"])
        let done = json.arrayValue?.compactMap { $0["parameters"]?["habit"]?["name"]?.stringValue }
        #expect(done == ["Stretch", "Walk", "Read"])
    }
}
