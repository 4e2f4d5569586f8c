import Foundation
import IntentKit
import RitualistApp
import RitualistCore
import Testing

/// A habit parameter is looked up by its exact id or name before every habit is read; what that finds must be
/// what matching against every habit finds, and what it does not find is matched as before.
@Suite struct ExactHabitTests {
    @Test func theHabitFoundIsTheOneMatchingEveryHabitFinds() throws {
        let fixture = try Fixture()
        let at = Date(timeIntervalSince1970: 1_762_600_000)
        let meditate = try fixture.habit("Meditate")
        _ = try fixture.store.addHabit(HabitDraft(name: "Écrire", startDate: Fixture.today), createdAt: at)
        _ = try fixture.store.addHabit(HabitDraft(name: "Water Bottle", startDate: Fixture.today), createdAt: at)
        // A name that is another habit's id, upper-cased: the id is matched first.
        _ = try fixture.store.addHabit(
            HabitDraft(name: meditate.id.text.uppercased(), startDate: Fixture.today), createdAt: at)
        let old = try fixture.store.addHabit(HabitDraft(name: "Old", startDate: Fixture.today), createdAt: at)
        _ = try fixture.store.setActive(id: old.id, false)
        let candidates = try fixture.store.habits().map(EntityCandidate.init(habit:))
        let texts = [
            "Meditate", "meditate", "MEDITATE", " Meditate ", "med", "water", "Water", "wat", "écrire", "ÉCRIRE",
            "Old", "old", meditate.id.text, meditate.id.text.uppercased(), String(meditate.id.text.dropLast()),
            "Nothing", "", "water bottle", "Water Bottl", "$(touch /tmp/x)",
        ]
        for text in texts {
            let expected: String
            do {
                let match = try EntityMatcher.match(text, type: "habit", in: candidates)
                expected = "habit " + match.id
            } catch {
                expected = "error " + error.caseName
            }
            let outcome = fixture.run("Streaks", ["habit=" + text])
            let found =
                outcome.failure.map { "error " + $0.caseName }
                ?? "habit " + (outcome.json["result"]?["habits"]?.arrayValue?.first?["id"]?.stringValue ?? "none")
            #expect(found == expected, "'\(text)'")
        }
    }
}
