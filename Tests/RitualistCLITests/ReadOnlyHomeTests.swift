import Foundation
import Testing

/// A home is made by the first command that writes: a read-only one on a home with no store creates nothing.
@Suite struct ReadOnlyHomeTests {
    @Test(arguments: [
        ["status"], ["status", "--json"], ["status", "--format", "waybar"], ["streak"], ["calendar"], ["list"],
        ["habit", "list"], ["journal"], ["check"], ["describe", "CompleteHabit"], ["plugins"], ["run", "DayStatus"],
        ["run", "CurrentStreak"], ["run", "Streaks"], ["run", "ListHabits"], ["hotkeys", "list"],
    ])
    func aReadOnlyCommandOnAHomeWithNoStoreCreatesNothing(arguments: [String]) throws {
        let ritual = Ritual()
        let result = ritual.run(arguments + ["--strict"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: ritual.home.path) == [])
    }

    @Test func theFirstWriteMakesTheStore() throws {
        let ritual = Ritual()
        #expect(ritual("status").status == 0)
        #expect(ritual("habit", "add", "Read").status == 0)
        #expect(FileManager.default.fileExists(atPath: ritual.home.path("ritualist.sqlite")))
        #expect(ritual("run", "DayStatus").stdout == "2025-11-08: 0 of 1 done (0%); remaining: Read.\n")
    }
}
