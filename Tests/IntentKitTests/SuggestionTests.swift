import IntentKit
import Testing

@Suite struct SuggestionTests {
    static let sixtyFour = String(repeating: "a", count: 64)

    @Test(
        arguments: [
            ("medidate", ["Meditate", "Read"], "Meditate"),
            ("CompleteHabbit", ["CompleteHabit", "Today"], "CompleteHabit"),
            ("xyz", ["Meditate", "Read"], nil),
            ("tody", ["Today", "NextDay"], "Today"),
            (String(repeating: "a", count: 63) + "b", [sixtyFour], sixtyFour),
            (String(repeating: "a", count: 65), [sixtyFour], nil),
        ] as [(String, [String], String?)])
    func suggestsTheClosestName(word: String, candidates: [String], expected: String?) {
        #expect(Suggestion.closest(to: word, in: candidates) == expected)
    }

    static let candidates = (0..<100).map { "Candidate\($0)" }

    @Test func aHugeWordIsComparedWithoutWork() {
        let word = String(repeating: "Candidate", count: 14_600)
        let start = ContinuousClock.now
        #expect(Suggestion.closest(to: word, in: Self.candidates) == nil)
        #expect(Suggestion.hint(for: word, in: Self.candidates) == "")
        #expect(Suggestion.ranked(word, in: Self.candidates, limit: 3) == [])
        #expect(ContinuousClock.now - start < .milliseconds(200))
    }

    @Test func aHugeCandidateIsNeverSuggested() {
        let huge = String(repeating: "x", count: 131_000)
        let start = ContinuousClock.now
        #expect(Suggestion.closest(to: "xxxx", in: [huge]) == nil)
        #expect(Suggestion.ranked("xxxx", in: [huge, "xxxy"], limit: 3) == ["xxxy"])
        #expect(ContinuousClock.now - start < .milliseconds(200))
    }
}
