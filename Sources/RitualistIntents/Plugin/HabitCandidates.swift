import IntentKit
import RitualistCore
import Synchronization

/// The `habit` entity's candidates, kept while the store returns the same habits: a batch matches a habit
/// parameter against every habit for each run, and inside a group the store returns the very same array.
final class HabitCandidates: Sendable {
    private let kept = Mutex<(habits: [Habit], candidates: [EntityCandidate])?>(nil)

    func candidates(for habits: [Habit]) -> [EntityCandidate] {
        if let kept = kept.withLock({ $0 }), Self.same(kept.habits, habits) || kept.habits == habits {
            return kept.candidates
        }
        let candidates = habits.map { EntityCandidate(id: $0.id.text, name: $0.name) }
        kept.withLock { $0 = (habits, candidates) }
        return candidates
    }

    /// Whether two arrays share their storage, and so their elements: the kept array holds that storage alive,
    /// so another array cannot have been given the same address meanwhile.
    private static func same(_ first: [Habit], _ second: [Habit]) -> Bool {
        first.count == second.count
            && first.withUnsafeBufferPointer { a in
                second.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
            }
    }
}
