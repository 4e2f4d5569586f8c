import IntentKit
import RitualistCore
import Synchronization

/// The `habit` entity's candidates, kept while the store returns the same habits: a batch matches a habit
/// parameter against every habit for each run, and inside a group the store returns the very same array.
final class HabitCandidates: Sendable {
    private let kept = Mutex<(habits: [Habit], candidates: [EntityCandidate])?>(nil)

    func candidates(for habits: [Habit]) -> [EntityCandidate] {
        if let kept = kept.withLock({ $0 }), kept.habits == habits { return kept.candidates }
        let candidates = habits.map { EntityCandidate(id: $0.id.text, name: $0.name) }
        kept.withLock { $0 = (habits, candidates) }
        return candidates
    }
}
