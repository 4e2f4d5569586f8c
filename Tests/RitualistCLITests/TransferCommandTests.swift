import Foundation
import IntentKit
import IntentKitTesting
import RitualistCore
import Testing

struct TransferCommandTests {
    /// A home with a varied history made through the commands: every kind and schedule, amounts on several days,
    /// rest days of one habit and of all, an archived habit, one removed (a gap in the display order), and a name a
    /// spreadsheet would read as a formula.
    static func variedHome() throws -> Ritual {
        let ritual = Ritual()
        let commands: [[String]] = [
            ["habit", "add", "Meditate", "--emoji", "🧘", "--start", "2025-09-01", "--category", "Mind"],
            ["habit", "add", "Water", "--target", "8", "--unit", "glasses", "--start", "2025-09-01"],
            ["habit", "add", "Gone", "--start", "2025-09-01"],
            ["habit", "add", "Read", "--schedule", "mon,wed,fri", "--start", "2025-09-01"],
            ["habit", "add", "Gym", "--schedule", "3/week", "--start", "2025-09-01"],
            ["habit", "add", "=SUM(A1)", "--start", "2025-10-01"],
            ["habit", "remove", "Gone", "--yes"],
        ]
        for command in commands { try #require(ritual.run(command).status == 0, "\(command)") }
        let start = try #require(Day(iso: "2025-09-01"))
        for offset in 0..<69 {
            let day = start.adding(days: offset).iso
            if offset % 3 != 0 { ritual("done", "Meditate", "--date", day) }
            if offset % 2 == 0 { ritual("log", "Water", "\(offset % 9 + 1)", "--date", day) }
            if offset % 5 == 0 { ritual("done", "Read", "--date", day) }
            if offset % 4 == 1 { ritual("done", "Gym", "--date", day) }
            if offset % 7 == 3 { ritual("done", "=SUM(A1)", "--date", day) }
        }
        ritual("skip", "--date", "2025-10-12")
        ritual("skip", "Water", "--date", "2025-10-20")
        try #require(ritual("habit", "archive", "=SUM(A1)").status == 0)
        return ritual
    }

    static let views = [
        ["habit", "list", "--all", "--json"], ["streak", "--json"], ["calendar", "--format", "json"],
        ["streak", "Water", "--json"],
    ]

    @Test func anExportImportedIntoAnEmptyHomeReproducesTheListStreaksAndCalendar() throws {
        let source = try Self.variedHome()
        let file = source.home.path("export.json")
        let exported = source("export", "--output", file)
        #expect(exported.status == 0, "\(exported.stderr)")
        let target = Ritual()
        let imported = target("import", file, "--json")
        #expect(imported.status == 0, "\(imported.stderr)")
        for view in Self.views {
            let before = source.run(view), after = target.run(view)
            #expect(before.status == 0)
            #expect(after.stdout == before.stdout, "\(view)")
        }
    }

    @Test func importingTheSameExportAgainWithMergeChangesNothing() throws {
        let source = try Self.variedHome()
        let file = source.home.path("export.json")
        source("export", "--output", file)
        let report = source("import", file, "--merge", "--json")
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stdout.contains("\"habits\": 0"))
        let refused = source("import", file)
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("--merge"))
    }

    @Test func anExportToStandardOutputIsTheFileItWouldWrite() throws {
        let source = try Self.variedHome()
        let file = source.home.path("export.csv")
        #expect(source("export", "--format", "csv", "--output", file).stdout.hasPrefix("Exported 5 habits"))
        let printed = source("export", "--format", "csv")
        #expect(printed.stdout == (try String(contentsOfFile: file, encoding: .utf8)))
        #expect(printed.stdout.contains("'=SUM(A1)"))
    }

    @Test(arguments: [
        (["import", "/nonexistent/export.json"], "Error: '/nonexistent/export.json' cannot be read: "),
        (["import", "/tmp", "--from", "ritual"], "Error: '/tmp' is a folder; expected a file."),
        (
            ["import", "/nonexistent/backup.db", "--from", "loop"],
            "Error: '/nonexistent/backup.db': there is no such file."
        ),
        (["restore", "/nonexistent.sqlite"], "Error: '/nonexistent.sqlite' cannot be read: "),
    ])
    func aBadFileGetsAMessageNamingIt(arguments: [String], message: String) {
        let result = Ritual().run(arguments)
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    }

    @Test func aBackupRestoresTheHistoryItCopied() throws {
        let ritual = try Self.variedHome()
        let list = ritual("habit", "list", "--all", "--json").stdout
        let backup = ritual("backup", "--json")
        #expect(backup.status == 0, "\(backup.stderr)")
        ritual("habit", "add", "Later")
        let file = ritual.home.path("backups/ritualist-20251108T170000.000Z.sqlite")
        let restored = ritual("restore", file)
        #expect(restored.stdout.hasPrefix("Restored the habit store from '\(file)'. The previous store is kept as "))
        #expect(ritual("habit", "list", "--all", "--json").stdout == list)
    }
}

/// A merge of a habit whose logs begin before the stored habit's start moves the start back, so every view shows
/// the logs it keeps, and the report says so.
@Suite struct MergeBeforeStartTests {
    /// A home whose Gym starts on 2025-06-01, and a harsh folder whose Gym was done on three days from 2025-03-01.
    func homeAndFolder() throws -> (Ritual, String) {
        let ritual = Ritual()
        ritual("habit", "add", "Gym", "--start", "2025-06-01")
        ritual("habit", "add", "Read", "--start", "2025-01-01")
        try ritual.home.write("harsh/habits", "Gym: 1\nRead: 1\n")
        try ritual.home.write(
            "harsh/log", "2025-03-01 : Gym : y\n2025-03-02 : Gym : y\n2025-06-02 : Gym : y\n2025-02-01 : Read : y\n")
        return (ritual, ritual.home.path("harsh"))
    }

    @Test func theStartMovesBackToTheEarliestLogAndTheReportSaysSo() throws {
        let (ritual, folder) = try homeAndFolder()
        let report = ritual("import", folder, "--from", "harsh", "--merge")
        #expect(report.status == 0, "\(report.stderr)")
        #expect(
            report.stdout.contains(
                "Moved the start of 'Gym' back from 2025-06-01 to 2025-03-01, the day of its earliest log.\n"),
            "\(report.stdout)")
        #expect(!report.stdout.contains("'Read'"), "Read's log is after its start")
        let habits = try JSONParser.parse(ritual("habit", "list", "--json").stdout)
        #expect(habits.arrayValue?.first?["startDate"] == .string("2025-03-01"))
        #expect(habits.arrayValue?.last?["startDate"] == .string("2025-01-01"))
        let stats = try JSONParser.parse(ritual("stats", "Gym", "--days", "all", "--json").stdout)
        #expect(stats.serialized().contains("\"done\":3") || stats.serialized().contains("\"done\": 3"), "\(stats)")
    }

    @Test func theJSONReportNamesEachMovedStart() throws {
        let (ritual, folder) = try homeAndFolder()
        let report = try JSONParser.parse(ritual("import", folder, "--from", "harsh", "--merge", "--json").stdout)
        #expect(
            report["startsMoved"]
                == .array([
                    .object([("habit", .string("Gym")), ("from", .string("2025-06-01")), ("to", .string("2025-03-01"))])
                ]))
    }

    @Test func aDryRunSaysItWouldMoveTheStartAndMovesNothing() throws {
        let (ritual, folder) = try homeAndFolder()
        let report = ritual("import", folder, "--from", "harsh", "--merge", "--dry-run")
        #expect(report.stdout.contains("Would move the start of 'Gym' back from 2025-06-01 to 2025-03-01"))
        let habits = try JSONParser.parse(ritual("habit", "list", "--json").stdout)
        #expect(habits.arrayValue?.first?["startDate"] == .string("2025-06-01"))
    }
}
