import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// Where `systemd-analyze` is, when it is installed.
let systemdAnalyze = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

/// The next times agree with systemd's own reading of the same expressions, where `systemd-analyze` exists.
@Suite(.enabled(if: systemdAnalyze != nil)) struct SystemdCalendarTests {
    static let analyzer = systemdAnalyze

    static let expressions = [
        "*-*-* 21:00:00", "Sat,Sun *-*-* 18:30:00", "*-*-* 09,10,11,12,13,14,15,16,17,18:00:00", "Sun *-*-* 20:00",
        "*-*-31 08:00", "*-02-29 12:00", "monthly", "weekly", "Mon..Fri 07:15", "*-03-28 02:30", "*-10-31 01..03:00/30",
        "*-*-01,15 12:00:30", "Fri *-*-13 13:13",
    ]

    @Test(arguments: expressions, ["Europe/Berlin", "America/New_York", "Australia/Lord_Howe"])
    func nextTimesEqualSystemdAnalyzeCalendar(expression: String, zone: String) throws {
        let parsed = try #require(CalendarExpression(expression))
        let now = Date()
        let analyzer = try #require(Self.analyzer)
        let result = try ProcessRunner.run(
            analyzer, ["calendar", "--iterations=3", expression], environment: ["TZ": zone, "LC_ALL": "C"])
        #expect(result.status == 0, "\(result.stderr)")
        let theirs = result.stdout.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "(in UTC): ") else { return nil }
            // "Tue 2028-03-28 00:30:00 UTC"
            let words = line[range.upperBound...].split(separator: " ")
            return words.count == 4 ? "\(words[1])T\(words[2])Z" : nil
        }
        var ours: [String] = []
        var instant = now
        while ours.count < theirs.count, let next = parsed.next(after: instant, in: WallZone(tz: zone)) {
            ours.append(String(LocalMoment.utcStamp(next.instant).prefix(19)) + "Z")
            instant = next.instant
        }
        #expect(ours == theirs)
    }

    static let acceptance = [
        "Sun *-*-* 20:00", "daily", "Mon..Fri 09:00", "*-*-* *:0/15", "2026-12-24 18:00", "12-24 18:00",
        "*-*-* 25:00", "Sun 8pm", "Funday 09:00", "*-13-01 00:00", "*-*-* 10:61", "",
    ]

    @Test(arguments: acceptance) func anExpressionReadsExactlyWhenSystemdReadsIt(expression: String) throws {
        let analyzer = try #require(Self.analyzer)
        let result = try ProcessRunner.run(analyzer, ["calendar", expression], environment: ["LC_ALL": "C"])
        #expect((CalendarExpression(expression) != nil) == (result.status == 0), "\(result.stderr)")
    }
}
