import IntentKit
import RitualistCore
import Testing

/// The lines a person reads every day say what is true, in correct English: what today holds of a streak at risk,
/// whose start a date is, a best and worst weekday only when there are such, one of a unit in the singular.
@Suite struct EverydayWordsTests {
    /// Saturday 2025-11-08. Read done Nov 1–3, then Nov 6 and 7, not today; Water (8 glasses) done Nov 6 and 7,
    /// 4 glasses today; Coffee at most 1 cup.
    static func home() -> Ritual {
        let ritual = Ritual()
        ritual("habit", "add", "Read", "--start", "2025-11-01")
        ritual("habit", "add", "Water", "--target", "8", "--unit", "glasses", "--start", "2025-11-06")
        ritual("habit", "add", "Coffee", "--target", "1", "--unit", "cups", "--at-most", "--start", "2025-11-08")
        for day in [1, 2, 3, 6, 7] { ritual("done", "Read", "--date", "2025-11-0\(day)") }
        for day in [6, 7] { ritual("log", "Water", "8", "--date", "2025-11-0\(day)") }
        ritual("log", "Water", "4")
        return ritual
    }

    /// Each command, and a line it must print whole (or a part of one, for the lines padded in columns).
    static let lines: [(words: [String], line: String)] = [
        (["streak", "Water"], "(at risk: 4 of 8 glasses so far)"),
        (["streak", "Read"], "(at risk: nothing done today yet)"),
        (["streak", "Read"], "🔥 2 days since 2025-11-06  longest 3 days, from 2025-11-01"),
        (["calendar", "--habit", "Water"], "(at risk: 4 of 8 glasses so far)"),
        (["status"], "0/≤1 cup"),
        (["habit", "list"], "at most 1 cup a day"),
        (["log", "Coffee", "1"], "Logged 'Coffee' on 2025-11-08: 1 of at most 1 cup"),
    ]

    @Test(arguments: lines)
    func eachLineSaysWhatIsTrue(words: [String], line: String) {
        let result = Self.home().run(words)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(line), "\(result.stdout)")
    }

    /// What no line may say of that home any more.
    static let untrue: [(words: [String], text: String)] = [
        (["streak", "Water"], "nothing done today yet"),
        (["streak", "Read"], "longest 3 days, since"),
        (["status"], "1 cups"),
        (["habit", "list"], "1 cups"),
        (["stats", "--days", "7"], "worst "),
    ]

    @Test(arguments: untrue)
    func noLineSaysWhatIsNot(words: [String], text: String) {
        let output = Self.home().run(words).stdout
        #expect(!output.isEmpty)
        #expect(!output.contains(text), "\(output)")
    }

    /// Over 30 days, Read done every Monday and no other day: Monday is its best weekday and Tuesday (the first of
    /// the others) its worst; a habit done every day has the same rate on every weekday, so neither is named.
    @Test func theBestAndWorstWeekdaysAreNamedOnlyWhenTheyDiffer() throws {
        let ritual = Ritual()
        ritual("habit", "add", "Read", "--start", "2025-10-01")
        ritual("habit", "add", "Walk", "--start", "2025-10-01")
        var day = Day(iso: "2025-10-10")!
        while day <= Day(iso: "2025-11-08")! {
            if day.weekday == .monday { ritual("done", "Read", "--date", day.iso) }
            ritual("done", "Walk", "--date", day.iso)
            day = day.adding(days: 1)
        }
        let stats = try JSONParser.parse(ritual("stats", "--days", "30", "--json").stdout)
        let rows = stats["habits"]?.arrayValue ?? []
        #expect(rows.first?["bestWeekday"]?["weekday"] == .string("monday"))
        #expect(rows.first?["worstWeekday"]?["weekday"] == .string("tuesday"))
        #expect(rows.last?["bestWeekday"] == .null && rows.last?["worstWeekday"] == .null)
        let text = ritual("stats", "--days", "30").stdout.split(separator: "\n")
        #expect(text.first { $0.contains("Read") }?.contains("best mon, worst tue") == true, "\(text)")
        #expect(text.first { $0.contains("Walk") }?.contains("best") == false, "\(text)")
    }
}
