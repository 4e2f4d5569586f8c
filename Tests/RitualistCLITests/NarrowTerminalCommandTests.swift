import Foundation
import IntentKitTesting
import Testing

@testable import RitualistApp

/// Narrow terminals: `calendar` and `streak` fit COLUMNS (a terminal's own width in the program), and never wrap.
@Suite struct NarrowTerminalCommandTests {
    func makeHome(columns: Int?) -> Ritual {
        var ritual = Ritual()
        if let columns { ritual.extra["COLUMNS"] = String(columns) }
        ritual("habit", "add", "Meditate", "--emoji", "🧘", "--start", "2025-03-01")
        ritual("habit", "add", "A habit with a rather long name", "--start", "2025-03-01", "--schedule", "3/week")
        ritual("habit", "add", "Read", "--start", "2025-03-01", "--schedule", "mon,wed,fri")
        for day in 1...7 { ritual("done", "Meditate", "--date", "2025-11-0\(day)") }
        ritual("done", "Read", "--date", "2025-11-07")
        return ritual
    }

    static func widest(_ text: String) -> Int {
        text.split(separator: "\n").map { Text.width(String($0)) }.max() ?? 0
    }

    @Test(arguments: [40, 48, 64, 80])
    func narrowTerminalsCalendarAndStreakFitTheColumns(columns: Int) {
        let ritual = makeHome(columns: columns)
        let calendar = ritual("calendar", "--format", "text")
        #expect(calendar.status == 0)
        #expect(Self.widest(calendar.stdout) <= columns, "\(calendar.stdout)")
        let streak = ritual("streak")
        #expect(Self.widest(streak.stdout) <= columns, "\(streak.stdout)")
        #expect(streak.stdout.contains("Meditate"))
    }

    @Test func narrowTerminalsShowFewerMonthsUnlessMonthsAreAsked() {
        let ritual = makeHome(columns: 40)
        #expect(ritual("calendar", "--format", "text").stdout.contains("All habits · 7 months to November 2025"))
        let asked = ritual("calendar", "--format", "text", "--months", "12").stdout
        #expect(asked.contains("All habits · 12 months"))
        #expect(Self.widest(asked) <= 40)
    }

    @Test func withoutColumnsAPipeGetsTheFullLines() {
        let streak = makeHome(columns: nil)("streak").stdout
        #expect(
            streak.contains(
                "🔥 7 days since 2025-11-01  longest 7 days, from 2025-11-01  (at risk: nothing done today yet)"))
    }
}
