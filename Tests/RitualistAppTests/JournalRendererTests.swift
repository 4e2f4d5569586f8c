import IntentKit
import Testing

@testable import RitualistApp

/// The lines `journal` shows for its records.
@Suite struct JournalRendererTests {
    static func record(
        parameters: JSONValue, ok: Bool = true, errorCase: String? = nil, message: String? = nil,
        durationMs: Double = 3.14159
    ) -> JournalRecord {
        JournalRecord(
            time: "2025-11-08T09:30:00+01:00", intent: "CompleteHabit", parameters: parameters, ok: ok,
            errorCase: errorCase, message: message, durationMs: durationMs, mode: "strict")
    }

    @Test(arguments: [
        (
            record(parameters: .object([("habit", .object([("id", .string("h1")), ("name", .string("Meditate"))]))])),
            ["2025-11-08T09:30:00+01:00  CompleteHabit habit=Meditate  ok  3.1 ms  (strict)"]
        ),
        (
            record(parameters: .object([]), durationMs: 12),
            ["2025-11-08T09:30:00+01:00  CompleteHabit  ok  12 ms  (strict)"]
        ),
        (
            record(
                parameters: .object([("habit", .string("medidate"))]), ok: false, errorCase: "notFound",
                message: "No habit named 'medidate'."),
            [
                "2025-11-08T09:30:00+01:00  CompleteHabit habit=medidate  ✗ notFound  3.1 ms  (strict)",
                "    No habit named 'medidate'.",
            ]
        ),
        (
            record(parameters: .null, ok: false),
            ["2025-11-08T09:30:00+01:00  CompleteHabit  ✗ error  3.1 ms  (strict)"]
        ),
    ])
    func eachRunIsOneLineAndAFailureItsMessageIndentedBelow(_ record: JournalRecord, _ lines: [String]) {
        #expect(JournalRenderer.lines([record], zone: WallZone(tz: "Europe/Paris")) == lines)
    }

    @Test func anEmptyJournalSaysNothingHasRunYet() {
        #expect(JournalRenderer.lines([], zone: .utc) == ["The journal is empty: nothing has run yet."])
        #expect(
            JournalRenderer.lines([], zone: .utc, lost: true) == [
                "The journal is empty: the runs above were not recorded."
            ])
    }
}
