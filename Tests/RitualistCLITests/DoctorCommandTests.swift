import Foundation
import IntentKit
import IntentKitTesting
import Testing

/// `ritual doctor --rebuild` run in process, today pinned to Saturday 2025-11-08.
@Suite struct DoctorCommandTests {
    /// Meditate from 2025-08-01, done on 90 days but every eleventh.
    func seeded() -> Ritual {
        let ritual = Ritual()
        ritual("habit", "add", "Meditate", "--start", "2025-08-01")
        let first = Date(timeIntervalSince1970: 1_754_006_400)  // 2025-08-01, midnight UTC
        for offset in 0..<90 where offset % 11 != 5 {
            let day = ISO8601DateFormatter().string(from: first.addingTimeInterval(Double(offset) * 86_400)).prefix(10)
            ritual("run", "CompleteHabit", "habit=Meditate", "date=\(day)")
        }
        return ritual
    }

    @Test func rebuildFoldsTheSummaryAgainWithTheConfiguredSettings() throws {
        let ritual = seeded()
        let before = ritual("streak", "--json").stdout
        try ritual.home.write("config.yaml", "week_start: sunday\n")
        let result = ritual("doctor", "--rebuild")
        #expect(result.status == 0)
        #expect(
            result.stdout == "Log buckets written and streak summary folded again (threshold any, weeks from Sunday).\n"
        )
        // A daily habit's streaks do not depend on where weeks start: read from the new summary, they are the same.
        #expect(ritual("streak", "--json").stdout == before)
        #expect(try JSONParser.parse(before)["overall"]?["longest"] == .int(10))
    }

    @Test func rebuildPrintsJSONForScripts() throws {
        let ritual = seeded()
        let result = ritual("doctor", "--rebuild", "--json")
        #expect(result.status == 0)
        let output = try JSONParser.parse(result.stdout)
        #expect(output["rebuilt"] == .bool(true))
        #expect(output["threshold"] == .string("any"))
    }

    @Test func doctorWithoutAnActionIsAUsageError() {
        let result = Ritual()("doctor")
        #expect(result.status == 64)
        #expect(result.stderr.contains("Nothing to do: expected --rebuild"))
    }
}
